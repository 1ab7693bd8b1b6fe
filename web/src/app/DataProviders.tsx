// The data around every page but the sign-in page: the TanStack Query client, its cache
// kept per signed-in person in IndexedDB, queued writes, notifications and the offline banner. The
// sign-in page stands outside it (routes.tsx): a visitor has nothing kept to show, so /login
// downloads none of this code. Mounted by the data layout (layouts/DataLayout.tsx), it lives while
// the person moves between the other pages; sign-out forgets what was kept while it is mounted,
// before the guard's redirect to /login unmounts it.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';

import { NotificationProvider } from '../components/notifications/NotificationProvider';
import { ListAdditionsContext } from '../components/registry/listAdditions';
import { shouldKeepQuery } from '../lib/keptOffline';
import { clearPersisted, createIdbPersister } from '../lib/queryPersister';
import { restoringWrites, shouldKeepMutation, showWaitingChanges } from '../lib/queuedWrites';
import { authStore } from '../lib/session';
import { keptOffline, listAdditionsOf } from './features';
import { OfflineBanner } from './OfflineBanner';
import { createQueryClient, forget } from './queryClient';

// TanStack Query starts out online and learns of changes from the browser's events: a page opened
// without a connection must know it from the start, or its queries fail instead of waiting.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** Kept answers older than a week are not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The signed-in person's uid once Firebase Auth has reported; null for a visitor. */
const currentUid = async () => (await authStore.whenReady()).user?.uid ?? null;

/**
 * `client`: the cache to show (the app's, which route loaders fill ahead of their pages: see
 * queryClient.ts); by default one of its own, as component tests render it.
 */
export function DataProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // Queued writes' senders are declared on the first write or before kept writes are restored.
  // The answers restored from the device (query hash → their time): only these are made stale
  // once restored. An answer a route's loader fetched meanwhile is fresh; staling it would ask
  // for it again as its page mounts.
  const [restored] = useState(() => new Map<string, number>());
  const [persister] = useState(() => {
    const kept = restoringWrites(
      queryClient,
      createIdbPersister({ userId: currentUid, buster: __APP_BUILD__, maxAgeMs: MAX_AGE_MS }),
    );
    return {
      ...kept,
      async restoreClient() {
        const client = await kept.restoreClient();
        for (const q of client?.clientState.queries ?? []) {
          restored.set(q.queryHash, q.state.dataUpdatedAt);
        }
        return client;
      },
    };
  });

  // A tab closed within a second of an answer: the gathered write is made (best effort).
  useEffect(() => {
    const flush = () => void persister.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [persister]);

  useEffect(() => {
    let uid = authStore.getState().user?.uid ?? null;
    return authStore.subscribe(() => {
      const { ready, user, claims } = authStore.getState();
      if (!ready) return;
      if (uid && user?.uid !== uid) forget(queryClient, uid);
      // Signed in without access (removed by an admin): nothing of theirs stays on the device.
      else if (user && !claims.staff && !claims.admin) void clearPersisted(user.uid);
      uid = user?.uid ?? null;
    });
  }, [queryClient]);

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: MAX_AGE_MS,
        buster: __APP_BUILD__,
        dehydrateOptions: {
          shouldDehydrateQuery: shouldKeepQuery(keptOffline),
          shouldDehydrateMutation: shouldKeepMutation,
        },
      }}
      // Kept answers are shown at once but never taken as fresh: all are stale, so each page
      // asks the server again as it mounts (or when the connection returns). Writes queued
      // before the tab was closed are sent now if there is a connection (else when it returns).
      onSuccess={() => {
        showWaitingChanges(queryClient);
        void queryClient.invalidateQueries({
          refetchType: 'none',
          predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt,
        });
        void queryClient.resumePausedMutations();
      }}
    >
      <NotificationProvider below={<OfflineBanner />}>
        <ListAdditionsContext.Provider value={listAdditionsOf}>
          {children}
        </ListAdditionsContext.Provider>
      </NotificationProvider>
    </PersistQueryClientProvider>
  );
}
