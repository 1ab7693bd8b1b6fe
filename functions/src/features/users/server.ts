// The users feature's server part (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { usersFeature } from './feature.js';
import { userHandlers } from './handlers.js';

export const usersServer = defineFeatureServer(usersFeature, {
  handlers: userHandlers,
});

export default usersServer;
