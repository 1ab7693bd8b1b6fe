// The technologies feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { technologies } from './contract.js';

export const technologiesFeature = defineFeature({
  name: 'technologies',
  pages,
  registries: [technologies],
});

export * from './contract.js';
