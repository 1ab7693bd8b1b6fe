// Echo, the assistant, and its settings.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    chat: { load: () => import('./ChatPage') },
    echoSettings: { load: () => import('./EchoSettingsPage') },
  },
  nav: [
    { group: 'Echo', path: paths.chat, order: 10 },
    { group: 'Administration', path: paths.echoSettings, order: 20 },
  ],
} satisfies WebFeature;
