// The communities feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  communities: '/site',
  community: (communityId: string) => `/site2/${id(communityId)}`,
  communityAdd: '/addsite',
  communityAddChat: '/addsite2',
  communityEdit: (communityId: string) => `/editsite/${id(communityId)}`,
  communityEditChat: (communityId: string) => `/editsite2/${id(communityId)}`,
} as const;

export default definePages({
  routes: [
    route(2, 'site', 'login', 'Communities', 'communities'),
    route(2, 'addsite', 'login', 'Add a community', 'communityForm'),
    route(2, 'site2/:id', 'login', 'Community profile', 'community'),
    route(2, 'editsite/:id', 'login', 'Edit community', 'communityForm'),
    route(3, 'site2/:id', 'login', 'Community profile', 'community'),
    route(3, 'addsite2', 'login', 'Add a community', 'communityForm'),
    route(3, 'editsite2/:id', 'login', 'Edit community', 'communityForm'),
  ],
  paths,
});
