// The readiness feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  readiness: '/ffa',
  /** The readiness page opened on one assessment. */
  readinessAssessment: (assessmentId: string) => `/ffa?assessment=${id(assessmentId)}`,
  /** The readiness page opened on a facility's assessments. */
  readinessOf: (facilityId: string) => `/ffa?facility=${id(facilityId)}`,
} as const;

export default definePages({
  routes: [route(2, '/ffa', 'login', 'Facility readiness assessment', 'readiness')],
  paths,
});
