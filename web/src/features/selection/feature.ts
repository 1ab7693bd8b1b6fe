// Technology selection.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    selection: { load: () => import('./SelectionPage') },
  },
  nav: [{ group: 'Technologies', path: paths.selection, order: 50 }],
} satisfies WebFeature;
