// Needs prioritisation: assessments, one assessment, its form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    needsAssessments: { load: () => import('./AssessmentsPage') },
    needsAssessment: { load: () => import('./AssessmentPage') },
    needsAssessmentForm: { load: () => import('./AssessmentFormPage') },
  },
  nav: [{ group: 'Clinical needs', path: paths.needsAssessments, order: 30 }],
  keptOffline: ['needsAssessments.get', 'needsAssessments.list'],
} satisfies WebFeature;
