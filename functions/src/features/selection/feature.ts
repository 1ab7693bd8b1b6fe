// The selection feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { selections } from './contract.js';
import { selectionOperations } from './selection.js';
import { selectionsOnCommunities } from './pages.js';

export const selectionFeature = defineFeature({
  name: 'selection',
  pages,
  registries: [selections],
  operations: selectionOperations,
  // Candidates are ranked from the needs, communities and technologies they match.
  reads: { 'selection.candidates': ['clinicalNeeds', 'communities', 'technologies'] },
  contributes: { communities: selectionsOnCommunities },
});

export * from './contract.js';
export * from './selection.js';
