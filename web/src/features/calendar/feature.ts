// The calendar (FullCalendar).
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    calendar: { load: () => import('./CalendarPage'), heavy: ['calendar'] },
  },
  nav: [{ group: 'Data and tools', path: paths.calendar, order: 50 }],
} satisfies WebFeature;
