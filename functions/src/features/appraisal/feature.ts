// Risk-of-bias appraisal's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { appraisalOperations, robAssessments } from './contract.js';

export const appraisalFeature = defineFeature({
  name: 'appraisal',
  pages,
  registries: [robAssessments],
  operations: appraisalOperations,
  // The suggested ratings weigh each study by its participants as extracted for the analyses.
  reads: { 'robAssessments.table': ['evidenceProfiles', 'studies', 'analyses', 'extractions'] },
});

export * from './contract.js';
export * from './assessment.js';
export * from './trafficLight.js';
export * from './profileSuggestions.js';
export {
  ROB2_DOMAINS,
  ROB2_QUESTIONS,
  rob2Domain,
  type Rob2Answers,
  type Rob2Domain,
  type Rob2Question,
} from './rob2.js';
export { ROBINS_I_DOMAINS, type RobinsIDomain } from './robinsI.js';
export { suggestedRiskOfBias, type AppraisedJudgement } from './riskOfBiasSuggestion.js';
