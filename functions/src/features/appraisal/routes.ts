// The risk-of-bias assessments' pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  robAssessment: (assessmentId: string) => `/risk-of-bias/${id(assessmentId)}`,
  /** A new assessment: the form takes the profile and study as `?profile=…&study=…`. */
  robAssessmentAdd: '/risk-of-bias/new',
  robAssessmentEdit: (assessmentId: string) => `/risk-of-bias/${id(assessmentId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(
      2,
      '/risk-of-bias/new',
      'login',
      'New risk-of-bias assessment',
      'robAssessmentForm',
      true,
    ),
    route(2, '/risk-of-bias/:id', 'login', 'Risk-of-bias assessment', 'robAssessment', true),
    route(
      2,
      '/risk-of-bias/:id/edit',
      'login',
      'Edit risk-of-bias assessment',
      'robAssessmentForm',
      true,
    ),
  ],
  paths,
});
