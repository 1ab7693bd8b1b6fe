// The web app's route table: each route the contract declares (functions/src/contract/routes.ts:
// path, layout, access, title, page name). The router renders each with the page a feature
// declares under that name (./features.ts), loaded lazily; the guard, the navigation and the
// route tests read this table; the server checks stored in-app paths against the same
// declaration. No pages here: the route sweep (tests/e2e) reads this module in Node.
import {
  absolutePath,
  LAYOUT_PATHS,
  routes,
  type LayoutId,
  type RouteAccess,
  type RouteDeclaration,
  type RoutePage,
} from '@hta/functions/contract/routes';

/** Who may open a route: anyone, signed-in people, or signed-in admins (seed section 6). */
export type Access = RouteAccess;
export type { LayoutId };
export { absolutePath, LAYOUT_PATHS };

export type RouteEntry = RouteDeclaration<RoutePage>;

export const routeTable: readonly RouteEntry[] = routes;
