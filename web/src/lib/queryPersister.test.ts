import type { PersistedClient } from '@tanstack/react-query-persist-client';

import {
  clearPersisted,
  createIdbPersister,
  persistedKey,
  withinBound,
  type KeyValueStore,
} from './queryPersister';

function mapStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, value) => Promise.resolve(void map.set(key, value)),
    del: (key) => Promise.resolve(void map.delete(key)),
  };
}

/** A persisted client holding one query per (name, dataUpdatedAt, payload size). */
function clientWith(queries: Array<[string, number, number]>): PersistedClient {
  return {
    timestamp: 0,
    buster: 'b',
    clientState: {
      mutations: [],
      queries: queries.map(([name, at, size]) => ({
        queryKey: [name],
        queryHash: JSON.stringify([name]),
        state: { data: 'x'.repeat(size), dataUpdatedAt: at, status: 'success' },
      })) as unknown as PersistedClient['clientState']['queries'],
    },
  };
}

const names = (c: PersistedClient) => c.clientState.queries.map((q) => q.queryKey[0]);

describe('the query cache persister', () => {
  it('keeps each signed-in person under their own key, and reads only theirs', async () => {
    const store = mapStore();
    let uid: string | null = 'ann';
    let offline = true;
    const persister = createIdbPersister({
      userId: () => uid,
      store,
      throttleMs: 0,
      offline: () => offline,
    });
    await persister.persistClient(clientWith([['a', 1, 10]]));
    await persister.flush();
    expect([...store.map.keys()]).toEqual([persistedKey('ann')]);

    uid = 'bob';
    expect(await persister.restoreClient()).toBeUndefined();
    uid = 'ann';
    expect(names((await persister.restoreClient())!)).toEqual(['a']);
    // Online, the server is asked: a kept copy could be older than a draft just saved.
    offline = false;
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('writes nothing for a visitor, nor a write asked for before the person signed out', async () => {
    const store = mapStore();
    let uid: string | null = null;
    const persister = createIdbPersister({ userId: () => uid, store, throttleMs: 10_000 });
    await persister.persistClient(clientWith([['a', 1, 10]]));
    await persister.flush();
    expect(store.map.size).toBe(0);

    uid = 'ann';
    await persister.persistClient(clientWith([['a', 1, 10]]));
    uid = null; // signed out while the write waited
    await persister.flush();
    expect(store.map.size).toBe(0);
  });

  it('leaves nothing when the person signs out while a write is under way', async () => {
    // Sign-out removes the entry between the write's check of who is signed in and its write.
    const store = mapStore();
    let uid: string | null = 'ann';
    store.get = async (key) => {
      const kept = store.map.get(key);
      uid = null;
      await clearPersisted('ann', store);
      return kept;
    };
    const persister = createIdbPersister({ userId: () => uid, store, throttleMs: 10_000 });
    await persister.persistClient(clientWith([['a', 1, 10]]));
    await persister.flush();
    expect(store.map.size).toBe(0);
  });

  it('gathers writes: the last client asked for is the one written', async () => {
    vi.useFakeTimers();
    const store = mapStore();
    const persister = createIdbPersister({ userId: () => 'ann', store, throttleMs: 1000 });
    await persister.persistClient(clientWith([['first', 1, 1]]));
    await persister.persistClient(clientWith([['second', 2, 1]]));
    expect(store.map.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    expect(names(store.map.get(persistedKey('ann')) as PersistedClient)).toEqual(['second']);
  });

  it('adds each page load’s answers to what earlier ones kept, a newer answer replacing its older', async () => {
    const store = mapStore();
    const persister = createIdbPersister({ userId: () => 'ann', store, throttleMs: 0 });
    await persister.persistClient(clientWith([['community', 1, 1]]));
    await persister.flush();
    // The next page load starts from the server (online): its cache holds only its own answers.
    await persister.persistClient(clientWith([['facility', 2, 1]]));
    await persister.flush();
    await persister.persistClient(clientWith([['community', 3, 2]]));
    await persister.flush();
    const kept = store.map.get(persistedKey('ann')) as PersistedClient;
    expect(names(kept)).toEqual(['facility', 'community']);
    expect(kept.clientState.queries[1]!.state.dataUpdatedAt).toBe(3);
    // Another build's copy is not merged into.
    await persister.persistClient({ ...clientWith([['evaluation', 4, 1]]), buster: 'c' });
    await persister.flush();
    expect(names(store.map.get(persistedKey('ann')) as PersistedClient)).toEqual(['evaluation']);
  });

  it('clearing removes the person’s entry only', async () => {
    const store = mapStore();
    await store.set(persistedKey('ann'), clientWith([]));
    await store.set(persistedKey('bob'), clientWith([]));
    await clearPersisted('ann', store);
    expect([...store.map.keys()]).toEqual([persistedKey('bob')]);

    const persister = createIdbPersister({ userId: () => 'bob', store });
    await persister.removeClient();
    expect(store.map.size).toBe(0);
  });
});

describe('the size bound', () => {
  const bytes = (c: PersistedClient) => JSON.stringify(c).length;

  it('leaves a client within the bound as it is', () => {
    const client = clientWith([['a', 1, 100]]);
    expect(withinBound(client, bytes(client))).toBe(client);
  });

  it('drops the oldest answers first until the JSON fits', () => {
    // Three answers of 1000 characters each: the bound fits the two newest (b at 3, c at 2)
    // with 100 bytes to spare, not all three.
    const client = clientWith([
      ['a', 1, 1000],
      ['b', 3, 1000],
      ['c', 2, 1000],
    ]);
    const two = clientWith([
      ['b', 3, 1000],
      ['c', 2, 1000],
    ]);
    const bounded = withinBound(client, bytes(two) + 100);
    expect(names(bounded)).toEqual(['b', 'c']);
    expect(bytes(bounded)).toBeLessThanOrEqual(bytes(two) + 100);
  });
});
