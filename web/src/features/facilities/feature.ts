// The facilities registry: list, profile, form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    facilities: { load: () => import('./FacilitiesPage') },
    facility: { load: () => import('./FacilityProfilePage') },
    facilityForm: { load: () => import('./FacilityFormPage') },
  },
  nav: [{ group: 'Communities and facilities', path: paths.facilities, order: 20 }],
  keptOffline: ['facilities.get', 'facilities.list'],
} satisfies WebFeature;
