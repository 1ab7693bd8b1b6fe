// Clinical needs: the published list, the overview, a need and its form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    needs: { load: () => import('./NeedsListPage') },
    need: { load: () => import('./NeedPage') },
    needForm: { load: () => import('./NeedFormPage') },
  },
  nav: [
    { group: 'Clinical needs', path: paths.needs, order: 10 },
    { group: 'Clinical needs', path: paths.needsOverview, order: 20 },
  ],
} satisfies WebFeature;
