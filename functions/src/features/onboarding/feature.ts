// The onboarding feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { onboardings } from './contract.js';
import { onboardingOnFacilities } from './facilities.js';
import { onboardingOperations } from './onboarding.js';

export const onboardingFeature = defineFeature({
  name: 'onboarding',
  pages,
  registries: [onboardings],
  operations: onboardingOperations,
  // The summary counts every facility, with a plan or not.
  reads: { 'onboardings.summary': ['facilities'] },
  contributes: { facilities: onboardingOnFacilities },
});

export * from './contract.js';
export * from './onboarding.js';
