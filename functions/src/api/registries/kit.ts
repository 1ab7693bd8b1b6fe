// What every registry's API shares: paging with cursors, sort, filters and name search;
// related reads; and the pieces of the write path (version check, audit, data version).
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

import { searchKey, searchSortOf, type AnyRegistry } from '../../contract/index.js';
import { db } from '../../platform/admin.js';
import type { Caller } from '../../auth/caller.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { queryRows, viewFields, viewRows, type ListConfig, type ViewQuery } from './listView.js';
import { readStored, recordData, toJson } from './read.js';
import { dataVersionDoc, storedDataVersion, versionOf } from './versions.js';

export { dataVersionDoc, storedDataVersion, versionOf, type ListConfig };
import { INDEX_FIELDS } from './stored.js';

export const AUDIT = 'audit';
/** Every stored record carries its version, counted from 1 (the check of what a caller edited). */
const storedVersion = z.object({ version: z.number().int().min(1) });
/** A stored record's version. */
export const recordVersionOf = (snap: DocumentSnapshot) => readStored(storedVersion, snap).version;

/** Top-level keys a schema can hold (an object, or any member of a union). */
export function keysOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as z.ZodType[]).flatMap(keysOf))];
  }
  return [];
}

/** A registry's list, as the declaration gives it. */
export function listConfigOf(registry: AnyRegistry): ListConfig {
  return {
    collection: registry.name,
    sortFields: registry.list.sorts,
    filterFields: Object.fromEntries(
      Object.entries(registry.list.filters).map(([name, spec]) => [
        name,
        { field: spec.field ?? name, op: spec.op ?? '==' },
      ]),
    ),
    leadingOrder: registry.list.leadingOrder,
    oneWay: registry.list.oneWay as Record<string, 'asc' | 'desc'> | undefined,
    select: (registry.list.select ?? keysOf(registry.summary)).filter(
      (key) => key !== 'id' && !(INDEX_FIELDS as readonly string[]).includes(key),
    ),
    implicitFilters: registry.ownRecordsOnly ? ['createdBy'] : undefined,
    searchSort: searchSortOf(registry),
    small: registry.list.small,
  };
}

export interface ListInput {
  pageSize: number;
  cursor?: string | null | undefined;
  sort: { field: string; direction: 'asc' | 'desc' };
  search?: string | undefined;
  filters: Record<string, unknown>;
}

/** A list's sort, filters and search as Firestore conditions and orders (checked). */
function listQueryOf(config: ListConfig, input: ListInput, conditions: Record<string, unknown>) {
  const where: ViewQuery['where'] = Object.entries(conditions).map(([field, value]) => ({
    field,
    op: '==' as const,
    value,
  }));
  for (const [name, value] of Object.entries(input.filters)) {
    if (value === undefined) continue;
    const filter = config.filterFields[name];
    if (!filter) throw new HttpsError('invalid-argument', `Cannot filter on ${name}.`);
    where.push({ field: filter.field, op: filter.op, value });
  }
  let sort = input.sort;
  if (input.search) {
    const key = searchKey(input.search);
    if (key) where.push({ field: 'searchTerms', op: 'array-contains', value: key });
    if (key && sort.field !== config.searchSort)
      sort = { field: config.searchSort, direction: config.oneWay?.[config.searchSort] ?? 'asc' };
  }
  const sortField = config.sortFields[sort.field];
  if (!sortField) throw new HttpsError('invalid-argument', `Cannot sort on ${sort.field}.`);
  const only = config.oneWay?.[sort.field];
  if (only && only !== sort.direction) {
    throw new HttpsError(
      'invalid-argument',
      `${sort.field} sorts ${only === 'desc' ? 'newest first' : 'in one direction'} only.`,
    );
  }
  const orders = [...(config.leadingOrder ?? []), { field: sortField, direction: sort.direction }];
  return { where, orders, direction: sort.direction };
}

/**
 * One page of a registry, items as `toItem` makes them from a row's JSON (with its id).
 * `conditions`: equality conditions the caller adds (own records only). Reads for a list kept
 * in Firestore's indexes: the page (pageSize + 1 to know whether another follows; the extra
 * document is not returned) and one for the count — page size + 2 at most. A small list reads
 * its view instead (listView.ts).
 */
