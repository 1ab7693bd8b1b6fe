// The communities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { communities } from './contract.js';

export const communitiesFeature = defineFeature({
  name: 'communities',
  pages,
  registries: [communities],
});

export * from './contract.js';
export * from './otherNames.js';
