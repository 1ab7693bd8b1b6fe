// What registries do on the server beyond their declaration. A registry without an entry works
// from its declaration alone (feedback does).
import type { RegistryName } from '../../contract/index.js';
import { clinicalNeedServer } from './clinicalNeeds.js';
import { communityServer } from './communities.js';
import { evaluationServer } from './evaluations.js';
import { facilityServer } from './facilities.js';
import { feeEstimateServer } from './feeEstimates.js';
import { needsAssessmentServer } from './needsAssessments.js';
import { onboardingServer } from './onboardings.js';
import { pathwayServer } from './pathways.js';
import { postServer } from './posts.js';
import { readinessAssessmentServer } from './readinessAssessments.js';
import type { RegistryServer } from './records.js';
import { selectionServer } from './selections.js';
import { technologyServer } from './technologies.js';
import { ultrasoundSessionServer } from './ultrasoundSessions.js';
import { vendorServer } from './vendors.js';

export const registryServers: Partial<Record<string, RegistryServer>> = {
  communities: communityServer,
  facilities: facilityServer,
  technologies: technologyServer,
  vendors: vendorServer,
  clinicalNeeds: clinicalNeedServer,
  posts: postServer,
  evaluations: evaluationServer,
  selections: selectionServer,
  needsAssessments: needsAssessmentServer,
  pathways: pathwayServer,
  feeEstimates: feeEstimateServer,
  ultrasoundSessions: ultrasoundSessionServer,
  readinessAssessments: readinessAssessmentServer,
  onboardings: onboardingServer,
} satisfies Partial<Record<RegistryName, RegistryServer>>;
