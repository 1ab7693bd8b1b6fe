// Screening's server part: its operations' handlers (handlers.server.ts, library.server.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { screeningFeature } from './feature.js';
import { screeningHandlers } from './handlers.server.js';
import { libraryHandlers } from './library.server.js';

export const screeningServer = defineFeatureServer(screeningFeature, {
  handlers: { ...screeningHandlers, ...libraryHandlers },
});

export default screeningServer;
