// Assessment dossiers: their list, form and page (sections, comments, moves, versions), and a
// technology's dossiers with their state and latest approved version on the technology's page.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    dossiers: { load: () => import('./DossiersPage') },
    dossier: { load: () => import('./DossierPage') },
    dossierForm: { load: () => import('./DossierFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.dossiers, order: 65 }],
  panels: { technologies: [{ order: 36, load: () => import('./TechnologyDossiers') }] },
} satisfies WebFeature;
