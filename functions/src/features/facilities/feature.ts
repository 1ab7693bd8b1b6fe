// The facilities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { facilities } from './contract.js';

export const facilitiesFeature = defineFeature({
  name: 'facilities',
  pages,
  registries: [facilities],
});

export * from './contract.js';
