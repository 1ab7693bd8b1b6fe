// The web app's route table: the app's own routes (functions/src/contract/routes.ts) and each
// feature's (functions/src/features/<name>/routes.ts): path, layout, access, title, page name. The router renders each with the page a feature
// declares under that name (./features.ts), loaded lazily; the guard, the navigation and the
// route tests read this table; the server checks stored in-app paths against the same
// declaration. No pages here: the pages come with the router (./routes.tsx).
import type { RoutePage } from '@hta/functions/contract';
import {
  absolutePath,
  pathChecksOf,
  routeTableOf,
  type LayoutId,
  type RouteAccess,
  type RouteDeclaration,
} from '@hta/functions/contract/routes';

import { featurePages } from './featurePages';

/** Who may open a route: anyone, signed-in people, or signed-in admins (seed section 6). */
export type Access = RouteAccess;
export type { LayoutId };
export { absolutePath };

export type RouteEntry = RouteDeclaration<RoutePage>;

// Page names are the contract's (the type of what these modules declare; routeTable.test.ts).
export const routeTable = routeTableOf(featurePages.map((p) => p.routes)) as readonly RouteEntry[];

/** Stored in-app paths checked against this table (the server checks them against its own). */
export const { isAppPath } = pathChecksOf(() => routeTable);
