// The needsAssessments feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { needsAssessments } from './contract.js';

export const needsAssessmentsFeature = defineFeature({
  name: 'needsAssessments',
  registries: [needsAssessments],
});

export * from './contract.js';
export * from './priority.js';
