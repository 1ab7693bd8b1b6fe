// Facilities' readiness assessments.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    readiness: { load: () => import('./ReadinessPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.readiness, order: 40 }],
  panels: { facilities: [{ order: 10, load: () => import('./FacilityReadiness') }] },
  // The facility list shows and filters by the readiness it keeps on each facility.
  lists: {
    facilities: {
      order: 10,
      columns: [{ field: 'readiness', header: 'Virtual-care readiness', minWidth: 160 }],
      filters: [{ name: 'readiness', label: 'Readiness', anyLabel: 'Any readiness' }],
    },
  },
} satisfies WebFeature;
