// About and data sources.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    about: { load: () => import('./AboutPage') },
  },
  nav: [{ group: 'Help', path: paths.about, order: 20 }],
} satisfies WebFeature;
