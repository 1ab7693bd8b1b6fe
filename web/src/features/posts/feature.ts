// What's new: posts, a post and its form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    whatsNew: { load: () => import('./WhatsNewPage') },
    post: { load: () => import('./PostPage') },
    postForm: { load: () => import('./PostFormPage') },
  },
  nav: [{ group: 'Overview', path: paths.whatsNew, order: 20 }],
} satisfies WebFeature;
