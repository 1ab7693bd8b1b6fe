// Home: counts, recent changes.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    home: {
      load: () => import('./HomePage'),
      // The page's figures, asked for beside its code (the same query as HomePage's).
      prefetch: (ask) => ask('home.summary', {}),
    },
  },
  nav: [{ group: 'Overview', path: paths.home, order: 10 }],
} satisfies WebFeature;
