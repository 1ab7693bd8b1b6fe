// The composite indexes production Firestore needs for every query the API makes, derived from
// the list configurations (the emulators need none, so nothing else would tell us).
import { clinicalNeedList } from './clinicalNeeds.js';
import { communityList } from './communities.js';
import { facilityList } from './facilities.js';
import type { ListConfig } from './kit.js';
import { postList } from './posts.js';
import { technologyList } from './technologies.js';
import { vendorList } from './vendors.js';

type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const LISTS: ListConfig[] = [
  communityList,
  facilityList,
  technologyList,
  vendorList,
  clinicalNeedList,
  postList,
];

const order = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/**
 * For each list: every filter (equality or array-contains), and the name search, paired with
 * every sort in both directions. Firestore merges these per-filter indexes when a query combines
 * several equality filters with one order.
 */
function listIndexes(list: ListConfig): CompositeIndex[] {
  const filters: IndexField[] = [
    ...Object.values(list.filterFields).map((f): IndexField =>
      f.op === 'array-contains'
        ? { fieldPath: f.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: f.field, order: 'ASCENDING' },
    ),
    { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
  ];
  const out: CompositeIndex[] = [];
  for (const sortField of new Set(Object.values(list.sortFields))) {
    for (const direction of ['asc', 'desc'] as const) {
      const orders: IndexField[] = [
        ...(list.leadingOrder ?? []).map((o): IndexField => ({
          fieldPath: o.field,
          order: order(o.direction),
        })),
        { fieldPath: sortField, order: order(direction) },
      ];
      // The leading order alone with the sort is a query too (no filter).
      if (orders.length > 1)
        out.push({ collectionGroup: list.collection, queryScope: 'COLLECTION', fields: orders });
      for (const filter of filters) {
        if (filter.fieldPath === sortField) continue;
        out.push({
          collectionGroup: list.collection,
          queryScope: 'COLLECTION',
          fields: [filter, ...orders],
        });
      }
    }
  }
  return out;
}

/** Queries outside the lists: home's pinned posts, a person's conversations. */
const OTHER: CompositeIndex[] = [
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
];

export function firestoreIndexes(): { indexes: CompositeIndex[]; fieldOverrides: never[] } {
  const all = [...LISTS.flatMap(listIndexes), ...OTHER];
  const unique = [...new Map(all.map((i) => [JSON.stringify(i), i])).values()];
  return { indexes: unique, fieldOverrides: [] };
}
