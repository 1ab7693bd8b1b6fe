// Renders pages as the app does (theme, queries, notifications, a router), with a signed-in
// person, for component tests. The API edge is faked per test: a test file replaces
// `lib/firebase` with `fakeFirebase` (vi.mock), then answers operations through `api.answer`.
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import type { InputOf, OperationName, OutputOf } from '@hta/functions/contract';

import { AppProviders } from '../app/AppProviders';
import { authStore } from '../lib/session';

type Handler<N extends OperationName> = (input: InputOf<N>) => OutputOf<N> | Promise<OutputOf<N>>;

/** The operations called, in order, and the answers given. */
export const api = {
  calls: [] as Array<{ op: string; input: unknown }>,
  handlers: new Map<string, (input: unknown) => unknown>(),
  answer<N extends OperationName>(op: N, handler: Handler<N>) {
    api.handlers.set(op, handler as (input: unknown) => unknown);
  },
  reset() {
    api.calls.length = 0;
    api.handlers.clear();
  },
};

/** What a test puts in place of `lib/firebase`. */
export const fakeFirebase = {
  analyticsEnabled: false,
  trackPageView: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  signOutEverywhere: () => Promise.resolve(),
  watchSession: () => () => undefined,
  callApi: (op: string, input: unknown): Promise<unknown> => {
    api.calls.push({ op, input });
    const handler = api.handlers.get(op);
    if (!handler) return Promise.reject(new Error(`The test gave no answer for ${op}`));
    return Promise.resolve(handler(input));
  },
};

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
      <AppProviders>{wrap ? wrap(page) : page}</AppProviders>
    </StrictMode>,
  );
  return router;
}
