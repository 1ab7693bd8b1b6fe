// The query cache kept in IndexedDB (issue 22 item 3): one entry per signed-in person, written at
// most once a second, bounded in size (the oldest answers go first), removed at sign-out. What
// goes in is decided by each feature's `keptOffline` (shouldKeepQuery, keptOffline.ts).
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

/** Where the entries live: IndexedDB by default, a Map in unit tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

// Without IndexedDB (a private window of some browsers, jsdom) nothing is kept.
const hasIdb = () => typeof indexedDB !== 'undefined';
export const idbStore: KeyValueStore = {
  get: (key) => (hasIdb() ? get(key) : Promise.resolve(undefined)),
  set: (key, value) => (hasIdb() ? set(key, value) : Promise.resolve()),
  del: (key) => (hasIdb() ? del(key) : Promise.resolve()),
};

export const persistedKey = (uid: string) => `hta-query-cache:${uid}`;

/** 4 MB of dehydrated JSON: room for thousands of records, small beside a phone's quota. */
export const MAX_PERSISTED_BYTES = 4_000_000;

/**
 * What is kept after this session's answers: the kept copy's answers this session has not asked
 * again, then this session's (online the app starts from the server, not from the kept copy, so
 * without the merge each page load would replace what earlier ones kept). A copy of another build
 * is dropped.
 */
export function mergeKept(
  kept: PersistedClient | undefined,
  now: PersistedClient,
): PersistedClient {
  if (!kept || kept.buster !== now.buster) return now;
  const asked = new Set(now.clientState.queries.map((q) => q.queryHash));
  return {
    ...now,
    clientState: {
      ...now.clientState,
      queries: [
        ...kept.clientState.queries.filter((q) => !asked.has(q.queryHash)),
        ...now.clientState.queries,
      ],
    },
  };
}

/** The client with its oldest queries dropped until its JSON fits in maxBytes. */
export function withinBound(client: PersistedClient, maxBytes: number): PersistedClient {
  const size = (c: PersistedClient) => new TextEncoder().encode(JSON.stringify(c)).length;
  if (size(client) <= maxBytes) return client;
  const newestFirst = [...client.clientState.queries].sort(
    (a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt,
  );
  const kept: typeof newestFirst = [];
  const bounded = { ...client, clientState: { ...client.clientState, queries: kept } };
  for (const query of newestFirst) {
    kept.push(query);
    if (size(bounded) > maxBytes) {
      kept.pop();
      break;
    }
  }
  return bounded;
}

export interface PersisterOptions {
  /** Whose cache: the signed-in person's uid, or null (nothing is read or written). */
  userId: () => Promise<string | null> | string | null;
  store?: KeyValueStore;
  maxBytes?: number;
  /** Writes are gathered: at most one per this many ms (the cache changes on every fetch). */
  throttleMs?: number;
  /**
   * Whether the app starts without a connection: only then are kept answers restored. Online, a
   * form would open on a kept copy older than the server's (a draft saved a moment before the
   * reload, and not yet written here) and keep it, since forms never reset under a person's typing.
   */
  offline?: () => boolean;
}

export function createIdbPersister({
  userId,
  store = idbStore,
  maxBytes = MAX_PERSISTED_BYTES,
  throttleMs = 1000,
  offline = () => typeof navigator !== 'undefined' && !navigator.onLine,
}: PersisterOptions): Persister & { flush(): Promise<void> } {
  let pending: { uid: string; client: PersistedClient } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    const next = pending;
    pending = null;
    // Signed out (or someone else signed in) since the write was asked for: it is dropped.
    if (!next || (await userId()) !== next.uid) return;
    const key = persistedKey(next.uid);
    const kept = (await store.get(key)) as PersistedClient | undefined;
    await store.set(key, withinBound(mergeKept(kept, next.client), maxBytes));
  }

  return {
    async persistClient(client) {
      const uid = await userId();
      if (!uid) return;
      pending = { uid, client };
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async restoreClient() {
      const uid = await userId();
      if (!uid || !offline()) return undefined;
      return (await store.get(persistedKey(uid))) as PersistedClient | undefined;
    },
    async removeClient() {
      pending = null;
      const uid = await userId();
      if (uid) await store.del(persistedKey(uid));
    },
    flush,
  };
}

/** Removes a person's kept answers (at sign-out, or when their access is gone). */
export async function clearPersisted(uid: string, store: KeyValueStore = idbStore): Promise<void> {
  await store.del(persistedKey(uid));
}
