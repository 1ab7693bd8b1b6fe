// The query cache kept in IndexedDB: one entry per signed-in person, written at
// most once a second, bounded in size (the oldest answers go first), removed at sign-out. What
// goes in is decided by each feature's `keptOffline` (shouldKeepQuery, keptOffline.ts).
import type { QueryClient } from '@tanstack/react-query';
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
const idbStore: KeyValueStore = {
  get: (key) => (hasIdb() ? get(key) : Promise.resolve(undefined)),
  set: (key, value) => (hasIdb() ? set(key, value) : Promise.resolve()),
  del: (key) => (hasIdb() ? del(key) : Promise.resolve()),
};

export const persistedKey = (uid: string) => `hta-query-cache:${uid}`;

/** 4 MB of dehydrated JSON: room for thousands of records, small beside a phone's quota. */
const MAX_PERSISTED_BYTES = 4_000_000;

/**
 * What is kept after this session's answers: the kept copy's answers this session has not asked
 * again, then this session's (online the app starts from the server, not from the kept copy, so
 * without the merge each page load would replace what earlier ones kept). A copy of another build
 * is dropped.
 */
function mergeKept(kept: PersistedClient | undefined, now: PersistedClient): PersistedClient {
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
  /** This build (the kept copy of another build keeps only its queued writes). */
  buster?: string;
  /** Kept answers older than this are not restored (queued writes always are). */
  maxAgeMs?: number;
}

/**
 * What of a kept copy is restored: its answers only offline, and only from this build and within
 * maxAge; its queued writes always (a save made offline is sent when the app next
 * has a connection, whatever build or day that is). Answers left out, the copy is restamped, so
 * TanStack Query takes it rather than discarding it, writes and all.
 */
export function restorable(
  kept: PersistedClient | undefined,
  {
    offline,
    buster = kept?.buster,
    maxAgeMs,
    now,
  }: { offline: boolean; buster?: string; maxAgeMs: number; now: number },
): PersistedClient | undefined {
  if (!kept) return undefined;
  if (offline && kept.buster === buster && now - kept.timestamp <= maxAgeMs) return kept;
  if (kept.clientState.mutations.length === 0) return undefined;
  return {
    buster: buster ?? kept.buster,
    timestamp: now,
    clientState: { mutations: kept.clientState.mutations, queries: [] },
  };
}

export function createIdbPersister({
  userId,
  store = idbStore,
  maxBytes = MAX_PERSISTED_BYTES,
  throttleMs = 1000,
  offline = () => typeof navigator !== 'undefined' && !navigator.onLine,
  buster,
  maxAgeMs = Infinity,
}: PersisterOptions): Persister & { flush(): Promise<void> } {
  let pending: { uid: string; client: PersistedClient } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The queued writes last written (see persistClient). */
  let keptWrites = JSON.stringify([]);

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
    // Signed out while this write was under way: sign-out's removal may have come before it, and
    // nothing of the person may stay on the device — removed again.
    if ((await userId()) !== next.uid) await store.del(key);
  }

  return {
    async persistClient(client) {
      const uid = await userId();
      if (!uid) return;
      pending = { uid, client };
      // A write queued, sent or refused is kept at once, not within the second: a tab closed
      // right after a queued write was sent must not send it again from an older copy.
      const writes = JSON.stringify(
        client.clientState.mutations.map((m) => [
          m.mutationKey,
          m.state.submittedAt,
          m.state.status,
        ]),
      );
      if (writes !== keptWrites) {
        keptWrites = writes;
        await flush();
        return;
      }
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async restoreClient() {
      const uid = await userId();
      if (!uid) return undefined;
      const kept = (await store.get(persistedKey(uid))) as PersistedClient | undefined;
      return restorable(kept, { offline: offline(), buster, maxAgeMs, now: Date.now() });
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

/**
 * Forgets everything a person left on this device — kept answers and queued writes, in memory and
 * in IndexedDB: at sign-out, when someone else signs in, and when the server says access is gone.
 */
export async function forgetPerson(
  client: QueryClient,
  uid: string,
  store: KeyValueStore = idbStore,
): Promise<void> {
  client.clear();
  await clearPersisted(uid, store);
}
