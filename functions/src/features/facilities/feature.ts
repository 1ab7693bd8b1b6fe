// The facilities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { facilities, facilityOperations } from './contract.js';

export const facilitiesFeature = defineFeature({
  name: 'facilities',
  pages,
  registries: [facilities],
  operations: facilityOperations,
});

export * from './contract.js';
