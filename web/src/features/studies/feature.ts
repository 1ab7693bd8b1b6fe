// The study library: its list, a study's page and form, the import of RIS and BibTeX files, and the studies about a technology on
// the technology's page.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    studies: { load: () => import('./StudiesPage') },
    study: { load: () => import('./StudyPage') },
    studyForm: { load: () => import('./StudyFormPage') },
    studyImport: { load: () => import('./StudyImportPage') },
  },
  nav: [{ group: 'Technologies', path: paths.studies, order: 50 }],
  panels: { technologies: [{ order: 30, load: () => import('./TechnologyStudies') }] },
} satisfies WebFeature;
