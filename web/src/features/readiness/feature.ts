// Facilities' readiness assessments.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    readiness: { load: () => import('./ReadinessPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.readiness, order: 40 }],
  panels: { facilities: [{ order: 10, load: () => import('./FacilityReadiness') }] },
} satisfies WebFeature;
