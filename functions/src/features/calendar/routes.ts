// The calendar feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  calendar: '/xp',
  /** The calendar opened on one event. */
  calendarEvent: (eventId: string) => `/xp?event=${id(eventId)}`,
} as const;

export default definePages({
  routes: [route(2, '/xp', 'login', 'Calendar', 'calendar')],
  paths,
});
