// A page's declared first answers are asked for by its route's loader, into the cache the page
// reads, before the page's code has rendered.
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { OutputOf } from '@hta/functions/contract';

vi.mock('../lib/firebase', async () => (await import('../test/fakeFirebase')).fakeFirebase);

const { api } = await import('../test/fakeFirebase');
const { queryKey } = await import('../lib/api');
const { authStore } = await import('../lib/session');
const { appQueryClient } = await import('./queryClient');
const { routes } = await import('./routes');

const SUMMARY: OutputOf<'home.summary'> = { counts: { communities: 3 }, recent: [], pinned: [] };

/** Runs the loaders of the routes `path` opens, as the router does on a navigation. */
async function enter(path: string) {
  const request = new Request(`http://localhost${path}`);
  for (const { route, params } of matchRoutes(routes, path) ?? []) {
    if (typeof route.loader === 'function') {
      await route.loader({ request, params, context: undefined } as LoaderFunctionArgs);
    }
  }
}

afterEach(() => {
  api.reset();
  appQueryClient().clear();
  authStore.reset();
});

describe('a route entered past its guard', () => {
  it("asks for the page's declared answers into the app's query cache", async () => {
    authStore.login(
      't',
      { uid: 'u1', email: 'u1@hta.test', displayName: 'U' },
      {
        staff: true,
        admin: false,
      },
    );
    api.answer('home.summary', () => SUMMARY);
    await enter('/home');
    await vi.waitFor(() =>
      expect(appQueryClient().getQueryData(queryKey('home.summary', {}))).toEqual(SUMMARY),
    );
    expect(api.calls).toEqual([{ op: 'home.summary', input: {} }]);
  });

  it('asks for nothing when the guard turns the visitor away', async () => {
    authStore.logout();
    await expect(enter('/home')).rejects.toBeInstanceOf(Response);
    expect(api.calls).toEqual([]);
  });
});
