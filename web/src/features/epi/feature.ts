// Epidemiology: indicators and disease pages, with charts and the health regions' map.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    epidemiology: { load: () => import('./EpiPage'), heavy: ['chart'] },
    disease: { load: () => import('./DiseasePage'), heavy: ['chart', 'map'] },
  },
  nav: [{ group: 'Data and tools', path: paths.epidemiology, order: 10 }],
} satisfies WebFeature;
