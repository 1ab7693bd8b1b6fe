// The home feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { homeFeature } from './feature.js';
import { homeHandlers } from './handlers.js';

export const homeServer = defineFeatureServer(homeFeature, {
  handlers: homeHandlers,
});

export default homeServer;
