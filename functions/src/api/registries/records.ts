// Create, update and delete for any registry, each in one transaction: the registry's own
// reads and derived fields first (Firestore wants reads before writes), then the record, its
// side effects, the audit entry and the data-version bump.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { searchTerms } from '../../contract/index.js';
import type { Caller } from '../context.js';
import {
  changedFields,
  db,
  readForWrite,
  recordChange,
  stampsForCreate,
  Timestamp,
  toJson,
  type Reference,
  type WriteContext,
} from './kit.js';

export interface Derived {
  /** Stored fields beside the validated ones (denormalized names, defaults…). */
  data: DocumentData;
  /** Writes to other records (run after every read). */
  effects?: () => void;
}

export interface RegistrySpec<Fields extends object> {
  collection: string;
  /** For messages: "community", "facility"… */
  label: string;
  /** The field that names a record (indexed for search). */
  nameField: 'name' | 'title';
  /** Who points to records of this registry: deletion is refused while any does. */
  references: Reference[];
  /** Reads what the write needs and returns derived data; throw fieldError for bad references. */
  derive(
    ctx: WriteContext,
    fields: Fields,
    before: DocumentSnapshot | null,
    id: string,
  ): Promise<Derived>;
  /** Side effects of a deletion (reads first, then returns the writes). */
  onDelete?(ctx: WriteContext, before: DocumentSnapshot): Promise<(() => void) | undefined>;
}

function indexed(name: string) {
  return { nameLower: name.toLowerCase(), searchTerms: searchTerms(name) };
}

async function inTransaction<T>(
  caller: Caller,
  body: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  return db.runTransaction((tx) => body({ tx, caller, now: Timestamp.now() }));
}

export async function createRecord<Fields extends object>(
  spec: RegistrySpec<Fields>,
  fields: Fields,
  caller: Caller,
): Promise<Record<string, unknown>> {
  const ref = db.collection(spec.collection).doc();
  return inTransaction(caller, async (ctx) => {
    const derived = await spec.derive(ctx, fields, null, ref.id);
    const name = String((fields as Record<string, unknown>)[spec.nameField]);
    const data = {
      ...fields,
      ...derived.data,
      ...indexed(name),
      ...stampsForCreate(caller, ctx.now),
    };
    ctx.tx.create(ref, data);
    derived.effects?.();
    recordChange(ctx, {
      collection: spec.collection,
      recordId: ref.id,
      name,
      action: 'create',
      fields: Object.keys(fields).sort(),
      version: 1,
    });
    return publicRecord(ref.id, data);
  });
}

export async function updateRecord<Fields extends object>(
  spec: RegistrySpec<Fields>,
  id: string,
  version: number,
  fields: Fields,
  caller: Caller,
): Promise<Record<string, unknown>> {
  return inTransaction(caller, async (ctx) => {
    const before = await readForWrite(ctx.tx, spec.collection, spec.label, id, version);
    const derived = await spec.derive(ctx, fields, before, id);
    const name = String((fields as Record<string, unknown>)[spec.nameField]);
    const previous = before.data() ?? {};
    const data = {
      ...previous,
      ...fields,
      ...derived.data,
      ...indexed(name),
      updatedAt: ctx.now,
      updatedBy: caller.uid!,
      version: version + 1,
    };
    ctx.tx.set(before.ref, data);
    derived.effects?.();
    recordChange(ctx, {
      collection: spec.collection,
      recordId: id,
      name,
      action: 'update',
      fields: changedFields(previous, data),
      version: version + 1,
    });
    return publicRecord(id, data);
  });
}

export async function deleteRecord<Fields extends object>(
  spec: RegistrySpec<Fields>,
  id: string,
  version: number | undefined,
  caller: Caller,
): Promise<void> {
  await inTransaction(caller, async (ctx) => {
    const before = await readForWrite(ctx.tx, spec.collection, spec.label, id, version);
    // Checked inside the transaction: a referrer added meanwhile aborts and retries it.
    const referrers = (
      await Promise.all(
        spec.references.map(async (ref) => {
          const snap = await ctx.tx.get(
            db.collection(ref.collection).where(ref.field, ref.op, id).limit(5),
          );
          return snap.docs.map((d) => ({
            collection: ref.collection,
            id: d.id,
            name: String(d.get(ref.nameField) ?? d.id),
          }));
        }),
      )
    ).flat();
    if (referrers.length > 0) {
      throw new HttpsError(
        'failed-precondition',
        `This ${spec.label} cannot be deleted while other records point to it: ` +
          referrers.map((r) => `${r.name} (${r.collection})`).join(', ') +
          '.',
        { referrers },
      );
    }
    const effects = await spec.onDelete?.(ctx, before);
    ctx.tx.delete(before.ref);
    effects?.();
    recordChange(ctx, {
      collection: spec.collection,
      recordId: id,
      name: String(before.get(spec.nameField) ?? id),
      action: 'delete',
      fields: [],
      version: (before.get('version') as number) + 1,
    });
  });
}

/** The record as the contract returns it (no search index fields, timestamps as ISO). */
export function publicRecord(id: string, data: DocumentData): Record<string, unknown> {
  const { nameLower: _n, searchTerms: _s, ...rest } = data;
  return toJson({ ...rest, id }) as Record<string, unknown>;
}
