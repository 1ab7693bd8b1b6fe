// The imports feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { importOperations } from './contract.js';

export const importsFeature = defineFeature({
  name: 'imports',
  pages,
  operations: importOperations,
});

export * from './contract.js';
export * from './indicatorImport.js';
