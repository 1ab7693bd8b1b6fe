// Signing in.
import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    login: { load: () => import('./LoginPage') },
  },
} satisfies WebFeature;
