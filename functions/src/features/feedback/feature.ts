// The feedback feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { feedback } from './contract.js';

export const feedbackFeature = defineFeature({
  name: 'feedback',
  pages,
  registries: [feedback],
});

export * from './contract.js';
