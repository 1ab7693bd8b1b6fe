// Budget impact analyses' contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { budgetImpacts } from './contract.js';

export const budgetImpactFeature = defineFeature({
  name: 'budgetImpact',
  pages,
  registries: [budgetImpacts],
});

export * from './contract.js';
export * from './bia.js';
export * from './chartColours.js';
export * from './communityEffects.js';
