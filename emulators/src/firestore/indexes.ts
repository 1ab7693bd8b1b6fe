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

/** A field's own indexes, declared where the automatic ones do not do (collection groups). */
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: Array<{
    queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
    order?: 'ASCENDING' | 'DESCENDING';
    arrayConfig?: 'CONTAINS';
  }>;
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

const NAME = '__name__';

/** The indexes of an index file (firestore.indexes.json). */
export function readIndexFile(file: string): IndexFile {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<IndexFile>;
  if (!Array.isArray(parsed.indexes)) throw new Error(`${file} has no "indexes" list.`);
  return { indexes: parsed.indexes, fieldOverrides: parsed.fieldOverrides ?? [] };
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
function neededIndex(query: Query): Needed | null {
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

/** Fields a query filters or orders on, with the single-field index each uses. */
type FieldUse = { field: string; kind: 'EQUAL' | 'ASCENDING' | 'DESCENDING' | 'CONTAINS' };

function singleFieldUses(query: Query): FieldUse[] {
  const uses: FieldUse[] = equalities(query.where).map((e) => ({
    field: e.field,
    kind: e.contains ? 'CONTAINS' : 'EQUAL',
  }));
  for (const o of effectiveOrder(query).slice(0, -1))
    uses.push({ field: o.field.raw, kind: o.descending ? 'DESCENDING' : 'ASCENDING' });
  return uses.filter((u) => u.field !== NAME);
}

/**
 * A collection group query's single-field indexes: not automatic (only a collection's are), so
 * each field it filters or orders on needs an override with a collection group index.
 */
function groupFieldsServed(overrides: readonly FieldOverride[], query: Query): string[] {
  if (!query.allDescendants) return [];
  return singleFieldUses(query)
    .filter(
      (use) =>
        !overrides.some(
          (o) =>
            o.collectionGroup === query.collectionId &&
            o.fieldPath === use.field &&
            o.indexes.some(
              (i) =>
                i.queryScope === 'COLLECTION_GROUP' &&
                (use.kind === 'CONTAINS'
                  ? i.arrayConfig === 'CONTAINS'
                  : use.kind === 'EQUAL'
                    ? i.order !== undefined
                    : i.order === use.kind),
            ),
        ),
    )
    .map((use) => `${use.field} ${use.kind === 'EQUAL' ? 'ASCENDING' : use.kind}`);
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
function describeNeeded(query: Query, needed: Needed): string {
  const fields = [
    ...needed.equalities.map((e) => `${e.field} ${e.contains ? 'CONTAINS' : 'ASCENDING'}`),
    ...needed.orders.map((o) => `${o.field} ${o.descending ? 'DESCENDING' : 'ASCENDING'}`),
  ];
  const scope = query.allDescendants ? ' (collection group)' : '';
  return `collection ${query.collectionId}${scope}: ${fields.join(', ')}`;
}

/** Refuses a query the indexes do not serve, with production's error. */
export function checkIndexes(file: IndexFile | undefined, query: Query): void {
  if (!file) return;
  const scope = query.allDescendants ? ' (collection group)' : '';
  const refuse = (what: string) =>
    new FirestoreError(
      status.FAILED_PRECONDITION,
      `The query requires an index. Declare it in functions/firestore.indexes.json (generated ` +
        `from the registries' lists by functions/src/api/registries/indexes.ts): ${what}.`,
    );
  const needed = neededIndex(query);
  if (needed && !indexServes(file.indexes, query)) throw refuse(describeNeeded(query, needed));
  // A collection group served by single-field indexes needs them declared (field overrides).
  const missing = needed ? [] : groupFieldsServed(file.fieldOverrides, query);
  if (missing.length > 0)
    throw refuse(
      `collection ${query.collectionId}${scope}: a collection group index on ${missing.join(', ')} (fieldOverrides)`,
    );
}
