// The paths of the app's own pages (contract/routes.ts `appRoutes`), and what every feature's
// paths use. Each feature declares its own paths beside its routes
// (functions/src/features/<name>/routes.ts); the contract puts them together (`paths`). No zod
// here: the sign-in page imports this module.

/** One path segment from a record's id. */
export const pathSegment = (value: string) => encodeURIComponent(value);

export const appPaths = {
  login: '/login',
  about: '/about',
  classic: '/old',
  export: '/export',
} as const;
