// Meta-analyses of evidence profiles' outcomes: their list, an analysis' page with its forest
// plot, its form, and the extraction form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    analyses: { load: () => import('./AnalysesPage') },
    analysis: { load: () => import('./AnalysisPage') },
    analysisForm: { load: () => import('./AnalysisFormPage') },
    extractionForm: { load: () => import('./ExtractionFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.analyses, order: 56 }],
} satisfies WebFeature;
