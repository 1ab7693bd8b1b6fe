// Renders pages as the app does (theme, queries, notifications, a router), with a signed-in
// person, for component tests; the API is answered through `api` (see fakeFirebase.ts).
import { configure, render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppProviders } from '../app/AppProviders';
import { DataProviders } from '../app/DataProviders';
import { authStore } from '../lib/session';

export { api } from './fakeFirebase';

// Whole pages render slowly in jsdom, slower still on a busy machine: wait for them longer.
configure({ asyncUtilTimeout: 5000 });

/** The time a page-level test may take (whole pages, typed into as a person would). */
export const PAGE_TEST_TIMEOUT = 30_000;

export function signInAs(role: 'staff' | 'admin') {
  authStore.login(
    't',
    { uid: `${role}-1`, email: `${role}@hta.test`, displayName: role },
    { staff: true, admin: role === 'admin' },
  );
}

/** Renders `routes` at `at` as the app does; returns the router to follow it. */
export function renderRoutes(
  routes: RouteObject[],
  at: string,
  wrap?: (page: ReactNode) => ReactNode,
) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const page = <RouterProvider router={router} />;
  // As main.tsx renders the app: strict mode mounts effects twice, as in development.
  render(
    <StrictMode>
      <AppProviders>
        <DataProviders>{wrap ? wrap(page) : page}</DataProviders>
      </AppProviders>
    </StrictMode>,
  );
  return router;
}
