// The calendar feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { calendarFeature } from './feature.js';
import { calendarHandlers } from './handlers.js';

export const calendarServer = defineFeatureServer(calendarFeature, {
  handlers: calendarHandlers,
});

export default calendarServer;
