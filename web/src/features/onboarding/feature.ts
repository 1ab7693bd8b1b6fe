// Facilities' onboarding plans.
import { paths } from '../../app/paths';
import { percent } from '../../lib/format';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    onboarding: { load: () => import('./OnboardingPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.facilityProgress, order: 30 }],
  panels: { facilities: [{ order: 20, load: () => import('./FacilityOnboarding') }] },
  // The facility list shows (and sorts by) the progress it keeps on each facility.
  lists: {
    facilities: {
      order: 20,
      columns: [
        {
          field: 'onboardingProgress',
          header: 'Onboarding',
          align: 'right',
          minWidth: 110,
          render: ({ onboardingProgress: v }: { onboardingProgress: number }) =>
            percent(v / 100, 0),
        },
      ],
    },
  },
} satisfies WebFeature;
