// The HTA report: its download on a technology's page and on an assessment dossier's (the files
// are made on the server).
import type { WebFeature } from '../../app/feature';

export default {
  panels: {
    technologies: [{ order: 38, load: () => import('./TechnologyReport') }],
    dossiers: [{ order: 10, load: () => import('./DossierReport') }],
  },
} satisfies WebFeature;
