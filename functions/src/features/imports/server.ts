// The imports feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { importsFeature } from './feature.js';
import { importHandlers } from './handlers.js';

export const importsServer = defineFeatureServer(importsFeature, {
  handlers: importHandlers,
});

export default importsServer;
