// Which navigations the service worker answers with the app's index.html (its SPA fallback):
// every route of the app, but never Firebase Hosting's reserved /__/ paths (the auth handler,
// init.json), an API or function path, nor a file (a path whose last segment has an extension)
// — those go to the network. Plain data with no imports: vite.config.ts reads it.

/** Workbox's navigateFallbackDenylist: tested against a URL's pathname and search. */
export const NAVIGATION_FALLBACK_DENYLIST: RegExp[] = [
  /^\/__\//,
  /^\/api(\/|\?|$)/,
  /^\/functions(\/|\?|$)/,
  // A dot in the path's last segment, not in the query (a search for "St. Walburg" is a route).
  /^[^?]*\/[^/?]*\.[^/?]*(\?.*)?$/,
];

/** Whether the worker opens index.html for a navigation to this path (and search). */
export function fallsBackToIndex(pathAndSearch: string): boolean {
  return !NAVIGATION_FALLBACK_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
