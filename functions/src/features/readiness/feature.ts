// The readiness feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { readinessAssessments } from './contract.js';
import { readinessOnFacilities } from './facilities.js';
import { readinessItems } from './readiness.js';

export const readinessFeature = defineFeature({
  name: 'readiness',
  pages,
  registries: [readinessAssessments],
  operations: readinessItems.operations,
  contributes: { facilities: readinessOnFacilities },
});

export * from './contract.js';
export * from './readiness.js';
