// The ultrasound feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  ultrasound: '/ultrasound',
  /** The ultrasound log opened on one session. */
  ultrasoundSession: (sessionId: string) => `/ultrasound?session=${id(sessionId)}`,
} as const;

export default definePages({
  routes: [route(2, '/ultrasound', 'login', 'Tele-ultrasound log', 'ultrasound')],
  paths,
});
