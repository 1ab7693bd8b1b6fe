// Care pathways.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    pathways: { load: () => import('./PathwaysPage') },
  },
  nav: [{ group: 'Clinical needs', path: paths.pathways, order: 40 }],
} satisfies WebFeature;
