// The study library's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { studies } from './contract.js';

export const studiesFeature = defineFeature({
  name: 'studies',
  pages,
  registries: [studies],
});

export * from './contract.js';
export * from './vancouver.js';
