// Composite index enforcement, as production Firestore does it: a query that its automatic
// single-field indexes cannot serve needs a declared composite index (or several, merged for
// equality filters), else it is refused with FAILED_PRECONDITION. The official emulator does not
// check, so without this a missing index shows only after deploy. The indexes come from the
// generated file (functions/firestore.indexes.json, from the registries' lists).
import { readFileSync } from 'node:fs';

import { FirestoreError, status } from './errors.js';
import { effectiveOrder, type Filter, type Query } from './query.js';

export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const NAME = '__name__';

/** The composite indexes of an index file (firestore.indexes.json). */
export function readIndexFile(file: string): CompositeIndex[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { indexes?: CompositeIndex[] };
  if (!Array.isArray(parsed.indexes)) throw new Error(`${file} has no "indexes" list.`);
  return parsed.indexes;
}

type Equality = { field: string; contains: boolean };

/** Equality-like filters (==, in, is null/NaN; array-contains and -any) of a query's AND tree. */
function equalities(filter: Filter | undefined, out: Equality[] = []): Equality[] {
  if (!filter) return out;
  if (filter.kind === 'composite') {
    for (const f of filter.filters) equalities(f, out);
    return out;
  }
  if (filter.field.raw === NAME) return out;
  const contains = filter.op === 'ARRAY_CONTAINS' || filter.op === 'ARRAY_CONTAINS_ANY';
  const equal = ['EQUAL', 'IN', 'IS_NULL', 'IS_NAN'].includes(filter.op);
  if (
    (contains || equal) &&
    !out.some((e) => e.field === filter.field.raw && e.contains === contains)
  )
    out.push({ field: filter.field.raw, contains });
  return out;
}

interface Needed {
  equalities: Equality[];
  /** The orders after equality-filtered fields are dropped (they are constant), without the id. */
  orders: Array<{ field: string; descending: boolean }>;
}

/** What a query asks of the indexes; null when single-field indexes serve it. */
export function neededIndex(query: Query): Needed | null {
  const eq = equalities(query.where);
  const constant = new Set(eq.filter((e) => !e.contains).map((e) => e.field));
  const all = effectiveOrder(query);
  // The id ordering last rides on every index (in the last field's direction).
  const orders = all
    .slice(0, -1)
    .filter((o) => !constant.has(o.field.raw))
    .map((o) => ({ field: o.field.raw, descending: o.descending }));
  // Equality filters alone merge single-field indexes; one ordered field alone has its own.
  if (orders.length === 0) return null;
  if (orders.length === 1 && eq.length === 0) return null;
  return { equalities: eq, orders };
}

/** The equality fields an index serves for these orders, or null if it does not fit the query. */
function servedBy(index: CompositeIndex, needed: Needed): Equality[] | null {
  let fields = index.fields;
  const last = fields.at(-1);
  if (last?.fieldPath === NAME) fields = fields.slice(0, -1);
  const split = fields.length - needed.orders.length;
  if (split < 0) return null;
  const suffixFits = needed.orders.every((o, i) => {
    const f = fields[split + i];
    return (
      f !== undefined &&
      'order' in f &&
      f.fieldPath === o.field &&
      (f.order === 'DESCENDING') === o.descending
    );
  });
  if (!suffixFits) return null;
  const prefix = fields.slice(0, split).map((f) => ({
    field: f.fieldPath,
    contains: 'arrayConfig' in f,
  }));
  const fitsQuery = prefix.every((p) =>
    needed.equalities.some((e) => e.field === p.field && e.contains === p.contains),
  );
  return fitsQuery ? prefix : null;
}

/**
 * Whether the declared indexes serve a query: indexes ending in its orders whose leading fields
 * are among its equality filters, together covering every one of them (Firestore merges them).
 */
export function indexServes(indexes: readonly CompositeIndex[], query: Query): boolean {
  const needed = neededIndex(query);
  if (!needed) return true;
  const scope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const usable = indexes
    .filter((i) => i.collectionGroup === query.collectionId && i.queryScope === scope)
    .map((i) => servedBy(i, needed))
    .filter((p): p is Equality[] => p !== null);
  if (needed.equalities.length === 0) return usable.some((p) => p.length === 0);
  return needed.equalities.every((e) =>
    usable.some((p) => p.some((f) => f.field === e.field && f.contains === e.contains)),
  );
}

/** The index a query would need, as a person declares it. */
export function describeNeeded(query: Query, needed: Needed): string {
  const fields = [
    ...needed.equalities.map((e) => `${e.field} ${e.contains ? 'CONTAINS' : 'ASCENDING'}`),
    ...needed.orders.map((o) => `${o.field} ${o.descending ? 'DESCENDING' : 'ASCENDING'}`),
  ];
  const scope = query.allDescendants ? ' (collection group)' : '';
  return `collection ${query.collectionId}${scope}: ${fields.join(', ')}`;
}

/** Refuses a query the indexes do not serve, with production's error. */
export function checkIndexes(indexes: readonly CompositeIndex[] | undefined, query: Query): void {
  if (!indexes || indexServes(indexes, query)) return;
  const needed = neededIndex(query);
  if (!needed) return;
  throw new FirestoreError(
    status.FAILED_PRECONDITION,
    `The query requires an index. Declare it in functions/firestore.indexes.json (generated from ` +
      `the registries' lists by functions/src/api/registries/indexes.ts): ` +
      describeNeeded(query, needed) +
      '.',
  );
}
