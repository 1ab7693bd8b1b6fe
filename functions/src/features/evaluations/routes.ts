// The evaluations feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  evaluations: '/technology-evaluations',
  evaluationSubmit: '/technology-evaluation/submit',
  evaluation: (evaluationId: string) => `/technology-evaluation/${id(evaluationId)}`,
  evaluationEdit: (evaluationId: string) => `/technology-evaluation/${id(evaluationId)}/edit`,
  evaluationResults: '/technology-evaluation-aggregate',
} as const;

export default definePages({
  routes: [
    route(2, '/technology-evaluations', 'login', 'Technology evaluations', 'evaluations'),
    route(2, '/technology-evaluation/submit', 'login', 'Submit an evaluation', 'evaluationStart'),
    route(2, '/technology-evaluation/:id', 'login', 'Evaluation', 'evaluation'),
    route(2, '/technology-evaluation/:id/edit', 'login', 'Edit evaluation', 'evaluationEdit'),
    route(
      2,
      '/technology-evaluation-aggregate',
      'login',
      'Evaluation results',
      'evaluationResults',
    ),
  ],
  paths,
});
