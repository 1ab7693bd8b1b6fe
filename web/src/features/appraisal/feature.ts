// Risk-of-bias appraisal: an assessment's page and form, and the traffic-light table with the
// suggested risk-of-bias ratings on an evidence profile's page.
import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    robAssessment: { load: () => import('./RobAssessmentPage') },
    robAssessmentForm: { load: () => import('./RobAssessmentFormPage') },
  },
  panels: { evidenceProfiles: [{ order: 10, load: () => import('./ProfileRiskOfBias') }] },
} satisfies WebFeature;
