// The epi feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { epiFeature } from './feature.js';
import { epiHandlers } from './handlers.js';

export const epiServer = defineFeatureServer(epiFeature, {
  handlers: epiHandlers,
});

export default epiServer;
