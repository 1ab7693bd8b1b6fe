// The communities registry: list, profile, form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    communities: { load: () => import('./CommunitiesPage') },
    community: { load: () => import('./CommunityProfilePage') },
    communityForm: { load: () => import('./CommunityFormPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.communities, order: 10 }],
  keptOffline: ['communities.get', 'communities.list'],
} satisfies WebFeature;
