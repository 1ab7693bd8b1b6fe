// The synthesis' contract part (see contract/feature.ts): meta-analyses of evidence profiles'
// outcomes and the extractions they pool.
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { analyses, extractions } from './contract.js';

export const synthesisFeature = defineFeature({
  name: 'synthesis',
  pages,
  registries: [analyses, extractions],
});

export * from './contract.js';
export * from './analysis.js';
export * from './forestPlot.js';
export * from './sof.js';
