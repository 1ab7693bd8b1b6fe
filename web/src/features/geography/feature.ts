// Small-area geographies: the census divisions' map.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    smallAreas: { load: () => import('./SmallAreasPage'), heavy: ['map'] },
  },
  nav: [{ group: 'Communities and facilities', path: paths.smallAreas, order: 50 }],
} satisfies WebFeature;
