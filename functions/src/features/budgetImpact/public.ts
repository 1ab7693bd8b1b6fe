// What the budgetImpact feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export {
  biaTotals,
  budgetImpact,
  INPUT_LABELS,
  PAYER_LABELS,
  PAYERS,
  isProportion,
  oneWaySensitivity,
  pathwayPrediction,
  scenarioResults,
  type BiaModel,
  type PathwayPrediction,
  type TargetCommunity,
} from './bia.js';
export { communityEffects, type CommunityEffect } from './communityEffects.js';
export { TORNADO_COLOURS, TORNADO_LEGEND } from './chartColours.js';
export { budgetImpacts, targetCommunitySchema, type BudgetImpact } from './contract.js';
