// The home feature's contract part (see contract/feature.ts): the first page after sign-in. What
// it shows comes from the registries' declarations (`home`: a count; `homePinned`: records
// pinned to it), so home names no other feature.
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { homeOperations } from './contract.js';

export const homeFeature = defineFeature({
  name: 'home',
  pages,
  operations: homeOperations,
});

export { homePinnedRecord, type HomePinnedRecord } from './contract.js';
