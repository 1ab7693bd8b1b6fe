// The clinicalNeeds feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { clinicalNeeds } from './contract.js';

export const clinicalNeedsFeature = defineFeature({
  name: 'clinicalNeeds',
  pages,
  registries: [clinicalNeeds],
});

export * from './contract.js';
