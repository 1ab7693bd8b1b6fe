// A small collection's list (its declaration says `small`), served from a view: every row's
// listed, filtered and sorted fields, kept in a few documents per data version and filtered,
// sorted and paged here with Firestore's own rules. Such a list takes any filter with any sort
// and needs no composite index (indexes.ts leaves it out). Reads: the data version and the view
// (2 while nothing changed); after a write, the first list call also reads the collection once.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

import { searchKey } from '../../contract/index.js';
import { db } from '../../platform/admin.js';
import { dataVersionDoc, type ListConfig } from './kit.js';

export const LIST_VIEWS = 'listViews';
/** Bytes of rows per view document, well under Firestore's 1 MiB per document. */
const CHUNK_BYTES = 600_000;

export interface ViewRow {
  id: string;
  data: DocumentData;
}

interface ViewHead {
  version: number;
  fields: string[];
  chunks: number;
  rows: ViewRow[];
}

const headRef = (collection: string) => db.collection(LIST_VIEWS).doc(collection);
const chunkRef = (collection: string, version: number, i: number) =>
  headRef(collection).collection('chunks').doc(`${version}-${i}`);

/** The stored fields a list needs: shown, filtered on, sorted by, searched, owned. */
export function viewFields(config: ListConfig, select: readonly string[]): string[] {
  return [
    ...new Set([
      ...select,
      ...Object.values(config.sortFields),
      ...Object.values(config.filterFields).map((f) => f.field),
      ...(config.leadingOrder ?? []).map((o) => o.field),
      ...(config.implicitFilters ?? []),
      'searchTerms',
      'createdBy',
    ]),
  ].sort();
}

/** Rows cut into chunks that each fit a document. */
function chunked(rows: ViewRow[]): ViewRow[][] {
  const chunks: ViewRow[][] = [[]];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length;
    if (bytes + size > CHUNK_BYTES && (chunks.at(-1)?.length ?? 0) > 0) {
      chunks.push([]);
      bytes = 0;
    }
    chunks.at(-1)?.push(row);
    bytes += size;
  }
  return chunks;
}

async function rebuild(collection: string, version: number, fields: string[]): Promise<ViewRow[]> {
  const snap = await db
    .collection(collection)
    .select(...fields)
    .get();
  const rows = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  const [first = [], ...rest] = chunked(rows);
  // Kept only if no newer view was stored meanwhile; the older view's chunks go with it.
  await db.runTransaction(async (tx) => {
    const current = await tx.get(headRef(collection));
    const old = current.exists ? (current.data() as ViewHead) : null;
    if (old && old.version > version) return;
    for (let i = 1; old && i < old.chunks; i++) tx.delete(chunkRef(collection, old.version, i));
    rest.forEach((chunk, i) => tx.set(chunkRef(collection, version, i + 1), { rows: chunk }));
    tx.set(headRef(collection), {
      version,
      fields,
      chunks: rest.length + 1,
      rows: first,
    } satisfies ViewHead);
  });
  return rows;
}

/** Every row of a small collection with the fields asked for, as of the current data version. */
export async function viewRows(collection: string, fields: string[]): Promise<ViewRow[]> {
  const [versionSnap, headSnap] = await Promise.all([
    dataVersionDoc().get(),
    headRef(collection).get(),
  ]);
  const version = (versionSnap.get('version') as number | undefined) ?? 0;
  const head = headSnap.exists ? (headSnap.data() as ViewHead) : null;
  if (!head || head.version !== version || !fields.every((f) => head.fields.includes(f)))
    return rebuild(collection, version, fields);
  if (head.chunks === 1) return head.rows;
  const more = await db.getAll(
    ...Array.from({ length: head.chunks - 1 }, (_, i) => chunkRef(collection, version, i + 1)),
  );
  // A chunk replaced meanwhile (a newer view) is read again from the collection.
  if (more.some((s) => !s.exists)) return rebuild(collection, version, fields);
  return [...head.rows, ...more.flatMap((s) => (s.get('rows') as ViewRow[] | undefined) ?? [])];
}

// Firestore's order of values: null, booleans, numbers, timestamps, strings (by UTF-8 bytes).
const RANK = { null: 0, boolean: 1, number: 2, timestamp: 3, string: 4, other: 5 } as const;
const rankOf = (v: unknown): number =>
  v === null
    ? RANK.null
    : typeof v === 'boolean'
      ? RANK.boolean
      : typeof v === 'number'
        ? RANK.number
        : v instanceof Timestamp
          ? RANK.timestamp
          : typeof v === 'string'
            ? RANK.string
            : RANK.other;

const compareStrings = (a: string, b: string) =>
  Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Compares two stored values as Firestore orders them. */
export function compareStored(a: unknown, b: unknown): number {
  const ra = rankOf(a);
  const rb = rankOf(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b))
      return Number(!Number.isNaN(a)) - Number(!Number.isNaN(b));
    return a - b;
  }
  if (a instanceof Timestamp && b instanceof Timestamp)
    return a.toMillis() - b.toMillis() || a.nanoseconds - b.nanoseconds;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  return 0;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : a === b;

export interface ViewQuery {
  /** Equality (or array-contains) conditions, all of which a row must meet. */
  where: Array<{ field: string; op: '==' | 'array-contains'; value: unknown }>;
  orders: Array<{ field: string; direction: 'asc' | 'desc' }>;
  /** The last row of the previous page: its ordered values and id. */
  after?: { values: unknown[]; id: string } | undefined;
}

/**
 * The rows a Firestore query with these conditions and orders (then the id, in the last order's
 * direction) would return, in order: rows lacking an ordered field are left out, as there.
 */
export function queryRows(rows: ViewRow[], query: ViewQuery): { matched: number; rows: ViewRow[] } {
  const direction = query.orders.at(-1)?.direction ?? 'asc';
  const compare = (a: { values: unknown[]; id: string }, b: { values: unknown[]; id: string }) => {
    for (const [i, order] of query.orders.entries()) {
      const c = compareStored(a.values[i], b.values[i]);
      if (c !== 0) return order.direction === 'desc' ? -c : c;
    }
    const c = compareStrings(a.id, b.id);
    return direction === 'desc' ? -c : c;
  };
  const positioned = rows
    .filter((row) =>
      query.where.every(({ field, op, value }) => {
        const stored: unknown = row.data[field];
        return op === 'array-contains'
          ? Array.isArray(stored) && stored.some((v) => same(v, value))
          : same(stored, value);
      }),
    )
    .filter((row) => query.orders.every((o) => row.data[o.field] !== undefined))
    .map((row) => ({
      row,
      values: query.orders.map((o) => row.data[o.field] as unknown),
      id: row.id,
    }))
    .sort(compare);
  const after = query.after;
  const rest = after ? positioned.filter((p) => compare(p, after) > 0) : positioned;
  return { matched: positioned.length, rows: rest.map((p) => p.row) };
}

/** A name search's condition on a view: the search key among the row's search terms. */
export const searchCondition = (search: string) => {
  const key = searchKey(search);
  return key ? [{ field: 'searchTerms', op: 'array-contains' as const, value: key }] : [];
};
