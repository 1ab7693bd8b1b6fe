// The selection feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  selection: '/techSelect',
  /** The selection page opened on a need's or a community's candidates and saved selections. */
  selectionFor: (recordId: string, kind: 'need' | 'community' = 'need') =>
    `/techSelect?${kind}=${id(recordId)}`,
} as const;

export default definePages({
  routes: [route(2, 'techSelect', 'login', 'Technology selection', 'selection')],
  paths,
});
