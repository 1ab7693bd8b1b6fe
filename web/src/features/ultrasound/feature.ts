// The tele-ultrasound log, with its charts.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    ultrasound: { load: () => import('./UltrasoundPage'), heavy: ['chart'] },
  },
  nav: [{ group: 'Data and tools', path: paths.ultrasound, order: 20 }],
} satisfies WebFeature;
