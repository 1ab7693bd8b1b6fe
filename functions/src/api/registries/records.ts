// Create, update and delete for any registry, each in one transaction, driven by its
// declaration: references checked (the target must exist), name copies, counters and lists kept
// in step on both sides, the registry's own derived fields (its server specifics), the record
// with its stamps and version, the audit entry and the data-version bump. Firestore wants every
// read before the first write, so each step reads first and returns its writes.
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import {
  allRegistries,
  holdsManyIds,
  type AnyRegistry,
  type ReferenceSpec,
  type RegistryOp,
} from '../../contract/index.js';
import type { Caller } from '../../auth/caller.js';
import {
  changedFields,
  db,
  FieldValue,
  fieldError,
  readForWrite,
  recordChange,
  Timestamp,
  toJson,
  type ListInput,
  type WriteContext,
  recordVersionOf,
} from './kit.js';
import { earlierRequest, noteRequest } from '../requestIds.js';
import { assertMayChange } from './mayChange.js';
import { auditNameOf, nameOf, newRecord, otherNamesOf, searchIndex } from './stored.js';

type Data = Record<string, unknown>;

interface Derived {
  /** Stored fields beside the validated ones (ranks, computed results…). */
  data: DocumentData;
  /** Writes to other records (run after every read). */
  effects?: () => void;
}

/** What a registry does beyond its declaration, on the server. Every part is optional. */
export interface RegistryServer {
  /** Reads what a write needs and returns derived fields; throw fieldError for bad input. */
  derive?(
    ctx: WriteContext,
    fields: Data,
    before: DocumentSnapshot | null,
    id: string,
  ): Promise<Derived>;
  /** Side effects of a deletion (reads first, then returns the writes). */
  onDelete?(ctx: WriteContext, before: DocumentSnapshot): Promise<(() => void) | undefined>;
  /** The list a caller may ask for (visitors: published needs only). */
  listInput?(input: ListInput, caller: Caller): ListInput;
  /** Stored fields read per row for this caller (default: the summary's). */
  select?(caller: Caller): string[] | undefined;
  /** A record as this caller may see it; null hides it (answered as not found). */
  view?(record: Data, caller: Caller): Data | null;
  /** What the record's page shows beside it (the declaration's `profile`). */
  profile?(record: Data, caller: Caller): Promise<Data>;
  /** Checks a write may happen, beyond access (reads allowed; throw to refuse). */
  guard?(
    ctx: WriteContext,
    op: RegistryOp,
    before: DocumentSnapshot | null,
    fields: Data | null,
  ): Promise<void>;
}

const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];

const target = (ref: ReferenceSpec) => {
  const registry = allRegistries.find((r) => r.name === ref.to);
  if (!registry) throw new Error(`A reference names an unknown registry: ${ref.to}`);
  return registry;
};

/** The references of other registries that point to this one. */
const pointingTo = (registry: AnyRegistry) =>
  allRegistries.flatMap((other) =>
    (other.references ?? [])
      .filter((ref) => ref.to === registry.name)
      .map((ref) => ({ other, ref })),
  );

const entry = (id: string, name: string) => ({ id, name });

/** The fields with what is derived from them: a reference may point through a derived field. */
const withDerived = (registry: AnyRegistry, fields: Data): Data => ({
  ...fields,
  ...(registry.derived?.(fields) ?? {}),
});

/**
 * Reads the targets of a record's references (checking they exist) and returns the name copies
 * for the record and the writes that keep the targets' counters and lists in step.
 */
