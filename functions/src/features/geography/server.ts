// The geography feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { geographyFeature } from './feature.js';
import { geographyHandlers } from './handlers.js';

export const geographyServer = defineFeatureServer(geographyFeature, {
  handlers: geographyHandlers,
});

export default geographyServer;
