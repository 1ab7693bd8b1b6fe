// Feedback: the list, and the "tell us about this page" action on every page.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    feedback: {
      load: () => import('./FeedbackPage'),
      action: () => import('./SendFeedback').then((m) => ({ default: m.SendFeedback })),
    },
  },
  nav: [{ group: 'Help', path: paths.feedback, order: 10 }],
} satisfies WebFeature;
