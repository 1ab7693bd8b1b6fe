// The vendor directory.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    vendors: { load: () => import('./VendorsPage') },
  },
  nav: [{ group: 'Technologies', path: paths.vendors, order: 60 }],
} satisfies WebFeature;
