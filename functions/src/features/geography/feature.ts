// The geography feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { geographyOperations } from './contract.js';

export const geographyFeature = defineFeature({
  name: 'geography',
  pages,
  operations: geographyOperations,
  // The figures are computed from communities and facilities (their counts per division).
  reads: { 'geography.censusDivisions': ['communities', 'facilities'] },
});

export * from './contract.js';