async function followReferences(
  tx: Transaction,
  registry: AnyRegistry,
  id: string,
  after: Data | null,
  before: Data | null,
): Promise<{ copies: Data; effects: Array<() => void> }> {
  const copies: Data = {};
  const effects: Array<() => void> = [];
  const name = after ? nameOf(registry, after) : '';
  const oldName = before ? nameOf(registry, before) : '';
  for (const ref of registry.references ?? []) {
    const to = target(ref);
    const now = after ? ids(after[ref.field]) : [];
    const was = before ? ids(before[ref.field]) : [];
    const snaps = now.length
      ? await tx.getAll(...now.map((t) => db.collection(to.name).doc(t)))
      : [];
    const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
    if (missing.length) {
      throw fieldError(
        ref.field,
        Array.isArray(after?.[ref.field])
          ? `No ${to.label} with id ${missing.join(', ')}.`
          : `There is no such ${to.label}.`,
      );
    }
    if (ref.nameCopy && after) {
      const first = snaps[0];
      copies[ref.nameCopy] = first ? nameOf(to, first.data() ?? {}) : null;
    }
    const added = now.filter((t) => !was.includes(t));
    const kept = now.filter((t) => was.includes(t));
    const targetRef = (t: string) => db.collection(to.name).doc(t);
    // A target no longer pointed to may be gone already (deleted meanwhile): touch only those
    // that still exist.
    const removed =
      (ref.counter || ref.listOn) && was.some((t) => !now.includes(t))
        ? (await tx.getAll(...was.filter((t) => !now.includes(t)).map(targetRef)))
            .filter((s) => s.exists)
            .map((s) => s.id)
        : [];
    if (ref.counter) {
      const counter = ref.counter;
      effects.push(() => {
        for (const t of added) tx.update(targetRef(t), { [counter]: FieldValue.increment(1) });
        for (const t of removed) tx.update(targetRef(t), { [counter]: FieldValue.increment(-1) });
      });
    }
    if (ref.listOn) {
      const list = ref.listOn;
      const renamed = before !== null && after !== null && name !== oldName;
      effects.push(() => {
        for (const t of removed)
          tx.update(targetRef(t), { [list]: FieldValue.arrayRemove(entry(id, oldName)) });
        for (const t of added)
          tx.update(targetRef(t), { [list]: FieldValue.arrayUnion(entry(id, name)) });
        if (renamed) {
          for (const t of kept) {
            tx.update(targetRef(t), { [list]: FieldValue.arrayRemove(entry(id, oldName)) });
            tx.update(targetRef(t), { [list]: FieldValue.arrayUnion(entry(id, name)) });
          }
        }
      });
    }
  }
  return { copies, effects };
}

/** When a record is renamed, the records keeping a copy of its name follow. */
async function followRename(
  tx: Transaction,
  registry: AnyRegistry,
  id: string,
  name: string,
): Promise<() => void> {
  const updates: Array<() => void> = [];
  for (const { other, ref } of pointingTo(registry)) {
    if (!ref.nameCopy) continue;
    const copy = ref.nameCopy;
    if (holdsManyIds(other, ref.field)) continue;
    const holders = await tx.get(db.collection(other.name).where(ref.field, '==', id));
    updates.push(() => holders.docs.forEach((d) => tx.update(d.ref, { [copy]: name })));
  }
  return () => updates.forEach((u) => u());
}

async function inTransaction<T>(
  caller: Caller,
  body: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  return db.runTransaction((tx) => body({ tx, caller, now: Timestamp.now() }));
}

/** Runs a write in the transaction it is given (an import chunk's, staged), else in its own. */
const writeIn = <T>(
  within: WriteContext | undefined,
  caller: Caller,
  body: (ctx: WriteContext) => Promise<T>,
): Promise<T> => (within ? body(within) : inTransaction(caller, body));

/** The record as the contract returns it: JSON, with its id. */
const asJson = (id: string, data: Data): Data => toJson({ ...data, id }) as Data;

/** The record an earlier copy of a create made, as it is now; nothing is written. */
async function madeBefore(ctx: WriteContext, registry: AnyRegistry, id: string): Promise<Data> {
  const snap = await ctx.tx.get(db.collection(registry.name).doc(id));
  if (!snap.exists)
    throw new HttpsError(
      'not-found',
      `This request created the ${registry.label} before, and it has been deleted since; nothing was created again.`,
    );
  return asJson(id, snap.data() ?? {});
}

