// The HTA report's contract part (see contract/feature.ts): no registry of its own, one operation
// (its model), and the files the export function serves from it (server.ts).
import { defineFeature } from '../../contract/feature.js';
import { reportOperations } from './contract.js';

export const reportsFeature = defineFeature({
  name: 'reports',
  operations: reportOperations,
  // The report joins these: a write to any makes a kept report stale.
  reads: {
    'reports.get': [
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
});

export * from './contract.js';
export * from './model.js';
