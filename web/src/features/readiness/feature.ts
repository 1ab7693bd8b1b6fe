// Facilities' readiness assessments.
import { paths } from '@hta/functions/contract/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    readiness: { load: () => import('./ReadinessPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.readiness, order: 40 }],
  panels: { facilities: [{ order: 10, load: () => import('./FacilityReadiness') }] },
} satisfies WebFeature;
