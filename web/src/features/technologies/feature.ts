// The technology repository and catalogue: list, profile, form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    technologies: { load: () => import('./TechnologiesPage') },
    catalogue: { load: () => import('./CataloguePage') },
    technology: { load: () => import('./TechnologyProfilePage') },
    technologyForm: { load: () => import('./TechnologyFormPage') },
  },
  nav: [
    { group: 'Technologies', path: paths.technologies, order: 10 },
    { group: 'Technologies', path: paths.catalogue, order: 20 },
  ],
} satisfies WebFeature;
