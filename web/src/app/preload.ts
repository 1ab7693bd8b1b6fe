// Starts loading a page's code before the app goes there: every lazily loaded route on its path
// (layouts, the page) and the Functions SDK its data comes through. The sign-in page asks for the
// page it will open as the credentials go to Firebase Auth (../features/auth/LoginPage.tsx): on a
// satellite link the code then arrives with the session instead of two round trips after it.
// Loading twice costs nothing: the router's own `lazy` call finds the modules loaded.
import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

import { loadFunctions } from '../lib/firebase';

/** Loads the code of the routes `path` opens; never fails (the route's own load reports). */
export function preloadRoutes(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy();
  }
  void loadFunctions().catch(() => undefined);
}

/**
 * How a page asks the app to preload another (the app provides it in main.tsx): a context, so the
 * sign-in page needs neither the router nor the route table. Outside the app, it does nothing.
 */
export const PreloadPage = createContext<(path: string) => void>(() => undefined);

export const usePreloadPage = () => useContext(PreloadPage);
