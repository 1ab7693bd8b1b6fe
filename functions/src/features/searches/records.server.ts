// Where a search's candidate records and imports are kept, and their typed reads. Not registries:
// records come only from an import, are never edited, and are read by search or by question.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { z } from 'zod';

import { searchRecord, type SearchRecord } from './contract.js';
import { SEARCH_RECORDS } from './store.js';

export { SEARCH_IMPORTS, SEARCH_RECORDS } from './store.js';

/** A stored record: its fields as the contract declares them (the id is the document's). */
const stored = searchRecord.omit({ id: true });

export const recordOf = (snap: DocumentSnapshot): SearchRecord => ({
  ...readStored(stored, snap),
  id: snap.id,
});

/** What screening's board reads of each record: its place and whether it duplicates another. */
const placed = searchRecord.pick({ searchId: true, position: true, duplicateOf: true });
export type PlacedRecord = { id: string } & z.infer<typeof placed>;

/**
 * Every record of a question's searches, without its text (a projection): what screening's
 * queue and counts need, a small part of a record with its abstract.
 */
export async function placedRecordsOfQuestion(questionId: string): Promise<PlacedRecord[]> {
  const snap = await db
    .collection(SEARCH_RECORDS)
    .where('questionId', '==', questionId)
    .select('searchId', 'position', 'duplicateOf')
    .get();
  return snap.docs.map((d) => ({ ...readStored(placed, d), id: d.id }));
}

/**
 * A search's records after a place in its import order, without their text: a page of the
 * screening queue read from where the screener is rather than the whole question.
 */
export async function placedRecordsAfter(
  searchId: string,
  afterPosition: number,
  limit: number,
): Promise<PlacedRecord[]> {
  const snap = await db
    .collection(SEARCH_RECORDS)
    .where('searchId', '==', searchId)
    .where('position', '>', afterPosition)
    .orderBy('position')
    .limit(limit)
    .select('searchId', 'position', 'duplicateOf')
    .get();
  return snap.docs.map((d) => ({ ...readStored(placed, d), id: d.id }));
}

/** Records by id, whole, in the order asked (missing ones left out). */
export async function recordsById(ids: readonly string[]): Promise<SearchRecord[]> {
  if (ids.length === 0) return [];
  const snaps = await db.getAll(...ids.map((id) => db.collection(SEARCH_RECORDS).doc(id)));
  return snaps.filter((s) => s.exists).map(recordOf);
}
