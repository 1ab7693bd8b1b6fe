// Screening's server part: its operations' handlers (handlers.server.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { screeningFeature } from './feature.js';
import { screeningHandlers } from './handlers.server.js';

export const screeningServer = defineFeatureServer(screeningFeature, {
  handlers: screeningHandlers,
});

export default screeningServer;
