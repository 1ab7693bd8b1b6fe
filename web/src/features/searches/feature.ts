// The search log: its list, a search's page with its imported records, its form, and the
// searches of a question on the question's page.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    searches: { load: () => import('./SearchesPage') },
    search: { load: () => import('./SearchPage') },
    searchForm: { load: () => import('./SearchFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.searches, order: 53 }],
  panels: { questions: [{ order: 10, load: () => import('./QuestionSearches') }] },
} satisfies WebFeature;
