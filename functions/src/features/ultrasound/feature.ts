// The ultrasound feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { ultrasoundSessions } from './contract.js';
import { ultrasoundOperations } from './ultrasound.js';

export const ultrasoundFeature = defineFeature({
  name: 'ultrasound',
  pages,
  registries: [ultrasoundSessions],
  operations: ultrasoundOperations,
});

export * from './contract.js';
export * from './ultrasound.js';
