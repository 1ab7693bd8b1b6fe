// About and data sources.
import { paths } from '@hta/functions/contract/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    about: { load: () => import('./AboutPage') },
  },
  nav: [{ group: 'Help', path: paths.about, order: 20 }],
} satisfies WebFeature;
