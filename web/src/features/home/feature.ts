// Home: counts, recent changes.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    home: { load: () => import('./HomePage') },
  },
  nav: [{ group: 'Overview', path: paths.home, order: 10 }],
} satisfies WebFeature;