export async function createRecord(
  registry: AnyRegistry,
  server: RegistryServer,
  input: Data,
  caller: Caller,
  /** The new record's id (an import keeps the file's); default: a new one. */
  id?: string,
  /** A transaction to write in (an import chunk's); default: its own. */
  within?: WriteContext,
  /** The client's id for this create: sent again, it is answered with the record it made. */
  requestId?: string,
): Promise<Data> {
  // What people send when creating may be less than the fields: the rest take their defaults.
  const fields = registry.createFields ? (registry.fields.parse(input) as Data) : input;
  const ref = id ? db.collection(registry.name).doc(id) : db.collection(registry.name).doc();
  const op = `${registry.name}.create`;
  return writeIn(within, caller, async (ctx) => {
    const earlier = await earlierRequest(ctx, op, requestId);
    if (earlier?.made) return madeBefore(ctx, registry, earlier.made.recordId);
    await server.guard?.(ctx, 'create', null, fields);
    const refs = await followReferences(
      ctx.tx,
      registry,
      ref.id,
      withDerived(registry, fields),
      null,
    );
    const derived = (await server.derive?.(ctx, fields, null, ref.id)) ?? { data: {} };
    const data = newRecord(
      registry,
      fields,
      { ...refs.copies, ...derived.data },
      {
        uid: caller.uid!,
        email: caller.email,
        at: ctx.now,
      },
    );
    ctx.tx.create(ref, data);
    refs.effects.forEach((effect) => effect());
    derived.effects?.();
    recordChange(ctx, {
      collection: registry.name,
      recordId: ref.id,
      name: auditNameOf(registry, data, ref.id),
      action: 'create',
      fields: Object.keys(fields).sort(),
      version: 1,
    });
    noteRequest(ctx, earlier, op, { collection: registry.name, recordId: ref.id });
    return asJson(ref.id, data);
  });
}

export async function updateRecord(
  registry: AnyRegistry,
  server: RegistryServer,
  id: string,
  version: number,
  fields: Data,
  caller: Caller,
  /** A transaction to write in (an import chunk's); default: its own. */
  within?: WriteContext,
): Promise<Data> {
  return writeIn(within, caller, async (ctx) => {
    const before = await readForWrite(ctx.tx, registry.name, registry.label, id, version);
    assertMayChange(registry, before, caller, 'update');
    await server.guard?.(ctx, 'update', before, fields);
    const previous = before.data() ?? {};
    const refs = await followReferences(
      ctx.tx,
      registry,
      id,
      withDerived(registry, fields),
      previous,
    );
    const derived = (await server.derive?.(ctx, fields, before, id)) ?? { data: {} };
    const name = nameOf(registry, { ...previous, ...fields }, id);
    const renamed = name !== nameOf(registry, previous, id);
    const rename = renamed ? await followRename(ctx.tx, registry, id, name) : undefined;
    const data = {
      ...previous,
      ...fields,
      ...(registry.derived?.(fields) ?? {}),
      ...refs.copies,
      ...derived.data,
      ...searchIndex(name, otherNamesOf(registry, { ...previous, ...fields })),
      updatedAt: ctx.now,
      updatedBy: caller.uid!,
      version: version + 1,
    };
    ctx.tx.set(before.ref, data);
    refs.effects.forEach((effect) => effect());
    rename?.();
    derived.effects?.();
    recordChange(ctx, {
      collection: registry.name,
      recordId: id,
      name: auditNameOf(registry, data, id),
      action: 'update',
      fields: changedFields(previous, data),
      version: version + 1,
    });
    return asJson(id, data);
  });
}

export async function deleteRecord(
  registry: AnyRegistry,
  server: RegistryServer,
  id: string,
  version: number | undefined,
  caller: Caller,
): Promise<void> {
  await inTransaction(caller, async (ctx) => {
    const before = await readForWrite(ctx.tx, registry.name, registry.label, id, version);
    assertMayChange(registry, before, caller, 'delete');
    await server.guard?.(ctx, 'delete', before, null);
    // Checked inside the transaction: a referrer added meanwhile aborts and retries it.
    const referrers = (
      await Promise.all(
        pointingTo(registry).map(async ({ other, ref }) => {
          const op = holdsManyIds(other, ref.field) ? 'array-contains' : '==';
          const snap = await ctx.tx.get(
            db.collection(other.name).where(ref.field, op, id).limit(5),
          );
          return snap.docs.map((d) => ({
            collection: other.name,
            id: d.id,
            name: nameOf(other, d.data(), d.id),
          }));
        }),
      )
    ).flat();
    if (referrers.length > 0) {
      throw new HttpsError(
        'failed-precondition',
        `This ${registry.label} cannot be deleted while other records point to it: ` +
          referrers.map((r) => `${r.name} (${r.collection})`).join(', ') +
          '.',
        { referrers },
      );
    }
    const previous = before.data() ?? {};
    const refs = await followReferences(ctx.tx, registry, id, null, previous);
    const effects = await server.onDelete?.(ctx, before);
    ctx.tx.delete(before.ref);
    refs.effects.forEach((effect) => effect());
    effects?.();
    recordChange(ctx, {
      collection: registry.name,
      recordId: id,
      name: auditNameOf(registry, previous, id),
      action: 'delete',
      fields: [],
      version: recordVersionOf(before) + 1,
    });
  });
}
