// The composite indexes production Firestore needs for every query the API makes, derived from
// the registries' list declarations. The Firestore stand-in refuses any query these do not serve,
// as production does (emulators/src/firestore/indexes.ts), so every test proves they are enough.
import { allRegistries } from '../../contract/index.js';
import { listConfigOf, type ListConfig } from './kit.js';

type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const order = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/**
 * For each list kept in Firestore's indexes: every filter (equality or array-contains) paired
 * with every sort in both directions, and the name search with its one sort. Firestore merges
 * these per-filter indexes when a query combines several filters with one order. Lists kept per
 * person filter on their author (admins' do not). A small list is served from its view and
 * needs none.
 */
export function listIndexes(list: ListConfig): CompositeIndex[] {
  if (list.small) return [];
  const implicit: IndexField[] = (list.implicitFilters ?? []).map((field) => ({
    fieldPath: field,
    order: 'ASCENDING',
  }));
  const filters: IndexField[] = Object.values(list.filterFields).map((f): IndexField =>
    f.op === 'array-contains'
      ? { fieldPath: f.field, arrayConfig: 'CONTAINS' }
      : { fieldPath: f.field, order: 'ASCENDING' },
  );
  const search: IndexField = { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' };
  const searchSortField = list.sortFields[list.searchSort];
  const out: CompositeIndex[] = [];
  const add = (fields: IndexField[]) =>
    out.push({ collectionGroup: list.collection, queryScope: 'COLLECTION', fields });
  for (const [sortName, sortField] of Object.entries(list.sortFields)) {
    const only = list.oneWay?.[sortName];
    for (const direction of only ? [only] : (['asc', 'desc'] as const)) {
      const orders: IndexField[] = [
        ...(list.leadingOrder ?? []).map((o): IndexField => ({
          fieldPath: o.field,
          order: order(o.direction),
        })),
        { fieldPath: sortField, order: order(direction) },
      ];
      // People see their own records, admins everyone's: each query with and without the author.
      for (const own of implicit.length > 0 ? [implicit, []] : [[]]) {
        // The orders alone are a query too (no filter) when more than one field is involved.
        if (orders.length + own.length > 1) add([...own, ...orders]);
        for (const filter of filters) {
          if (filter.fieldPath === sortField) continue;
          add([...own, filter, ...orders]);
        }
        // A name search sorts by name only (kit.ts), alone or with filters (index merging).
        if (sortField === searchSortField) add([...own, search, ...orders]);
      }
    }
  }
  return out;
}

/**
 * Queries outside the lists: home's pinned posts, a person's conversations, the waiting list,
 * a search's records in import order (screening reads its queue a page at a time), a
 * technology's newest questions (its report).
 * (Others written by hand use a list's indexes: an assessment's or a session's by facility,
 * a need's assessments, a place's events.)
 */
const OTHER: CompositeIndex[] = [
  {
    collectionGroup: 'technologies',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'hasResults', order: 'ASCENDING' },
      { fieldPath: 'lifecycleStage', order: 'ASCENDING' },
      { fieldPath: 'stageChangedAt', order: 'ASCENDING' },
    ],
  },
  {
    collectionGroup: 'posts',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'pinned', order: 'ASCENDING' },
      { fieldPath: 'publishedAt', order: 'DESCENDING' },
    ],
  },
  {
    collectionGroup: 'conversations',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'uid', order: 'ASCENDING' },
      { fieldPath: 'updatedAt', order: 'DESCENDING' },
    ],
  },
  {
    collectionGroup: 'questions',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'technologyId', order: 'ASCENDING' },
      { fieldPath: 'updatedAt', order: 'DESCENDING' },
    ],
  },
  {
    collectionGroup: 'searchRecords',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'searchId', order: 'ASCENDING' },
      { fieldPath: 'position', order: 'ASCENDING' },
    ],
  },
];

/** A field's own settings: here, a time-to-live field (production deletes expired documents). */
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl: boolean;
  indexes: never[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

/**
 * Request ids are remembered for a while (api/requestIds.ts), then deleted by Firestore's
 * time-to-live policy on `expiresAt`, which `firebase deploy` sets from this file. The field is
 * never queried, so it takes no index.
 */
const TIME_TO_LIVE: FieldOverride[] = [
  { collectionGroup: 'requests', fieldPath: 'expiresAt', ttl: true, indexes: [] },
];

export function firestoreIndexes(): IndexFile {
  const all = [...allRegistries.map(listConfigOf).flatMap(listIndexes), ...OTHER];
  const unique = [...new Map(all.map((i) => [JSON.stringify(i), i])).values()];
  return { indexes: unique, fieldOverrides: TIME_TO_LIVE };
}

/** How many indexes each collection takes, largest first ("facilities 3, posts 1"). */
export function countsByCollection(indexes: readonly CompositeIndex[]): string {
  const counts = new Map<string, number>();
  for (const i of indexes) counts.set(i.collectionGroup, (counts.get(i.collectionGroup) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([collection, n]) => `${collection} ${n}`)
    .join(', ');
}
