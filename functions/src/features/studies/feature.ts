// The study library's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { studies } from './contract.js';
import { studyImportOperations } from './studyImport.js';

export const studiesFeature = defineFeature({
  name: 'studies',
  pages,
  registries: [studies],
  operations: studyImportOperations,
});

export * from './contract.js';
export * from './vancouver.js';
export * from './citationDrafts.js';
export * from './studyImport.js';
