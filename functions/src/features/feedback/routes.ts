// The feedback feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  feedback: '/feedback',
} as const;

export default definePages({
  routes: [route(2, 'feedback', 'login', 'Feedback', 'feedback')],
  paths,
});
