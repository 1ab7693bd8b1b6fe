// The signed-in app's query cache. The data layout shows it (DataProviders) and a route's loader
// fills it before the page is rendered (pageData.ts), so a page's first answer is asked for
// beside its code rather than after the code has loaded and rendered: one cache for both, made
// once for the app's lifetime. Sign-out empties it (DataProviders), so a next person starts empty.
import { QueryCache, QueryClient } from '@tanstack/react-query';

import { toApiError } from '../lib/apiErrors';
import { forgetPerson } from '../lib/queryPersister';
import { authStore } from '../lib/session';

/** Forgets what was kept for a person: at sign-out and when the server says access is gone. */
export function forget(client: QueryClient, uid: string): void {
  void forgetPerson(client, uid);
}

/** A query cache as the signed-in app uses it (component tests make one per rendering). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
    queryCache: new QueryCache({
      onError: (error) => {
        const uid = authStore.getState().user?.uid;
        if (uid && toApiError(error).code === 'unauthenticated') forget(client, uid);
      },
    }),
  });
  return client;
}

let appClient: QueryClient | undefined;

/** The app's one query cache, made on first use. */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
