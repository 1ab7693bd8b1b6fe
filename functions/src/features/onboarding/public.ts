// What the onboarding feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { onboardingRecord, onboardings } from './contract.js';
