// The facilities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { facilities } from './contract.js';

export const facilitiesFeature = defineFeature({
  name: 'facilities',
  registries: [facilities],
});

export * from './contract.js';
