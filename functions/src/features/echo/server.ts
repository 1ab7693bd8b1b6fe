// Echo's server part (api/feature.ts). Its streaming answer is a function of its own
// (answer.server.ts, exported by functions/src/index.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { echoFeature } from './feature.js';
import { echoHandlers } from './handlers.js';

export const echoServer = defineFeatureServer(echoFeature, {
  handlers: echoHandlers,
});

export default echoServer;
