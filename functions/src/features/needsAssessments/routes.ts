// The needsAssessments feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  needsAssessments: '/clinical-needs-assessments',
  needsAssessmentAdd: '/clinical-needs-assessments/new',
  needsAssessment: (assessmentId: string) => `/clinical-needs-assessment/${id(assessmentId)}`,
  needsAssessmentEdit: (assessmentId: string) =>
    `/clinical-needs-assessment/${id(assessmentId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(
      2,
      '/clinical-needs-assessments',
      'login',
      'Clinical needs assessments',
      'needsAssessments',
    ),
    route(
      2,
      '/clinical-needs-assessments/new',
      'login',
      'New needs assessment',
      'needsAssessmentForm',
    ),
    route(2, '/clinical-needs-assessment/:id', 'login', 'Needs assessment', 'needsAssessment'),
    route(
      2,
      '/clinical-needs-assessment/:id/edit',
      'login',
      'Edit needs assessment',
      'needsAssessmentForm',
    ),
    route(
      2,
      '/clinical-needs-assessment/new',
      'login',
      'New needs assessment',
      'needsAssessmentForm',
    ),
  ],
  paths,
});
