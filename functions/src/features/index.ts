// The list of features: the place a feature is added (docs/adding-a-feature.md), at the top of
// the contract with contract/index.ts. The contract's operations, the registries, the views'
// reads, the route table and (in features/servers.ts, which the compiler keeps to this list)
// the handlers, registry hooks and contributions are all derived from it. Contract parts only:
// the web app imports this through the contract. What a feature keeps on another's registry
// (`contributes`) is put into that registry here. No feature imports this module.
import { composeFeatures } from '../contract/contributions.js';
import { featurePathsOf, type FeatureDeclaration } from '../contract/feature.js';
import { appPaths } from '../contract/paths.js';
import { pathChecksOf, routeTableOf } from '../contract/routes.js';
import { communitiesFeature } from './communities/feature.js';
import { facilitiesFeature } from './facilities/feature.js';
import { technologiesFeature } from './technologies/feature.js';
import { lifecycleFeature } from './lifecycle/feature.js';
import { vendorsFeature } from './vendors/feature.js';
import { clinicalNeedsFeature } from './clinicalNeeds/feature.js';
import { postsFeature } from './posts/feature.js';
import { feedbackFeatureFor } from './feedback/feature.js';
import { evaluationsFeature } from './evaluations/feature.js';
import { selectionFeature } from './selection/feature.js';
import { needsAssessmentsFeature } from './needsAssessments/feature.js';
import { pathwaysFeature } from './pathways/feature.js';
import { feesFeature } from './fees/feature.js';
import { ultrasoundFeature } from './ultrasound/feature.js';
import { readinessFeature } from './readiness/feature.js';
import { onboardingFeature } from './onboarding/feature.js';
import { calendarFeature } from './calendar/feature.js';
import { geographyFeature } from './geography/feature.js';
import { epiFeature } from './epi/feature.js';
import { importsFeature } from './imports/feature.js';
import { studiesFeature } from './studies/feature.js';
import { budgetImpactFeature } from './budgetImpact/feature.js';
import { evidenceProfilesFeature } from './evidenceProfiles/feature.js';
import { dossiersFeature } from './dossiers/feature.js';
import { reportsFeature } from './reports/feature.js';
import { usersFeature } from './users/feature.js';
import { settingsFeature } from './settings/feature.js';
import { homeFeature } from './home/feature.js';
import { echoFeature } from './echo/feature.js';
import { questionsFeature } from './questions/feature.js';
import { synthesisFeature } from './synthesis/feature.js';
import { appraisalFeature } from './appraisal/feature.js';
import { searchesFeature } from './searches/feature.js';
import { screeningFeature } from './screening/feature.js';
import { followUpFeature } from './followUp/feature.js';

export const features = composeFeatures([
  communitiesFeature,
  facilitiesFeature,
  technologiesFeature,
  lifecycleFeature,
  vendorsFeature,
  clinicalNeedsFeature,
  postsFeature,
  // Its notes name a page of the app: checked against the route table below, when one is sent.
  feedbackFeatureFor((path) => isAppPath(path)),
  evaluationsFeature,
  selectionFeature,
  needsAssessmentsFeature,
  pathwaysFeature,
  feesFeature,
  ultrasoundFeature,
  readinessFeature,
  onboardingFeature,
  calendarFeature,
  geographyFeature,
  epiFeature,
  importsFeature,
  studiesFeature,
  budgetImpactFeature,
  evidenceProfilesFeature,
  dossiersFeature,
  reportsFeature,
  usersFeature,
  settingsFeature,
  homeFeature,
  echoFeature,
  questionsFeature,
  synthesisFeature,
  appraisalFeature,
  searchesFeature,
  screeningFeature,
  followUpFeature,
] as const satisfies readonly FeatureDeclaration[]);

export type Features = typeof features;
export type FeatureName = Features[number]['name'];

/** Every route of the app: its own and its features' (contract/routes.ts, each feature's routes.ts). */
export const routes = routeTableOf(features.map((f) => f.pages.routes));

/** The paths of every page: the app's own and each feature's, declared beside its routes. */
export const paths = { ...appPaths, ...featurePathsOf(features) };
export type AppPaths = typeof paths;

export const { matchesRoute, isAppPath } = pathChecksOf(() => routes);

export * from './communities/feature.js';
export * from './facilities/feature.js';
export * from './technologies/feature.js';
export * from './lifecycle/feature.js';
export * from './vendors/feature.js';
export * from './clinicalNeeds/feature.js';
export * from './posts/feature.js';
export * from './feedback/feature.js';
export * from './evaluations/feature.js';
export * from './selection/feature.js';
export * from './needsAssessments/feature.js';
export * from './pathways/feature.js';
export * from './fees/feature.js';
export * from './ultrasound/feature.js';
export * from './readiness/feature.js';
export * from './onboarding/feature.js';
export * from './calendar/feature.js';
export * from './geography/feature.js';
export * from './epi/feature.js';
export * from './imports/feature.js';
export * from './studies/feature.js';
export * from './budgetImpact/feature.js';
export * from './evidenceProfiles/feature.js';
export * from './dossiers/feature.js';
export * from './reports/feature.js';
export * from './users/feature.js';
export * from './settings/feature.js';
export * from './home/feature.js';
export * from './echo/feature.js';
export * from './questions/feature.js';
export * from './synthesis/feature.js';
export * from './appraisal/feature.js';
export * from './searches/feature.js';
export * from './screening/feature.js';
export * from './followUp/feature.js';
