// The settings feature's page: administrators edit the question sets other features declare as
// settings (the MAST domains' questions, the readiness items). No zod here: the web app's route
// table reads this module.
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  settings: '/admin/settings',
} as const;

export default definePages({
  routes: [route(2, '/admin/settings', 'admin', 'Question sets', 'settings', true)],
  paths,
});
