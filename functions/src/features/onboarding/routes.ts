// The onboarding feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  facilityProgress: '/facilityProgress',
  /** The onboarding page opened on one plan. */
  onboardingOf: (onboardingId: string) => `/facilityProgress?plan=${id(onboardingId)}`,
} as const;

export default definePages({
  routes: [route(2, 'facilityProgress', 'login', 'Virtual-care onboarding progress', 'onboarding')],
  paths,
});
