// The app's route table — its own routes, then every feature's (features/<name>/routes.ts) — the
// paths of every page, and the checks of stored in-app paths against the table. The list of
// features hands itself over when it is complete (`registerFeatures`, in features/index.ts): feature
// contracts check paths (feedback's page field) and link to other features' pages (an Echo
// table's "community page") with these, and importing the list from them would be a cycle.
import type { Features } from '../features/index.js';
import { featurePathsOf } from './feature.js';
import { appPaths } from './paths.js';
import { pathChecksOf, routeTableOf, type RouteDeclaration } from './routes.js';

/** The paths of every page: the app's own and each feature's, declared beside its routes. */
export type AppPaths = typeof appPaths & ReturnType<typeof featurePathsOf<Features>>;

let list: Features | undefined;
let table: RouteDeclaration[] | undefined;
let every: AppPaths | undefined;

/** Called once by the list of features, as its last step. */
export function registerFeatures(features: Features): void {
  list = features;
  table = undefined;
  every = undefined;
}

function featuresNow(): Features {
  if (!list) throw new Error('The list of features (features/index.ts) is not loaded yet.');
  return list;
}

/** Every route of the app, layout by layout. */
export const appRouteTable = (): RouteDeclaration[] =>
  (table ??= routeTableOf(featuresNow().map((f) => f.pages.routes)));

/** Every page's paths, for a link to another feature's page. */
export const allPaths = (): AppPaths =>
  (every ??= { ...appPaths, ...featurePathsOf(featuresNow()) });

export const { matchesRoute, isAppPath } = pathChecksOf(appRouteTable);
