// The feedback feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { feedback } from './contract.js';

export const feedbackFeature = defineFeature({
  name: 'feedback',
  registries: [feedback],
});

export * from './contract.js';
