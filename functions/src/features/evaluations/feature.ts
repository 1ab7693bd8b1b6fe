// The evaluations feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { evaluations } from './contract.js';
import { mastQuestions } from './questionSets.js';
import { evaluationsOnTechnologies } from './technologies.js';

export const evaluationsFeature = defineFeature({
  name: 'evaluations',
  pages,
  registries: [evaluations],
  operations: mastQuestions.operations,
  contributes: { technologies: evaluationsOnTechnologies },
});

export * from './contract.js';
export * from './mast.js';
export * from './questions.js';
export * from './questionSets.js';
export { DOMAIN_SOURCES } from './questionSetTexts.js';
