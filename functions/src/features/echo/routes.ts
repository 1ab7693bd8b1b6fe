// Echo's pages: the chat and its administrators' settings (see contract/routes.ts). No zod here:
// the web app's route table reads this module.
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  chat: '/chat',
  talk: '/talk',
  echoSettings: '/admin/echo',
} as const;

/** A path with a query string that asks Echo a prepared question. */
export const askEchoPath = (question: string) =>
  `${paths.chat}?ask=${encodeURIComponent(question)}`;

export default definePages({
  routes: [
    route(2, 'chat', 'login', 'Echo', 'chat'),
    route(2, '/talk', 'login', 'Echo', 'chat'),
    route(2, '/admin/echo', 'admin', 'Echo settings', 'echoSettings', true),
  ],
  paths,
});
