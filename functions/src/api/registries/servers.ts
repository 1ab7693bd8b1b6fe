// What registries do on the server beyond their declaration. A registry without an entry works
// from its declaration alone (feedback does).
import type { RegistryName } from '../../contract/index.js';
import { clinicalNeedServer } from '../../features/clinicalNeeds/server.js';
import { communityServer } from '../../features/communities/server.js';
import { evaluationServer } from '../../features/evaluations/server.js';
import { facilityServer } from '../../features/facilities/server.js';
import { feeEstimateServer } from '../../features/fees/server.js';
import { needsAssessmentServer } from '../../features/needsAssessments/server.js';
import { onboardingServer } from '../../features/onboarding/server.js';
import { pathwayServer } from '../../features/pathways/server.js';
import { postServer } from '../../features/posts/server.js';
import { readinessAssessmentServer } from '../../features/readiness/server.js';
import type { RegistryServer } from './records.js';
import { selectionServer } from '../../features/selection/server.js';
import { technologyServer } from '../../features/technologies/server.js';
import { ultrasoundSessionServer } from '../../features/ultrasound/server.js';
import { vendorServer } from '../../features/vendors/server.js';

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
