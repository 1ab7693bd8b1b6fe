// The search log's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { searches, searchOperations } from './contract.js';

export const searchesFeature = defineFeature({
  name: 'searches',
  pages,
  registries: [searches],
  operations: searchOperations,
});

export * from './contract.js';