export async function listPage<Item>(
  config: ListConfig,
  input: ListInput,
  toItem: (row: Record<string, unknown>) => Item,
  conditions: Record<string, unknown> = {},
): Promise<{ items: Item[]; nextCursor: string | null; total: number }> {
  const { where, orders, direction } = listQueryOf(config, input, conditions);
  const after = input.cursor ? decodeCursor(input.cursor, orders.length) : undefined;
  // The row holds the ordered fields too: the next page's cursor is built from them.
  const fields = [...new Set([...config.select, ...orders.map((o) => o.field)])];
  const shown = (id: string, data: DocumentData) =>
    toJson({ ...Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])), id });

  if (config.small) {
    const all = await viewRows(config.collection, viewFields(config, fields));
    const { matched, rows } = queryRows(all, { where, orders, after });
    const page = rows.slice(0, input.pageSize);
    const last = page.at(-1);
    return {
      items: page.map((r) => toItem(shown(r.id, r.data) as Record<string, unknown>)),
      nextCursor:
        rows.length > input.pageSize && last
          ? encodeCursor(
              orders.map((o) => last.data[o.field] as unknown),
              last.id,
            )
          : null,
      total: matched,
    };
  }

  let ordered: Query = db.collection(config.collection);
  for (const w of where) ordered = ordered.where(w.field, w.op, w.value);
  for (const order of orders) ordered = ordered.orderBy(order.field, order.direction);
  ordered = ordered.orderBy(FieldPath.documentId(), direction);

  const counted = ordered.count().get();
  let paged = ordered.select(...fields);
  if (after) paged = paged.startAfter(...after.values, after.id);
  const [page, total] = await Promise.all([paged.limit(input.pageSize + 1).get(), counted]);
  const docs = page.docs.slice(0, input.pageSize);
  const last = docs.at(-1);
  const nextCursor =
    page.docs.length > input.pageSize && last
      ? encodeCursor(
          orders.map((o) => last.get(o.field) as unknown),
          last.id,
        )
      : null;
  return {
    items: docs.map((d) => toItem(shown(d.id, d.data()) as Record<string, unknown>)),
    nextCursor,
    total: total.data().count,
  };
}

/** A related record as a profile lists it: id, name and one detail. */
export const related = (snap: DocumentSnapshot, nameField: string, detailField: string) => ({
  id: snap.id,
  name: String(snap.get(nameField) ?? snap.id),
  detail: (snap.get(detailField) as string | null | undefined) ?? null,
});

/** Reads records by id (bounded by the schemas' array limits); names missing ones. */
export async function readMany(
  tx: Transaction | null,
  collection: string,
  ids: readonly string[],
): Promise<{ found: DocumentSnapshot[]; missing: string[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { found: [], missing: [] };
  const refs = unique.map((id) => db.collection(collection).doc(id));
  const snaps = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
  return {
    found: snaps.filter((s) => s.exists),
    missing: snaps.filter((s) => !s.exists).map((s) => s.id),
  };
}

/** A refused field of `fields`, keyed as validation errors are (`fields.<name>`). */
export function fieldError(field: string, message: string): HttpsError {
  return new HttpsError('invalid-argument', message, { fields: { [`fields.${field}`]: message } });
}

export function notFound(label: string, id: string): HttpsError {
  return new HttpsError(
    'not-found',
    `There is no ${label} with id ${id}. It may have been deleted.`,
  );
}

/** Names of top-level fields whose values differ (for the audit trail). */
export function changedFields(before: DocumentData, after: DocumentData): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => !['updatedAt', 'updatedBy', 'version', ...INDEX_FIELDS].includes(k))
    .filter(
      (k) => JSON.stringify(toJson(before[k]) ?? null) !== JSON.stringify(toJson(after[k]) ?? null),
    )
    .sort();
}

export interface WriteContext {
  tx: Transaction;
  caller: Caller;
  now: Timestamp;
}

/** The audit entry and the data-version bump every write leaves, in the same transaction. */
export function recordChange(
  ctx: WriteContext,
  entry: {
    collection: string;
    recordId: string;
    name: string;
    action: 'create' | 'update' | 'delete';
    fields: string[];
    version: number;
  },
) {
  ctx.tx.create(db.collection(AUDIT).doc(), {
    ...entry,
    by: ctx.caller.uid,
    byEmail: ctx.caller.email,
    at: ctx.now,
  });
  bumpDataVersion(ctx.tx, entry.collection, ctx.now);
}

/**
 * Counts a write: the data version (Echo's context follows it) and the collection's own, so
 * figures computed from some collections (census divisions) follow only writes to those.
 */
export function bumpDataVersion(tx: Transaction, collection: string, now: Timestamp) {
  tx.set(
    dataVersionDoc(),
    {
      version: FieldValue.increment(1),
      collections: { [collection]: FieldValue.increment(1) },
      updatedAt: now,
    },
    { merge: true },
  );
}

/** Reads a record for update/delete and checks the version the caller edited. */
export async function readForWrite(
  tx: Transaction,
  collection: string,
  label: string,
  id: string,
  expectedVersion: number | undefined,
): Promise<DocumentSnapshot> {
  const snap = await tx.get(db.collection(collection).doc(id));
  if (!snap.exists) throw notFound(label, id);
  const current = recordVersionOf(snap);
  if (expectedVersion !== undefined && current !== expectedVersion) {
    throw new HttpsError(
      'aborted',
      `This ${label} was changed by someone else since you opened it (now at version ${current}). ` +
        'Reload it to see their changes; your edits were not saved.',
      { currentVersion: current },
    );
  }
  return snap;
}

export { FieldValue, Timestamp, db, recordData, toJson };
