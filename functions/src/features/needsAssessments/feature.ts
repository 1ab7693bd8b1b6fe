// The needsAssessments feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { needsAssessments } from './contract.js';

export const needsAssessmentsFeature = defineFeature({
  name: 'needsAssessments',
  pages,
  registries: [needsAssessments],
});

export * from './contract.js';
export * from './priority.js';
