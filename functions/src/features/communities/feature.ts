// The communities feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { communities } from './contract.js';

export const communitiesFeature = defineFeature({
  name: 'communities',
  registries: [communities],
});

export * from './contract.js';
