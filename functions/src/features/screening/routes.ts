// Screening's pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

// Named after the question whose records they screen (its record key first), so the route sweep
// opens them with a question's id.
export const paths = {
  /** Screening a question's records, one key per decision. */
  questionScreening: (questionId: string) => `/screening/${id(questionId)}`,
  /** The disagreements of a question's screening, for a third person to resolve. */
  questionScreeningConflicts: (questionId: string) => `/screening/${id(questionId)}/conflicts`,
} as const;

export default definePages({
  routes: [
    route(2, '/screening/:id', 'login', 'Screening', 'questionScreening', true),
    route(
      2,
      '/screening/:id/conflicts',
      'login',
      'Screening disagreements',
      'questionScreeningConflicts',
      true,
    ),
  ],
  paths,
});
