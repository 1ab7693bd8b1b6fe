// The lifecycle feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { lifecycleOperations } from './contract.js';

export const lifecycleFeature = defineFeature({
  name: 'lifecycle',
  pages,
  operations: lifecycleOperations,
  // The board and the waiting list show technologies with their evaluations' figures.
  reads: {
    'lifecycle.waiting': ['technologies', 'evaluations'],
    'lifecycle.board': ['technologies', 'evaluations'],
  },
});

export * from './contract.js';
