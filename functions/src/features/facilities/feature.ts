// The facilities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { facilities, facilityOperations } from './contract.js';
import { facilitiesOnCommunities } from './communities.js';

export const facilitiesFeature = defineFeature({
  name: 'facilities',
  pages,
  registries: [facilities],
  contributes: { communities: facilitiesOnCommunities },
  operations: facilityOperations,
});

export * from './contract.js';
