// The server parts of the features in features/index.ts, by feature name: each feature's registry
// hooks, handlers and contributions. Handlers and hooks are derived from this (api/handlers.ts,
// api/registries/servers.ts); its type asks for a line per feature that has server code.
import type { FeatureServer } from '../api/feature.js';
import type { FeatureName } from './index.js';
import { communitiesServer } from './communities/server.js';
import { facilitiesServer } from './facilities/server.js';
import { technologiesServer } from './technologies/server.js';
import { lifecycleServer } from './lifecycle/server.js';
import { vendorsServer } from './vendors/server.js';
import { clinicalNeedsServer } from './clinicalNeeds/server.js';
import { postsServer } from './posts/server.js';
import { evaluationsServer } from './evaluations/server.js';
import { selectionServer } from './selection/server.js';
import { needsAssessmentsServer } from './needsAssessments/server.js';
import { pathwaysServer } from './pathways/server.js';
import { feesServer } from './fees/server.js';
import { ultrasoundServer } from './ultrasound/server.js';
import { readinessServer } from './readiness/server.js';
import { onboardingServer } from './onboarding/server.js';
import { calendarServer } from './calendar/server.js';
import { geographyServer } from './geography/server.js';
import { epiServer } from './epi/server.js';
import { importsServer } from './imports/server.js';

export const featureServers: Partial<Record<FeatureName, FeatureServer>> = {
  communities: communitiesServer,
  facilities: facilitiesServer,
  technologies: technologiesServer,
  lifecycle: lifecycleServer,
  vendors: vendorsServer,
  clinicalNeeds: clinicalNeedsServer,
  posts: postsServer,
  evaluations: evaluationsServer,
  selection: selectionServer,
  needsAssessments: needsAssessmentsServer,
  pathways: pathwaysServer,
  fees: feesServer,
  ultrasound: ultrasoundServer,
  readiness: readinessServer,
  onboarding: onboardingServer,
  calendar: calendarServer,
  geography: geographyServer,
  epi: epiServer,
  imports: importsServer,
};
