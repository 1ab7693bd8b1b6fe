// The epi feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { epiOperations } from './contract.js';

export const epiFeature = defineFeature({
  name: 'epi',
  pages,
  operations: epiOperations,
});

export * from './contract.js';
