// The home feature's page: the hub at a glance (see contract/routes.ts). No zod here: the web
// app's route table reads this module.
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  home: '/home',
} as const;

export default definePages({
  routes: [route(2, '', 'login', 'Home', 'home'), route(2, 'home', 'login', 'Home', 'home')],
  paths,
});
