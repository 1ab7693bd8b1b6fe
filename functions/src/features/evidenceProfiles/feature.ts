// The GRADE evidence profiles' contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { evidenceProfiles } from './contract.js';

export const evidenceProfilesFeature = defineFeature({
  name: 'evidenceProfiles',
  pages,
  registries: [evidenceProfiles],
});

export * from './contract.js';
export * from './grade.js';
export * from './effectWords.js';
export { imprecisionSuggestion, outcomeChecks } from './outcomeChecks.js';
