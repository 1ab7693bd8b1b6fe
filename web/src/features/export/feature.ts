// Export data.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    export: { load: () => import('./ExportPage') },
  },
  nav: [{ group: 'Data and tools', path: paths.export, order: 40 }],
} satisfies WebFeature;
