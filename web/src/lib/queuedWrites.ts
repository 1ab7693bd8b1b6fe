// Writes survive the connection. A registry save made without a connection is a
// paused TanStack Query mutation: kept with the query cache in IndexedDB (the persister keeps what
// `shouldKeepMutation` picks), sent when the connection returns (the client resumes paused
// mutations), one after another in the order they were made (one mutation scope), each with the
// version of the record it was made on, so a record changed meanwhile is refused ("aborted") and
// shown to the person — never overwritten. Its mutationFn comes from `registerQueuedWrites`
// (mutation defaults by key), so a write restored after a closed tab can still be sent.
//
// The senders are declared from the contract, which loads on demand (contractOnDemand): on the
// first write, or before a kept copy holding writes is restored — never for the sign-in page.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';

import type { InputOf, OperationName, RegistryName } from '@hta/functions/contract';

import { invalidate, staleAfter } from './api';
import { toApiError } from './apiErrors';
import { loadContract } from './contractOnDemand';
import { callApi } from './firebase';
import { newRequestId } from './requestIds';

export type WriteKind = 'create' | 'update';

/** A registry write's input: fields, and for an update the record and the version edited. */
export interface WriteInput {
  id?: string;
  version?: number;
  fields: Record<string, unknown>;
  /**
   * A create's request id, the same on every sending of it: a create sent again (its answer lost,
   * the page closed as it went) is answered with the record the first made, not made twice.
   */
  requestId?: string;
  /** When the create's request id was made (ms): the server remembers it for a limited time. */
  madeAt?: number;
  /**
   * An update's fields as the form opened them, at `version`: if someone else saved meanwhile,
   * what each side changed is told apart from this (components/form/threeWayMerge.ts). Kept
   * here only, never sent.
   */
  base?: Record<string, unknown>;
}

/** What of a write goes to the server (the update's base stays in the browser). */
function sentInput({ id, version, fields, requestId }: WriteInput): WriteInput {
  return {
    ...(id === undefined ? {} : { id }),
    ...(version === undefined ? {} : { version }),
    fields,
    ...(requestId === undefined ? {} : { requestId }),
  };
}

/**
 * A refusal as kept with the write: plain data (IndexedDB keeps no class), read by the forms as an
 * ApiError (code, message, messages per field).
 */
export interface WriteFailure {
  code: string;
  message: string;
  fields: Record<string, string>;
}

/** All queued writes run in this one scope: one at a time, in the order they were made. */
const WRITES_SCOPE = { id: 'hta-writes' };

const writeKey = (registry: string, kind: WriteKind): [string, WriteKind] => [registry, kind];

/** A record's cached `get` answer (api.ts queryKey of `<registry>.get` with `{ id }`). */
const getKey = (registry: string, id: string) => [registry, 'get', { id }];

/** What a mutation in the cache looks like to the queue's rules (a Mutation satisfies it). */
export interface MutationLike {
  mutationId: number;
  options: { mutationKey?: readonly unknown[] };
  meta?: Record<string, unknown>;
  state: {
    status: string;
    isPaused: boolean;
    variables: unknown;
    submittedAt: number;
    error: unknown;
  };
}

type WriteOutcome = 'waiting' | 'sending' | 'conflict' | 'refused';

/** A write made offline, as the person sees it. */
export interface QueuedWrite {
  mutationId: number;
  registry: RegistryName;
  kind: WriteKind;
  input: WriteInput;
  submittedAt: number;
  outcome: WriteOutcome;
  /** Why the server refused it (conflict or refused). */
  failure?: WriteFailure;
}

/** The registries (name, record key), once the contract has loaded; no write exists before. */
let registries: ReadonlyMap<string, { recordKey: string }> | undefined;

/** The write a mutation is, if it is one that was queued and is not yet done with. */
function queuedWriteOf(m: MutationLike): QueuedWrite | null {
  const [registry, kind] = m.options.mutationKey ?? [];
  if (m.meta?.queued !== true) return null;
  if (typeof registry !== 'string' || !registries?.has(registry)) return null;
  if (kind !== 'create' && kind !== 'update') return null;
  const base = {
    mutationId: m.mutationId,
    registry: registry as RegistryName,
    kind: kind === 'create' ? ('create' as const) : ('update' as const),
    input: m.state.variables as WriteInput,
    submittedAt: m.state.submittedAt,
  };
  if (m.state.status === 'pending')
    return { ...base, outcome: m.state.isPaused ? 'waiting' : 'sending' };
  if (m.state.status === 'error') {
    const failure = m.state.error as WriteFailure;
    return { ...base, outcome: failure.code === 'aborted' ? 'conflict' : 'refused', failure };
  }
  return null; // sent
}

