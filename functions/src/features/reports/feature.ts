// The HTA report's contract part (see contract/feature.ts): no registry of its own, one operation
// (its model), the files the export function serves from it (server.ts), and what it keeps of an
// assessment dossier's approved versions (their reports, dossiers.ts).
import { defineFeature } from '../../contract/feature.js';
import { reportOperations } from './contract.js';
import { reportsOnDossiers } from './dossiers.js';

export const reportsFeature = defineFeature({
  name: 'reports',
  operations: reportOperations,
  // The report joins these: a write to any makes a kept report stale.
  reads: {
    'reports.get': [
      'dossiers',
      'technologies',
      'evidenceProfiles',
      'budgetImpacts',
      'studies',
      'evaluations',
      'clinicalNeeds',
      'needsAssessments',
      'facilities',
    ],
  },
  contributes: { dossiers: reportsOnDossiers },
});

export * from './contract.js';
export * from './model.js';
