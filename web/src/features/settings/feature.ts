// Administrators' question sets.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    settings: { load: () => import('./SettingsPage') },
  },
  nav: [{ group: 'Administration', path: paths.settings, order: 30 }],
} satisfies WebFeature;
