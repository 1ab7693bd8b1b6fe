// The pathways feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  pathways: '/pathways',
  /** The pathways page opened on one pathway (the seed has no route of its own for one). */
  pathway: (pathwayId: string) => `/pathways?pathway=${id(pathwayId)}`,
} as const;

export default definePages({
  routes: [route(2, 'pathways', 'login', 'Care pathways', 'pathways')],
  paths,
});
