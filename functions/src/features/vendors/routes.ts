// The vendors feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  vendors: '/vendors/',
  vendor: (vendorId: string) => `/vendors/?vendor=${id(vendorId)}`,
} as const;

export default definePages({
  routes: [route(2, '/vendors/', 'public', 'Vendors', 'vendors')],
  paths,
});
