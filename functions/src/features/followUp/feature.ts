// The follow-up's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { followUpOperations, followUpPlans } from './contract.js';

export const followUpFeature = defineFeature({
  name: 'followUp',
  pages,
  registries: [followUpPlans],
  operations: followUpOperations,
  // What is due follows the session log and the go-lives as they are written.
  reads: { 'followUp.due': ['followUpPlans', 'ultrasoundSessions', 'onboardings'] },
});

export * from './contract.js';
export {
  INDICATORS,
  INDICATOR_KEYS,
  MONTHS_IN_A_ROW,
  OFF_TARGET,
  TARGETED_KEYS,
  type IndicatorKey,
  type TargetedKey,
} from './indicators.js';
export {
  followUpPlanFields,
  MAX_PLAN_FACILITIES,
  type FollowUpPlanFields,
  type FollowUpPlanInput,
} from './plan.js';
export { compareFollowUp, formatValue as formatIndicatorValue } from './comparison.js';
export { monitoringRows, type MonitoringPlan, type MonitoringRow } from './monitoring.js';
export { predictionFromAnalysis, type AnalysisForPrediction } from './prediction.js';
