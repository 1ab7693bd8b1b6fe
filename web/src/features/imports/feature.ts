// Data import (administrators).
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    dataImport: { load: () => import('./ImportPage') },
  },
  nav: [{ group: 'Administration', path: paths.dataImport, order: 40 }],
} satisfies WebFeature;
