// The users feature's pages: administrators manage people's access (see contract/routes.ts).
// No zod here: the web app's route table reads this module.
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  users: '/admin/users',
} as const;

export default definePages({
  routes: [route(2, '/admin/users', 'admin', 'Users', 'users', true)],
  paths,
});
