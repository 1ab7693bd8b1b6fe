// Technology evaluations (MAST): the list, starting one, an evaluation, its editor, results.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    evaluations: { load: () => import('./EvaluationsPage') },
    evaluationStart: { load: () => import('./StartEvaluationPage') },
    evaluation: { load: () => import('./EvaluationPage') },
    evaluationEdit: { load: () => import('./EvaluationEditPage') },
    evaluationResults: { load: () => import('./ResultsPage'), heavy: ['chart'] },
  },
  nav: [
    { group: 'Evaluations', path: paths.evaluations, order: 10 },
    { group: 'Evaluations', path: paths.evaluationResults, order: 20 },
  ],
  panels: { technologies: [{ order: 10, load: () => import('./TechnologyEvaluations') }] },
  keptOffline: ['evaluations.get', 'evaluations.list'],
} satisfies WebFeature;
