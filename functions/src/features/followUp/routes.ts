// The follow-up's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  followUps: '/follow-up',
  followUpPlan: (planId: string) => `/follow-up/${id(planId)}`,
  followUpAdd: '/follow-up/new',
  /** The new plan's form for this technology. */
  followUpAddFor: (technologyId: string) =>
    `/follow-up/new?technology=${encodeURIComponent(technologyId)}`,
  followUpPlanEdit: (planId: string) => `/follow-up/${id(planId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/follow-up', 'login', 'Follow-up of adopted technologies', 'followUps', true),
    route(2, '/follow-up/new', 'login', 'New follow-up plan', 'followUpForm', true),
    route(2, '/follow-up/:id', 'login', 'Follow-up', 'followUp', true),
    route(2, '/follow-up/:id/edit', 'login', 'Edit follow-up plan', 'followUpForm', true),
  ],
  paths,
});
