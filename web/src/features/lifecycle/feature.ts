// The technology lifecycle board and the waiting list.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    lifecycle: { load: () => import('./LifecycleBoardPage') },
    waiting: { load: () => import('./WaitingPage') },
  },
  nav: [
    { group: 'Technologies', path: paths.lifecycle, order: 30 },
    { group: 'Technologies', path: paths.waiting, order: 40 },
  ],
  panels: { technologies: [{ order: 20, load: () => import('./StageHistory') }] },
} satisfies WebFeature;
