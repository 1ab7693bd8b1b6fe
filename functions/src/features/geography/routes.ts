// The geography feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  smallAreas: '/sag',
  /** The small-area page opened on one census division. */
  smallAreaOf: (censusDivisionUid: string) => `/sag?cd=${id(censusDivisionUid)}`,
} as const;

export default definePages({
  routes: [route(2, 'sag', 'login', 'Small-area geographies', 'smallAreas')],
  paths,
});
