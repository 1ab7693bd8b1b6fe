// What the evidenceProfiles feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export {
  evidenceProfileDerived,
  evidenceProfiles,
  type EvidenceProfile,
  type OutcomeRecord,
} from './contract.js';
export { differenceText, DOWNGRADE_DOMAINS, MEASURE_NAMES, UPGRADE_DOMAINS } from './grade.js';
export { isDifference } from './effectWords.js';
