// The users feature's contract part (see contract/feature.ts): people's sessions and the
// administrators' management of accounts and their access.
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { userOperations } from './contract.js';

export const usersFeature = defineFeature({
  name: 'users',
  pages,
  operations: userOperations,
});

export { inviteInput, userSummary, type UserSummary } from './contract.js';
