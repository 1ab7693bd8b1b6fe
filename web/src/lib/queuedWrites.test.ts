import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';

import type { OperationName } from '@hta/functions/contract';

import {
  createIdbPersister,
  forgetPerson,
  persistedKey,
  restorable,
  type KeyValueStore,
} from './queryPersister';
import {
  registerQueuedWrites,
  restoringWrites,
  sendWrite,
  shouldKeepMutation,
  tooLate,
  TOO_LATE,
  showWaitingChanges,
  withWaitingChanges,
  writesIn,
  type WriteInput,
} from './queuedWrites';

/** A server that answers after `delay(call)` ms and records what arrived, in arrival order. */
function fakeServer(
  refuse: (op: OperationName, input: WriteInput) => string | null = () => null,
  delay: (n: number) => number = () => 0,
) {
  const arrived: Array<{ op: OperationName; input: WriteInput }> = [];
  let calls = 0;
  const send = (op: OperationName, input: WriteInput) =>
    new Promise<unknown>((resolve, reject) => {
      const code = refuse(op, input);
      setTimeout(() => {
        arrived.push({ op, input });
        if (code) reject(Object.assign(new Error('Refused'), { code: `functions/${code}` }));
        else resolve({ community: { id: input.id ?? 'new', version: (input.version ?? 0) + 1 } });
      }, delay(calls++));
    });
  return { send, arrived };
}

function clientWith(server: ReturnType<typeof fakeServer>) {
  const client = new QueryClient();
  // Declared once the contract has loaded; sendWrite waits for it.
  void registerQueuedWrites(client, server.send);
  return client;
}

const edit = (id: string, version: number, name: string): WriteInput => ({
  id,
  version,
  fields: { name, type: 'Town' },
});

