// Screening's contract part (see contract/feature.ts): operations only, no registry — decisions
// are not records people edit, and what anyone may read of them is decided per person.
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { screeningOperations } from './contract.js';

export const screeningFeature = defineFeature({
  name: 'screening',
  pages,
  operations: screeningOperations,
});

export * from './contract.js';
export * from './prisma.js';
export * from './prismaDiagram.js';
