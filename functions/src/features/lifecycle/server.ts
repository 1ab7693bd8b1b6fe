// The lifecycle feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { lifecycleFeature } from './feature.js';
import { lifecycleHandlers } from './handlers.js';

export const lifecycleServer = defineFeatureServer(lifecycleFeature, {
  handlers: lifecycleHandlers,
});

export default lifecycleServer;
