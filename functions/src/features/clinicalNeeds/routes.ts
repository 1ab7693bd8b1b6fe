// The clinicalNeeds feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  needs: '/clinical-needs/',
  needsOverview: '/needs',
  need: (needId: string) => `/clinical-needs/${id(needId)}`,
  needAdd: '/clinical-needs/new',
  needEdit: (needId: string) => `/clinical-needs/${id(needId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, 'needs', 'login', 'Clinical needs overview', 'needs'),
    route(2, '/clinical-needs/:id', 'public', 'Clinical need', 'need'),
    route(2, '/clinical-needs/:id/edit', 'public', 'Edit clinical need', 'needForm'),
    route(2, '/clinical-needs/new', 'public', 'New clinical need', 'needForm'),
    route(2, '/clinical-needs/', 'public', 'Clinical needs', 'needs'),
  ],
  paths,
});
