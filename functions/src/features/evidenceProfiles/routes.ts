// The evidence profiles' pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  evidenceProfiles: '/evidence-profiles',
  evidenceProfile: (profileId: string) => `/evidence-profile/${id(profileId)}`,
  evidenceProfileAdd: '/evidence-profiles/new',
  evidenceProfileEdit: (profileId: string) => `/evidence-profile/${id(profileId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/evidence-profiles', 'login', 'Evidence profiles', 'evidenceProfiles', true),
    route(
      2,
      '/evidence-profiles/new',
      'login',
      'New evidence profile',
      'evidenceProfileForm',
      true,
    ),
    route(2, '/evidence-profile/:id', 'login', 'Evidence profile', 'evidenceProfile', true),
    route(
      2,
      '/evidence-profile/:id/edit',
      'login',
      'Edit evidence profile',
      'evidenceProfileForm',
      true,
    ),
  ],
  paths,
});
