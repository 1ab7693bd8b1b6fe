// What the follow-up offers other features: nothing else of its folder may be imported from
// outside it (.config/eslint/boundaries.js). A dossier's Evidence-to-Decision monitoring plan can
// hold a plan's fields (`followUpPlanFields`: indicators, targets with their sources, review date)
// and be compared with `compareFollowUp`.
export {
  followUpPlanFields,
  planTargets,
  type FollowUpPlanFields,
  type FollowUpPlanInput,
  type PlanTargets,
} from './plan.js';
export { INDICATORS, INDICATOR_KEYS, TARGETED_KEYS, type IndicatorKey } from './indicators.js';
export { compareFollowUp, type Comparison, type PlanForComparison } from './comparison.js';
export { predictionFromAnalysis } from './prediction.js';
export { followUpPlans, type FollowUpPlan } from './contract.js';
