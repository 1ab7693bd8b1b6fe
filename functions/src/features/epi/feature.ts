// The epi feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { epiOperations } from './contract.js';

export const epiFeature = defineFeature({
  name: 'epi',
  operations: epiOperations,
});

export * from './contract.js';
