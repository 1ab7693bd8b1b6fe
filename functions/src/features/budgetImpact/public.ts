// What the budgetImpact feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export {
  INPUT_LABELS,
  biaTotals,
  budgetImpact,
  isProportion,
  oneWaySensitivity,
  scenarioResults,
  type TargetCommunity,
} from './bia.js';
export { TORNADO_COLOURS, TORNADO_LEGEND } from './chartColours.js';
export { budgetImpacts, type BudgetImpact } from './contract.js';
export { paths as budgetImpactPaths } from './routes.js';
