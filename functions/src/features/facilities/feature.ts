// The facilities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { facilities } from './contract.js';
import { facilitiesOnCommunities } from './communities.js';

export const facilitiesFeature = defineFeature({
  name: 'facilities',
  pages,
  registries: [facilities],
  contributes: { communities: facilitiesOnCommunities },
});

export * from './contract.js';
