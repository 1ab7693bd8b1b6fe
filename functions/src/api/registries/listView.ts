// A small collection's list (its declaration says `small`), served from a view: every row's
// listed, filtered and sorted fields, kept in a few documents per version of the collections
// whose writes can change them, and filtered, sorted and paged here with Firestore's own rules.
// Such a list takes any filter with any sort and needs no composite index (indexes.ts leaves it
// out). Reads: the data version and the view (2 while nothing changed; 1 on an instance that
// read it already); after a write that concerns it, the first list call reads the collection.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';

import { affectedBy, allRegistries } from '../../contract/index.js';
import { db } from '../../platform/admin.js';
import { readStored } from './read.js';
import { dataVersionDoc, versionOf } from './versions.js';

export interface ListConfig {
  collection: string;
  /** Sort name in the contract → Firestore field. */
  sortFields: Record<string, string>;
  /** Filter name in the contract → Firestore field and operator. */
  filterFields: Record<string, { field: string; op: '==' | 'array-contains' }>;
  /** Orders applied before the chosen sort (posts: pinned first). */
  leadingOrder?: Array<{ field: string; direction: 'asc' | 'desc' }>;
  /** Sorts offered in one direction only (contract name → direction). */
  oneWay?: Record<string, 'asc' | 'desc'>;
  /** Fields read for a list row (a projection keeps pages small). */
  select: string[];
  /** Equality filters every query of this list carries (own records only). */
  implicitFilters?: string[];
  /**
   * The sort of a name search: by name where the list sorts by name, else its default. One
   * sort keeps the composite indexes a search needs to two (Firestore allows 200 in all).
   */
  searchSort: string;
  /** Served from a view of all its rows, needing no composite index (listView.ts). */
  small?: boolean;
}

const LIST_VIEWS = 'listViews';
/** Bytes of rows per view document, well under Firestore's 1 MiB per document. */
const CHUNK_BYTES = 600_000;

export interface ViewRow {
  id: string;
  data: DocumentData;
}

/** The view's first document; more rows, if any, in `chunks/<version>-<n>`. */
const viewHead = z.object({
  version: z.number().int(),
  fields: z.array(z.string()),
  chunks: z.number().int().min(1),
  /** Rows as JSON (one string: quick to store and read however many rows). */
  rows: z.string(),
});
type ViewHead = z.output<typeof viewHead>;
/** The rows after the head's, in chunks of the same version. */
const viewChunk = viewHead.pick({ rows: true });

const headRef = (collection: string) => db.collection(LIST_VIEWS).doc(collection);
const chunkRef = (collection: string, version: number, i: number) =>
  headRef(collection).collection('chunks').doc(`${version}-${i}`);

/** Rows as JSON, timestamps kept as such. */
function rowsToJson(rows: ViewRow[]): string {
  return JSON.stringify(
    rows,
    function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      return raw instanceof Timestamp ? { $ts: [raw.seconds, raw.nanoseconds] } : value;
    },
  );
}

function rowsFromJson(json: string): ViewRow[] {
  return JSON.parse(json, (_key, value: unknown) => {
    const ts = (value as { $ts?: [number, number] } | null)?.$ts;
    return Array.isArray(ts) ? new Timestamp(ts[0], ts[1]) : value;
  }) as ViewRow[];
}

/** The views this instance read last: while their version holds, a list call reads one document. */
const cached = new Map<string, { version: number; fields: string[]; rows: ViewRow[] }>();

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

/** Rows as JSON strings that each fit a document. */
export function chunked(rows: ViewRow[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const json = rowsToJson([row]).slice(1, -1);
    // Bytes, not characters: Firestore counts UTF-8 (a name in syllabics is 3 bytes a letter).
    const size = Buffer.byteLength(json, 'utf8');
    if (bytes + size > CHUNK_BYTES && current.length > 0) {
      chunks.push(`[${current.join(',')}]`);
      current = [];
      bytes = 0;
    }
    current.push(json);
    bytes += size + 1;
  }
  chunks.push(`[${current.join(',')}]`);
  return chunks;
}

/**
 * Reads the collection and stores its view: plain writes, no transaction (a view stored by a
 * slower, older rebuild is only read again from the collection by the next call).
 */
async function rebuild(
  collection: string,
  version: number,
  fields: string[],
  old: ViewHead | null,
): Promise<ViewRow[]> {
  const snap = await db
    .collection(collection)
    .select(...fields)
    .get();
  const rows = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  const [first = '[]', ...rest] = chunked(rows);
  const batch = db.batch();
  for (let i = 1; old && old.version !== version && i < old.chunks; i++)
    batch.delete(chunkRef(collection, old.version, i));
  rest.forEach((chunk, i) => batch.set(chunkRef(collection, version, i + 1), { rows: chunk }));
  batch.set(headRef(collection), {
    version,
    fields,
    chunks: rest.length + 1,
    rows: first,
  } satisfies ViewHead);
  await batch.commit();
  cached.set(collection, { version, fields, rows });
  return rows;
}

/** Rebuilds under way on this instance: calls arriving meanwhile wait for the same one. */
const rebuilding = new Map<string, { version: number; rows: Promise<ViewRow[]> }>();

function rebuildOnce(
  collection: string,
  version: number,
  fields: string[],
  old: ViewHead | null,
): Promise<ViewRow[]> {
  const running = rebuilding.get(collection);
  if (running?.version === version) return running.rows;
  const rows = rebuild(collection, version, fields, old).finally(() => {
    if (rebuilding.get(collection)?.rows === rows) rebuilding.delete(collection);
  });
  rebuilding.set(collection, { version, rows });
  return rows;
}

/**
 * The collections whose writes can change a collection's rows: itself, and those whose writes
 * reach it (references' counters, lists and name copies, declared dependents), as the web app's
 * cache follows them (`affectedBy`).
 */
const sourcesOf = (collection: string): string[] =>
  allRegistries
    .filter((r) => affectedBy(allRegistries, r.name).includes(collection))
    .map((r) => r.name);

/** Every row of a small collection with the fields asked for, as of its sources' versions. */
export async function viewRows(collection: string, fields: string[]): Promise<ViewRow[]> {
  const covers = (view: { fields: string[] }) => fields.every((f) => view.fields.includes(f));
  const version = versionOf(await dataVersionDoc().get(), sourcesOf(collection));
  const mine = cached.get(collection);
  if (mine?.version === version && covers(mine)) return mine.rows;
  const headSnap = await headRef(collection).get();
  const head = headSnap.exists ? readStored(viewHead, headSnap) : null;
  if (head?.version !== version || !covers(head))
    return rebuildOnce(collection, version, fields, head);
  const more =
    head.chunks > 1
      ? await db.getAll(
          ...Array.from({ length: head.chunks - 1 }, (_, i) =>
            chunkRef(collection, version, i + 1),
          ),
        )
      : [];
  // A chunk replaced meanwhile (a newer view) is read again from the collection.
  if (more.some((s) => !s.exists)) return rebuildOnce(collection, version, fields, head);
  const rows = [head.rows, ...more.map((s) => readStored(viewChunk, s).rows)].flatMap(rowsFromJson);
  cached.set(collection, { version, fields: head.fields, rows });
  return rows;
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
