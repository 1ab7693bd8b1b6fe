// The server parts of the features (features/index.ts), listed by feature: each feature's
// registry hooks, handlers and contributions (its folder's `server.ts`). The server's handlers and
// registry hooks are derived from this (api/handlers.ts). A static list, not looked up by folder
// name: the bundler and the import-graph check see every server part, and the compiler refuses a
// feature of the list of features without its server part (`satisfies`).
import type { FeatureServer } from '../api/feature.js';
import { registryServersOf } from '../api/registries/servers.js';
import type { FeatureName } from './index.js';
import communitiesServer from './communities/server.js';
import facilitiesServer from './facilities/server.js';
import technologiesServer from './technologies/server.js';
import lifecycleServer from './lifecycle/server.js';
import vendorsServer from './vendors/server.js';
import clinicalNeedsServer from './clinicalNeeds/server.js';
import postsServer from './posts/server.js';
import feedbackServer from './feedback/server.js';
import evaluationsServer from './evaluations/server.js';
import selectionServer from './selection/server.js';
import needsAssessmentsServer from './needsAssessments/server.js';
import pathwaysServer from './pathways/server.js';
import feesServer from './fees/server.js';
import ultrasoundServer from './ultrasound/server.js';
import readinessServer from './readiness/server.js';
import onboardingServer from './onboarding/server.js';
import calendarServer from './calendar/server.js';
import geographyServer from './geography/server.js';
import epiServer from './epi/server.js';
import importsServer from './imports/server.js';
import studiesServer from './studies/server.js';
import budgetImpactServer from './budgetImpact/server.js';
import evidenceProfilesServer from './evidenceProfiles/server.js';
import dossiersServer from './dossiers/server.js';
import reportsServer from './reports/server.js';
import usersServer from './users/server.js';
import settingsServer from './settings/server.js';
import homeServer from './home/server.js';
import echoServer from './echo/server.js';
import questionsServer from './questions/server.js';
import synthesisServer from './synthesis/server.js';
import appraisalServer from './appraisal/server.js';
import searchesServer from './searches/server.js';
import screeningServer from './screening/server.js';
import followUpServer from './followUp/server.js';

export const featureServers = {
  communities: communitiesServer,
  facilities: facilitiesServer,
  technologies: technologiesServer,
  lifecycle: lifecycleServer,
  vendors: vendorsServer,
  clinicalNeeds: clinicalNeedsServer,
  posts: postsServer,
  feedback: feedbackServer,
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
  studies: studiesServer,
  budgetImpact: budgetImpactServer,
  evidenceProfiles: evidenceProfilesServer,
  dossiers: dossiersServer,
  reports: reportsServer,
  users: usersServer,
  settings: settingsServer,
  home: homeServer,
  echo: echoServer,
  questions: questionsServer,
  synthesis: synthesisServer,
  appraisal: appraisalServer,
  searches: searchesServer,
  screening: screeningServer,
  followUp: followUpServer,
} satisfies Record<FeatureName, FeatureServer>;

/** Each registry's server: its own hooks with every feature's contributions to its records. */
export const { registryServerOf, approvalEffects } = registryServersOf(
  Object.values(featureServers),
);
