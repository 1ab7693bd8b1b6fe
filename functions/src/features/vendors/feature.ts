// The vendors feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { vendors } from './contract.js';

export const vendorsFeature = defineFeature({
  name: 'vendors',
  pages,
  registries: [vendors],
});

export * from './contract.js';
