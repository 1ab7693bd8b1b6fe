// What the vendors feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { vendors } from './contract.js';
