// What the follow-up offers other features: nothing else of its folder may be imported from
// outside it (.config/eslint/boundaries.js). A dossier's Evidence-to-Decision monitoring plan is
// the follow-up's own (`monitoringPlan`: its targets with their sources, the review date, other
// indicators in words).
export {
  followUpPlanFields,
  planTargets,
  type FollowUpPlanFields,
  type FollowUpPlanInput,
  type PlanTargets,
} from './plan.js';
export {
  monitoringIndicator,
  monitoringPlan,
  monitoringRows,
  type MonitoringPlan,
  type MonitoringRow,
} from './monitoring.js';
export { INDICATORS, INDICATOR_KEYS, TARGETED_KEYS, type IndicatorKey } from './indicators.js';
export { compareFollowUp, type Comparison, type PlanForComparison } from './comparison.js';
export { predictionFromAnalysis } from './prediction.js';
export { followUpPlans, type FollowUpPlan } from './contract.js';
