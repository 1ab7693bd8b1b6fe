// Assessment dossiers' contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { dossierOperations, dossiers } from './contract.js';

export const dossiersFeature = defineFeature({
  name: 'dossiers',
  pages,
  registries: [dossiers],
  operations: dossierOperations,
});

export * from './contract.js';
export * from './rules.js';
export * from './snapshot.js';
export * from './etd.js';
export * from './equity.js';
export * from './etdEvidence.js';