/** The writes not yet done with, oldest first (the order they are sent in). */
function queuedWrites(mutations: readonly MutationLike[]): QueuedWrite[] {
  return mutations
    .map(queuedWriteOf)
    .filter((w): w is QueuedWrite => w !== null)
    .sort((a, b) => a.submittedAt - b.submittedAt || a.mutationId - b.mutationId);
}

/**
 * The waiting writes a new update of the same record replaces: the form it came from opened on
 * them (the record as the queue will leave it), so the new one carries their changes too, made
 * on the same version — sending both would refuse the second as a conflict with the first.
 */
function supersededBy(
  waiting: readonly QueuedWrite[],
  registry: RegistryName,
  input: WriteInput,
): QueuedWrite[] {
  if (input.id === undefined) return [];
  return waiting.filter(
    (w) =>
      w.outcome === 'waiting' &&
      w.kind === 'update' &&
      w.registry === registry &&
      w.input.id === input.id,
  );
}

/** Which mutations go into the kept copy: queued writes waiting or refused (not sent ones). */
export function shouldKeepMutation(m: MutationLike): boolean {
  const write = queuedWriteOf(m);
  return write !== null && write.outcome !== 'sending';
}

/** A record as the queue will leave it: its cached `get` answer with the waiting changes. */
export function withWaitingChanges<T>(
  answer: T,
  recordKey: string,
  waiting: readonly QueuedWrite[],
): T {
  const id = ((answer as Record<string, unknown>)[recordKey] as { id?: string } | undefined)?.id;
  const mine = waiting.filter((w) => w.kind === 'update' && w.input.id === id);
  if (!id || mine.length === 0) return answer;
  const record = (answer as Record<string, unknown>)[recordKey] as Record<string, unknown>;
  const fields = Object.assign({}, ...mine.map((w) => w.input.fields)) as Record<string, unknown>;
  return { ...answer, [recordKey]: { ...record, ...fields } };
}

const toFailure = (e: unknown): WriteFailure => {
  const error = toApiError(e);
  return { code: error.code, message: error.message, fields: error.fields };
};

/** A connection lost while sending: tried again (it pauses until the connection is back). */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded']);

/** How a write reaches the server: the API (unit tests give a server of their own). */
export type SendOp = (op: OperationName, input: WriteInput) => Promise<unknown>;

const viaApi: SendOp = (op, input) => callApi(op, input as InputOf<typeof op>);

/** Each client's declared senders (see registerQueuedWrites). */
const registered = new WeakMap<QueryClient, Promise<void>>();

/**
 * Declares how each registry's create and update is sent, for writes made now or restored; once
 * per client (the first call's `send` stays). Resolves when the contract has loaded.
 */
export function registerQueuedWrites(client: QueryClient, send: SendOp = viaApi): Promise<void> {
  const known = registered.get(client);
  if (known) return known;
  const ready = loadContract().then(({ allRegistries, REQUEST_ID_KEPT_MS }) => {
    registries ??= new Map(allRegistries.map((r) => [r.name, { recordKey: r.recordKey }]));
    for (const { name } of allRegistries)
      declareSenders(client, send, name as RegistryName, REQUEST_ID_KEPT_MS);
  });
  registered.set(client, ready);
  return ready;
}

/**
 * A create that waited longer than the server remembers request ids: if an earlier sending of it
 * did arrive, sending it now would add it twice, so the person checks first.
 */
export const TOO_LATE: WriteFailure = {
  code: 'failed-precondition',
  message:
    'This new record waited longer to be sent than the server can tell whether it arrived before. ' +
    'Check the list for it; if it is not there, add it again.',
  fields: {},
};

/** Whether a queued create is past the time the server remembers its request id. */
export const tooLate = (input: WriteInput, keptMs: number, now: number): boolean =>
  input.requestId !== undefined && input.madeAt !== undefined && now - input.madeAt > keptMs;

