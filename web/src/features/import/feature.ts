// Data import (administrators).
import { paths } from '@hta/functions/contract/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    dataImport: { load: () => import('./ImportPage') },
  },
  nav: [{ group: 'Administration', path: paths.dataImport, order: 40 }],
} satisfies WebFeature;
