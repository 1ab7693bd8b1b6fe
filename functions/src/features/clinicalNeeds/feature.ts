// The clinicalNeeds feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { clinicalNeeds } from './contract.js';

export const clinicalNeedsFeature = defineFeature({
  name: 'clinicalNeeds',
  registries: [clinicalNeeds],
});

export * from './contract.js';
