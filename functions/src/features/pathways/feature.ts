// The pathways feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { pathways } from './contract.js';

export const pathwaysFeature = defineFeature({
  name: 'pathways',
  pages,
  registries: [pathways],
});

export * from './contract.js';
