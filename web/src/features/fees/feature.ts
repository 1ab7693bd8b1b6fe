// Fee estimates and the fee schedule.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    feeEstimate: { load: () => import('./FeeEstimatePage') },
  },
  nav: [{ group: 'Data and tools', path: paths.feeEstimate, order: 30 }],
} satisfies WebFeature;
