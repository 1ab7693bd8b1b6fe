// Demo calendar events (labelled demo), dated from today so the calendar stays current.
import type { DemoContext, FeatureDemo } from '../../contract/demo.js';
import { events as eventRegistry } from './contract.js';

/** A day this many days from today (the demo calendar stays current). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const demoEvents = [
  {
    id: 'demo-event-laloche-visit',
    fields: {
      title: 'Site visit: La Loche telehealth room (demo)',
      type: 'site visit',
      allDay: true,
      start: inDays(6),
      end: inDays(7),
      communityId: '4718074',
      facilityId: 'odhf-8710',
    },
    extras: {
      communityName: 'La Loche',
      facilityName: 'LA LOCHE HEALTH CENTRE',
      technologyName: null,
    },
  },
  {
    id: 'demo-event-rpm-review',
    fields: {
      title: 'Remote monitoring pilot review (demo)',
      type: 'meeting',
      allDay: false,
      start: `${inDays(3)}T10:00`,
      end: `${inDays(3)}T11:00`,
      technologyId: 'demo-tech-rpm',
    },
    extras: {
      communityName: null,
      facilityName: null,
      technologyName: 'Home blood-pressure monitoring kit (demo)',
    },
  },
];

export const demo: FeatureDemo = {
  documents: ({ staff }: DemoContext) => ({
    events: demoEvents.map((e) => ({
      id: e.id,
      fields: eventRegistry.fields.parse(e.fields),
      extras: e.extras,
      author: staff,
    })),
  }),
};
