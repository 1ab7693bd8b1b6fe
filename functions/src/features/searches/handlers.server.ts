// A search's import on the server: the file is read by the study library's reader (bounded in
// entries and field lengths before anything is converted), each entry becomes a candidate record
// (candidates.ts), and in one transaction the records of the question's searches are read, the
// new ones marked where they duplicate an earlier one, and all written with the import's note —
// so a resend (same request id) is answered with the first import and writes nothing.
import { HttpsError } from 'firebase-functions/v2/https';

import type { Handlers } from '../../api/handler.js';
import { db, notFound, Timestamp, type WriteContext } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import { earlierRequest, noteRequest } from '../../api/requestIds.js';
import { collectionsOf } from '../../contract/registry.js';
import { CitationFileError, readCitations } from '../studies/public.server.js';
import {
  SEARCH_IMPORT_MAX_RECORDS,
  SEARCH_MAX_RECORDS,
  searches,
  searchImport,
  type SearchRecord,
} from './contract.js';
import { candidateOf, markDuplicates, type Candidate } from './candidates.js';
import { recordOf, SEARCH_IMPORTS, SEARCH_RECORDS } from './records.server.js';

const collections = collectionsOf(searches);

const storedSearch = searches.record.pick({ questionId: true });
const storedImport = searchImport.omit({ id: true, at: true });

function read(text: string) {
  try {
    return readCitations(text);
  } catch (e) {
    if (e instanceof CitationFileError) throw new HttpsError('invalid-argument', e.message);
    throw e;
  }
}

export const searchHandlers: Pick<Handlers, 'searches.importRecords' | 'searches.records'> = {
  'searches.importRecords': async ({ searchId, text, requestId }, { caller }) => {
    // Read and converted before the transaction: a retried transaction does not parse again.
    const { format, entries } = read(text);
    const skipped: Array<{ entry: number; label: string; reason: string }> = [];
    const candidates: Array<Candidate & { entry: number }> = [];
    entries.forEach((e, i) => {
      const entry = i + 1;
      const candidate = e.item ? candidateOf(e.item) : { problem: e.unreadable ?? 'Unreadable.' };
      if ('problem' in candidate)
        skipped.push({ entry, label: e.label, reason: candidate.problem });
      else candidates.push({ ...candidate, entry });
    });
    if (candidates.length > SEARCH_IMPORT_MAX_RECORDS)
      throw new HttpsError(
        'invalid-argument',
        `The file holds ${candidates.length} records; a search takes at most ${SEARCH_IMPORT_MAX_RECORDS} at a time, all or none: export them in smaller files.`,
      );
    if (candidates.length === 0)
      throw new HttpsError(
        'invalid-argument',
        `None of the file's ${entries.length} entries has a title: nothing to screen.`,
      );
    return db.runTransaction(async (tx) => {
      const ctx: WriteContext = { tx, caller, now: Timestamp.now() };
      const earlier = await earlierRequest(ctx, 'searches.importRecords', requestId);
      if (earlier?.made) {
        const first = await tx.get(db.collection(SEARCH_IMPORTS).doc(earlier.made.recordId));
        const made = readStored(storedImport, first);
        return {
          importId: first.id,
          format: made.format,
          records: made.records,
          duplicates: made.duplicates,
          skipped,
        };
      }
      const search = await tx.get(db.collection(collections.searches).doc(searchId));
      if (!search.exists) throw notFound('search', searchId);
      const { questionId } = readStored(storedSearch, search);
      const ofQuestion = (
        await tx.get(db.collection(SEARCH_RECORDS).where('questionId', '==', questionId))
      ).docs.map(recordOf);
      const ofSearch = ofQuestion.filter((r) => r.searchId === searchId).length;
      if (ofSearch + candidates.length > SEARCH_MAX_RECORDS)
        throw new HttpsError(
          'resource-exhausted',
          `This search holds ${ofSearch} records; with these ${candidates.length} it would pass the ${SEARCH_MAX_RECORDS} a search keeps. Log a further search for the rest.`,
        );
      const importRef = db.collection(SEARCH_IMPORTS).doc();
      const fresh = candidates.map((c) => ({ ...c, id: db.collection(SEARCH_RECORDS).doc().id }));
      const marks = markDuplicates(
        ofQuestion.filter((r) => r.duplicateOf === null),
        fresh,
      );
      fresh.forEach((c, i) => {
        const record: Omit<SearchRecord, 'id'> = {
          questionId,
          searchId,
          importId: importRef.id,
          position: ofSearch + i + 1,
          title: c.title,
          authors: c.authors,
          year: c.year,
          doi: c.doi,
          journal: c.journal,
          abstract: c.abstract,
          ...marks[i]!,
        };
        tx.create(db.collection(SEARCH_RECORDS).doc(c.id), record);
      });
      const duplicates = marks.filter((m) => m.duplicateOf !== null).length;
      tx.create(importRef, {
        searchId,
        questionId,
        format,
        records: fresh.length,
        duplicates,
        skipped: skipped.length,
        byEmail: caller.email,
        at: ctx.now,
      });
      noteRequest(ctx, earlier, 'searches.importRecords', {
        collection: SEARCH_IMPORTS,
        recordId: importRef.id,
      });
      return { importId: importRef.id, format, records: fresh.length, duplicates, skipped };
    });
  },

  'searches.records': async ({ searchId }) => {
    const search = await db.collection(collections.searches).doc(searchId).get();
    if (!search.exists) throw notFound('search', searchId);
    const snap = await db.collection(SEARCH_RECORDS).where('searchId', '==', searchId).get();
    return { records: snap.docs.map(recordOf).sort((a, b) => a.position - b.position) };
  },
};
