// The calendar feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { calendarOperations } from './calendar.js';
import { events } from './contract.js';

export const calendarFeature = defineFeature({
  name: 'calendar',
  pages,
  registries: [events],
  operations: calendarOperations,
  // Go-lives and due dates come from onboarding plans and evaluations, never entered twice.
  reads: { 'events.calendar': ['events', 'onboardings', 'evaluations'] },
});

export * from './contract.js';
export * from './calendar.js';
