// Where a search's candidate records and imports are kept, and their typed reads. Not registries:
// records come only from an import, are never edited, and are read by search or by question.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import { searchRecord, type SearchRecord } from './contract.js';

export const SEARCH_RECORDS = 'searchRecords';
export const SEARCH_IMPORTS = 'searchImports';

/** A stored record: its fields as the contract declares them (the id is the document's). */
const stored = searchRecord.omit({ id: true });

export const recordOf = (snap: DocumentSnapshot): SearchRecord => ({
  ...readStored(stored, snap),
  id: snap.id,
});

/** Every record of a question's searches (a few thousand at most: SEARCH_MAX_RECORDS each). */
export async function recordsOfQuestion(questionId: string): Promise<SearchRecord[]> {
  const snap = await db.collection(SEARCH_RECORDS).where('questionId', '==', questionId).get();
  return snap.docs.map(recordOf);
}