/** Everything the client's pending promises had to do. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function mapStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, value) => Promise.resolve(void map.set(key, value)),
    del: (key) => Promise.resolve(void map.delete(key)),
  };
}

afterEach(() => onlineManager.setOnline(true));

describe('queued writes', () => {
  it('queues saves made offline and sends them when the connection returns, in order, each with its version', async () => {
    // The first write is the slowest to answer: sent together, the later ones would arrive first.
    const server = fakeServer(undefined, (n) => [30, 0, 0][n] ?? 0);
    const client = clientWith(server);
    onlineManager.setOnline(false);
    expect(await sendWrite(client, 'communities', 'update', edit('a', 3, 'Alpha'), false)).toBe(
      'queued',
    );
    await sendWrite(client, 'communities', 'create', { fields: { name: 'Beta' } }, false);
    await sendWrite(client, 'communities', 'update', edit('c', 7, 'Gamma'), false);
    await settle();
    expect(server.arrived).toEqual([]);
    expect(writesIn(client).map((w) => [w.kind, w.input.id, w.outcome])).toEqual([
      ['update', 'a', 'waiting'],
      ['create', undefined, 'waiting'],
      ['update', 'c', 'waiting'],
    ]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(server.arrived.map((a) => [a.op, a.input.id, a.input.version])).toEqual([
      ['communities.update', 'a', 3],
      ['communities.create', undefined, undefined],
      ['communities.update', 'c', 7],
    ]);
    expect(writesIn(client)).toEqual([]);
  });

  it('a second offline save of a record replaces the first, made on the same version', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    onlineManager.setOnline(false);
    await sendWrite(client, 'communities', 'update', edit('a', 3, 'First'), false);
    await sendWrite(client, 'communities', 'update', edit('b', 1, 'Other'), false);
    await sendWrite(client, 'communities', 'update', edit('a', 3, 'Second'), false);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(server.arrived.map((a) => [a.input.id, a.input.version, a.input.fields.name])).toEqual([
      ['b', 1, 'Other'],
      ['a', 3, 'Second'],
    ]);
  });

  it('a write refused as stale stays, as a conflict, and is kept with the cache until the person decides', async () => {
    const server = fakeServer((_, input) => (input.id === 'a' ? 'aborted' : null));
    const client = clientWith(server);
    onlineManager.setOnline(false);
    await sendWrite(client, 'communities', 'update', edit('a', 3, 'Mine'), false);
    await sendWrite(client, 'communities', 'update', edit('b', 1, 'Fine'), false);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    // The refused write did not stop the next one.
    expect(server.arrived.map((a) => a.input.id)).toEqual(['a', 'b']);
    const [conflict, ...rest] = writesIn(client);
    expect(rest).toEqual([]);
    expect(conflict).toMatchObject({
      outcome: 'conflict',
      input: { id: 'a', version: 3, fields: { name: 'Mine' } },
      failure: { code: 'aborted' },
    });
    const kept = dehydrate(client, { shouldDehydrateMutation: shouldKeepMutation });
    expect(kept.mutations.map((m) => m.state.variables)).toEqual([edit('a', 3, 'Mine')]);
  });

  it('a create carries one request id, the same on every sending, never a second', async () => {
    const server = fakeServer();
    const before = clientWith(server);
    onlineManager.setOnline(false);
    await sendWrite(before, 'communities', 'create', { fields: { name: 'Beta' } }, false);
    await sendWrite(before, 'communities', 'create', { fields: { name: 'Gamma' } }, false);
    // The tab closes as the first goes; the kept copy is sent again from another tab.
    const kept = dehydrate(before, { shouldDehydrateMutation: shouldKeepMutation });
    const ids = kept.mutations.map((m) => (m.state.variables as WriteInput).requestId);
    expect(ids.every((id) => typeof id === 'string' && id.length >= 8)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    onlineManager.setOnline(true);
    await before.resumePausedMutations();
    const after = new QueryClient();
    await registerQueuedWrites(after, server.send);
    hydrate(after, kept);
    await after.resumePausedMutations();
    await settle();
    expect(server.arrived.map((a) => [a.input.fields.name, a.input.requestId])).toEqual([
      ['Beta', ids[0]],
      ['Gamma', ids[1]],
      ['Beta', ids[0]],
      ['Gamma', ids[1]],
    ]);
  });

  it('a create that waited longer than the server remembers its request id is not sent, and says why', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    onlineManager.setOnline(false);
    const { REQUEST_ID_KEPT_MS } = await import('@hta/functions/contract');
    const madeAt = Date.now() - REQUEST_ID_KEPT_MS - 1;
    await sendWrite(
      client,
      'communities',
      'create',
      { fields: { name: 'Old' }, requestId: 'kept-too-long', madeAt },
      false,
    );
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(server.arrived).toEqual([]);
    expect(writesIn(client)).toMatchObject([{ outcome: 'refused', failure: TOO_LATE }]);
    expect(tooLate({ fields: {}, requestId: 'x', madeAt }, REQUEST_ID_KEPT_MS, madeAt + 1)).toBe(
      false,
    );
  });

  it("an update's base stays in the browser; a second offline save keeps the first's base", async () => {
    const server = fakeServer();
    const client = clientWith(server);
    onlineManager.setOnline(false);
    const base = { name: 'Opened', type: 'Town' };
    await sendWrite(client, 'communities', 'update', { ...edit('a', 3, 'First'), base }, false);
    // The form opened again on the waiting change: that is its start, not the server's version.
    const second = { ...edit('a', 3, 'Second'), base: { name: 'First', type: 'Town' } };
    await sendWrite(client, 'communities', 'update', second, false);
    expect(writesIn(client).map((w) => w.input)).toEqual([{ ...edit('a', 3, 'Second'), base }]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(server.arrived.map((a) => a.input)).toEqual([edit('a', 3, 'Second')]);
  });

  it('a save made online is not queued: its form shows the outcome', async () => {
    const server = fakeServer(() => 'aborted');
    const client = clientWith(server);
    await expect(
      sendWrite(client, 'communities', 'update', edit('a', 3, 'Mine'), true),
    ).rejects.toMatchObject({ code: 'aborted' });
    expect(writesIn(client)).toEqual([]);
  });

  it('survives a closed tab: kept in the store, restored (online too) and sent', async () => {
    const store = mapStore();
    const server = fakeServer();
    const before = clientWith(server);
    onlineManager.setOnline(false);
    await sendWrite(before, 'communities', 'update', edit('a', 3, 'Kept'), false);
    const persister = createIdbPersister({
      userId: () => 'ann',
      store,
      throttleMs: 0,
      offline: () => false,
      buster: 'build-1',
      maxAgeMs: 1000,
    });
    await persister.persistClient({
      buster: 'build-1',
      timestamp: Date.now(),
      clientState: dehydrate(before, { shouldDehydrateMutation: shouldKeepMutation }),
    });
    await persister.flush();

    // The tab is opened again, online: the senders are declared as the kept writes are restored
    // (the contract loads on demand), before they are hydrated.
    onlineManager.setOnline(true);
    const after = new QueryClient();
    const restored = await restoringWrites(after, persister, server.send).restoreClient();
    hydrate(after, restored!.clientState);
    expect(writesIn(after).map((w) => w.outcome)).toEqual(['waiting']);
    await after.resumePausedMutations();
    await settle();
    expect(server.arrived.map((a) => a.input)).toEqual([edit('a', 3, 'Kept')]);
  });

  it('a change in the queued writes is kept at once, not within the second', async () => {
    const store = mapStore();
    const client = clientWith(fakeServer());
    const persister = createIdbPersister({ userId: () => 'ann', store, throttleMs: 60_000 });
    const save = () =>
      persister.persistClient({
        buster: 'b',
        timestamp: Date.now(),
        clientState: dehydrate(client, { shouldDehydrateMutation: shouldKeepMutation }),
      });
    await save();
    onlineManager.setOnline(false);
    await sendWrite(client, 'communities', 'update', edit('a', 3, 'Mine'), false);
    await save();
    const kept = store.map.get(persistedKey('ann')) as PersistedClient;
    expect(kept.clientState.mutations.map((m) => m.state.variables)).toEqual([
      edit('a', 3, 'Mine'),
    ]);
  });

  it('sign-out forgets the queued writes, in memory and on the device', async () => {
    const store = mapStore();
    const client = clientWith(fakeServer());
    onlineManager.setOnline(false);
    await sendWrite(client, 'communities', 'update', edit('a', 3, 'Mine'), false);
    store.map.set(persistedKey('ann'), { kept: true });
    await forgetPerson(client, 'ann', store);
    expect(writesIn(client)).toEqual([]);
    expect(store.map.size).toBe(0);
  });

  it('a record restored from the kept copy shows its waiting change, keeping its time', async () => {
    const client = clientWith(fakeServer());
    onlineManager.setOnline(false);
    await sendWrite(client, 'communities', 'update', edit('a', 3, 'Mine'), false);
    // The kept copy's answer was written before the change was put on it.
    client.setQueryData(
      ['communities', 'get', { id: 'a' }],
      {
        community: { id: 'a', version: 3, name: 'Old', type: 'Town' },
      },
      { updatedAt: 1234 },
    );
    showWaitingChanges(client);
    expect(client.getQueryData(['communities', 'get', { id: 'a' }])).toEqual({
      community: { id: 'a', version: 3, name: 'Mine', type: 'Town' },
    });
    expect(client.getQueryState(['communities', 'get', { id: 'a' }])?.dataUpdatedAt).toBe(1234);
  });

  it('the cached record shows the waiting change over what the server last said', () => {
    const answer = {
      community: { id: 'a', version: 3, name: 'Old', type: 'Town' },
      facilities: [],
    };
    const waiting = writesIn(new QueryClient());
    expect(withWaitingChanges(answer, 'community', waiting)).toBe(answer);
    expect(
      withWaitingChanges(answer, 'community', [
        {
          mutationId: 1,
          registry: 'communities',
          kind: 'update',
          input: edit('a', 3, 'New'),
          submittedAt: 1,
          outcome: 'waiting',
        },
      ]),
    ).toEqual({ community: { id: 'a', version: 3, name: 'New', type: 'Town' }, facilities: [] });
  });
});

describe('what a kept copy restores', () => {
  const copy = (mutations: number): PersistedClient => ({
    buster: 'b1',
    timestamp: 1000,
    clientState: {
      queries: [{ queryKey: ['q'] }] as unknown as PersistedClient['clientState']['queries'],
      mutations: Array.from({ length: mutations }, () => ({
        mutationKey: ['communities', 'update'],
        state: {},
      })) as unknown as PersistedClient['clientState']['mutations'],
    },
  });
  const at = (offline: boolean, buster = 'b1', now = 2000) => ({
    offline,
    buster,
    maxAgeMs: 5000,
    now,
  });

  it('offline, this build, within its age: everything', () => {
    expect(restorable(copy(1), at(true))).toEqual(copy(1));
  });

  it('online, another build or too old: the queued writes only, restamped', () => {
    for (const when of [at(false), at(true, 'b2'), at(true, 'b1', 9000)]) {
      const restored = restorable(copy(2), when)!;
      expect(restored.clientState.queries).toEqual([]);
      expect(restored.clientState.mutations).toHaveLength(2);
      expect([restored.buster, restored.timestamp]).toEqual([when.buster, when.now]);
    }
    expect(restorable(copy(0), at(false))).toBeUndefined();
  });
});
