// Facilities' onboarding plans.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    onboarding: { load: () => import('./OnboardingPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.facilityProgress, order: 30 }],
  panels: { facilities: [{ order: 20, load: () => import('./FacilityOnboarding') }] },
} satisfies WebFeature;