function declareSenders(client: QueryClient, send: SendOp, registry: RegistryName, keptMs: number) {
  for (const kind of ['create', 'update'] as const) {
    const op = `${registry}.${kind}` as OperationName;
    client.setMutationDefaults<unknown, WriteFailure, WriteInput>(writeKey(registry, kind), {
      mutationFn: (input) =>
        tooLate(input, keptMs, Date.now())
          ? // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
            Promise.reject(TOO_LATE)
          : send(op, sentInput(input)).catch((e: unknown) =>
              // Plain data, not an Error: IndexedDB keeps an Error's message only, not its code.
              // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
              Promise.reject(toFailure(e)),
            ),
      scope: WRITES_SCOPE,
      // Refused writes wait for the person's decision, however long that takes.
      gcTime: Infinity,
      retry: (count, error) => count < 3 && TRANSIENT.has(error.code),
      onSuccess: async () => invalidate(client, await staleAfter(op)),
      onError: (error, input) => {
        // Their version is fetched, for the person to compare with theirs.
        if (error.code === 'aborted' && input.id)
          void client.invalidateQueries({ queryKey: getKey(registry, input.id) });
      },
    });
  }
}

/**
 * The persister, restoring writes with their senders: a kept copy holding writes waits for them
 * to be declared (a restored mutation takes its sender as it is restored); one without does not
 * load the contract.
 */
export function restoringWrites<P extends Persister>(
  client: QueryClient,
  persister: P,
  send: SendOp = viaApi,
): P {
  return {
    ...persister,
    async restoreClient() {
      const kept = await persister.restoreClient();
      if (kept && kept.clientState.mutations.length > 0) await registerQueuedWrites(client, send);
      return kept;
    },
  };
}

/** The client's queued writes now. */
export const writesIn = (client: QueryClient): QueuedWrite[] =>
  queuedWrites(client.getMutationCache().getAll());

/** Forgets one queued write (the person kept their version, or sent theirs again). */
export function dropWrite(client: QueryClient, mutationId: number): void {
  const cache = client.getMutationCache();
  const found = cache.getAll().find((m) => m.mutationId === mutationId);
  if (found) cache.remove(found);
}

/**
 * Sends a registry write: at once when there is a connection (resolves to the server's answer),
 * else queued (resolves to 'queued' at once; the cached record shows the change meanwhile).
 */
export async function sendWrite(
  client: QueryClient,
  registry: RegistryName,
  kind: WriteKind,
  input: WriteInput,
  online: boolean,
): Promise<unknown> {
  await registerQueuedWrites(client);
  const observer = new MutationObserver<unknown, WriteFailure, WriteInput>(client, {
    mutationKey: writeKey(registry, kind),
    // Made online, the form shows its outcome: it is not queued, and goes as mutations usually do.
    ...(online ? { gcTime: 5 * 60_000 } : { meta: { queued: true } }),
  });
  // Made once here, so every sending of this create (retries, a restored queue) carries it.
  // (A form sending its own id again does so within minutes: its time is this sending's.)
  const write =
    kind === 'create'
      ? {
          ...input,
          requestId: input.requestId ?? newRequestId(),
          madeAt: input.madeAt ?? Date.now(),
        }
      : input;
  if (online) return observer.mutate(write);
  const superseded = supersededBy(writesIn(client), registry, write);
  for (const old of superseded) dropWrite(client, old.mutationId);
  // The replaced write's base stays: it is the version both were made on, the one the server
  // holds unless someone else saved meanwhile (the form opened on the replaced change).
  const based = superseded[0]?.input.base ? { ...write, base: superseded[0].input.base } : write;
  void observer.mutate(based).catch(() => undefined); // its outcome is the queue's to show
  showWaitingChange(client, registry, based);
  return 'queued';
}

/**
 * Every cached record with a waiting update shows it: after restoring a kept copy, whose record
 * answers may have been written before the change was put on them.
 */
export function showWaitingChanges(client: QueryClient): void {
  for (const write of writesIn(client))
    if (write.outcome === 'waiting') showWaitingChange(client, write.registry, write.input);
}

/** The cached record shows a waiting update, so its page and form show what will be sent. */
function showWaitingChange(client: QueryClient, registry: RegistryName, input: WriteInput) {
  const declaration = registries?.get(registry);
  if (!declaration || input.id === undefined) return;
  const key = getKey(registry, input.id);
  // The answer keeps its time: the offline banner says how old what is shown is.
  const updatedAt = client.getQueryState(key)?.dataUpdatedAt;
  client.setQueryData(
    key,
    (answer: unknown) =>
      answer === undefined
        ? undefined
        : withWaitingChanges(answer, declaration.recordKey, writesIn(client)),
    { updatedAt },
  );
}
