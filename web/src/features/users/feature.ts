// Administrators manage people's access.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    users: { load: () => import('./UsersPage') },
  },
  nav: [{ group: 'Administration', path: paths.users, order: 10 }],
} satisfies WebFeature;
