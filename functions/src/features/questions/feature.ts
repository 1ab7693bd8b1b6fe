// Review questions' contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { questions } from './contract.js';

export const questionsFeature = defineFeature({
  name: 'questions',
  pages,
  registries: [questions],
});

export * from './contract.js';
export * from './mid.js';
