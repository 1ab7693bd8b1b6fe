// The HTA report: its download on a technology's page (the files are made on the server).
import type { WebFeature } from '../../app/feature';

export default {
  panels: { technologies: [{ order: 38, load: () => import('./TechnologyReport') }] },
} satisfies WebFeature;
