// Included records become library studies. Risk of bias, extraction and pooling work on the
// study library; screening knows which records were included. A person adds the included
// records, each with its design (which decides RoB 2 or ROBINS-I, and GRADE's starting level),
// and each becomes a study — or is linked to the study the library already holds (same DOI, or
// normalised title and year: the library's own duplicate check). The link, one per record, is
// kept here: it says which search record became which study for which question, so the report's
// PRISMA "included" and its included studies can be matched. All in one transaction: every
// record must be included at full text and readable as a study, or nothing is written.
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

import type { Handlers } from '../../api/handler.js';
import { db, notFound, Timestamp, type WriteContext } from '../../api/registries/kit.js';
import { readRecord, readStored } from '../../api/registries/read.js';
import { earlierRequest, noteRequest } from '../../api/requestIds.js';
import { assertWithinLimit, stagedTransaction } from '../../api/stagedTransaction.js';
import { collectionsOf } from '../../contract/registry.js';
import { questions } from '../questions/public.js';
import { searches } from '../searches/public.js';
import {
  studies,
  studyFromCitation,
  type StudyDesign,
  type StudyFields,
} from '../studies/public.js';
import { paths as studiesPaths } from '../studies/routes.js';
import { addStudies, libraryStudiesMatching } from '../studies/public.server.js';
import type { IncludedRecord, LIBRARY_OUTCOMES } from './contract.js';
import { includedInTransaction, includedRecordsOf, settingsOf } from './handlers.server.js';
import { LIBRARY_LINKS } from './store.js';

const collections = collectionsOf(questions, searches, studies);

const storedLink = z.object({
  questionId: z.string(),
  recordId: z.string(),
  searchId: z.string(),
  studyId: z.string(),
  /** Whether the addition created the study or linked one the library held. */
  outcome: z.enum(['created', 'linked']),
  byUid: z.string().nullable(),
  byEmail: z.string().nullable(),
  at: z.instanceof(Timestamp),
});
type StoredLink = z.output<typeof storedLink>;

const linkRef = (recordId: string) => db.collection(LIBRARY_LINKS).doc(recordId);

type Study = { id: string; title: string; design: StudyDesign; page: string };
const studyOf = (id: string, fields: Pick<StudyFields, 'title' | 'design'>): Study => ({
  id,
  title: fields.title,
  design: fields.design,
  page: studiesPaths.study(id),
});

type Outcome = (typeof LIBRARY_OUTCOMES)[number];

const sendingFailed = (message: string) => new HttpsError('failed-precondition', message);

/**
 * A question's included records, each with the library study it was added as (its Vancouver
 * reference), or null until added: for the report, beside PRISMA's "included".
 */
export async function includedStudiesOf(
  questionId: string,
): Promise<Array<{ record: string; study: string | null }>> {
  const records = await includedRecordsOf(questionId);
  const links = await db.collection(LIBRARY_LINKS).where('questionId', '==', questionId).get();
  const linked = new Map(links.docs.map((d) => [d.id, readStored(storedLink, d).studyId]));
  const snaps = await Promise.all(
    [...new Set(linked.values())].map((id) => db.collection(collections.studies).doc(id).get()),
  );
  const reference = new Map(
    snaps.filter((s) => s.exists).map((s) => [s.id, readRecord(studies, s).reference]),
  );
  return records.map((r) => {
    const studyId = linked.get(r.id);
    return { record: r.title, study: (studyId && reference.get(studyId)) ?? null };
  });
}

export const libraryHandlers: Pick<Handlers, 'screening.included' | 'screening.addToLibrary'> = {
  'screening.included': async ({ questionId }) => {
    const q = await db.collection(collections.questions).doc(questionId).get();
    if (!q.exists) throw notFound('review question', questionId);
    const records = await includedRecordsOf(questionId);
    const links = await db.collection(LIBRARY_LINKS).where('questionId', '==', questionId).get();
    const linked = new Map(links.docs.map((d) => [d.id, readStored(storedLink, d)]));
    const studySnaps = await Promise.all(
      [...new Set([...linked.values()].map((l) => l.studyId))].map((id) =>
        db.collection(collections.studies).doc(id).get(),
      ),
    );
    const found = new Map(
      studySnaps.filter((s) => s.exists).map((s) => [s.id, readRecord(studies, s)]),
    );
    const studyFor = (recordId: string) => {
      const link = linked.get(recordId);
      const study = link && found.get(link.studyId);
      return study ? studyOf(study.id, study) : null;
    };
    const unlinked = records.filter((r) => !studyFor(r.id) && r.year !== null);
    const matches = await libraryStudiesMatching(
      unlinked.map((r) => ({ title: r.title, year: r.year ?? 0, doi: r.doi })),
    );
    const matchOf = new Map(unlinked.map((r, i) => [r.id, matches[i] ?? null]));
    return {
      records: records.map((record): IncludedRecord => ({
        record,
        study: studyFor(record.id),
        match: matchOf.get(record.id) ?? null,
      })),
    };
  },

  'screening.addToLibrary': ({ questionId, studies: chosen, requestId }, { caller }) =>
    db.runTransaction(async (tx) => {
      const staged = stagedTransaction(tx);
      const ctx: WriteContext = { tx: staged.tx, caller, now: Timestamp.now() };
      const earlier = await earlierRequest(ctx, 'screening.addToLibrary', requestId);
      const qSnap = await tx.get(db.collection(collections.questions).doc(questionId));
      if (!qSnap.exists) throw notFound('review question', questionId);
      const question = readRecord(questions, qSnap);

      // What each record is linked to now, and whether its study is still in the library.
      const linkSnaps = await Promise.all(chosen.map((c) => tx.get(linkRef(c.recordId))));
      const links = linkSnaps.map((s) => (s.exists ? readStored(storedLink, s) : null));
      const linkedSnaps = await Promise.all(
        links.map(async (l) =>
          l ? tx.get(db.collection(collections.studies).doc(l.studyId)) : null,
        ),
      );
      const current = linkedSnaps.map((s) => (s?.exists ? readRecord(studies, s) : null));

      // Sent again: the first request made the links; answer with them, writing nothing.
      if (earlier?.made) {
        return {
          studies: chosen.flatMap((c, i) => {
            const link = links[i];
            const study = current[i];
            return link && study
              ? [{ recordId: c.recordId, outcome: link.outcome, study: studyOf(study.id, study) }]
              : [];
          }),
        };
      }

      const settings = await settingsOf(questionId, tx);
      const read = await Promise.all(
        chosen.map((c) => includedInTransaction(tx, questionId, c.recordId, settings)),
      );
      const refused = read.filter((r) => r.notIncluded !== null);
      if (refused.length > 0)
        throw sendingFailed(
          `Only records included at full text may be added to the library; nothing was added. ${refused
            .map((r) => `“${r.record.title}”: ${r.notIncluded}.`)
            .join(' ')}`,
        );

      const toAdd = chosen.flatMap((c, i) =>
        current[i] ? [] : [{ ...c, record: read[i]!.record }],
      );
      const searchIds = [...new Set(toAdd.map((a) => a.record.searchId))];
      const searchSnaps = await Promise.all(
        searchIds.map((id) => tx.get(db.collection(collections.searches).doc(id))),
      );
      const searchOf = new Map(
        searchSnaps.filter((s) => s.exists).map((s) => [s.id, readRecord(searches, s)]),
      );
      const drafts = toAdd.map((a) => {
        const search = searchOf.get(a.record.searchId);
        const found = search ? ` (${search.source} search of ${search.dateRun})` : '';
        return studyFromCitation(a.record, a.design, {
          technologyIds: [question.technologyId],
          provenance: `Included at full text in the review question “${question.title}”${found}.`,
        });
      });
      const entries: Array<{ entry: number; fields: StudyFields }> = [];
      const unreadable: string[] = [];
      for (const [i, d] of drafts.entries()) {
        if ('problem' in d) unreadable.push(`“${toAdd[i]!.record.title}”: ${d.problem}`);
        else entries.push({ entry: i + 1, fields: d.fields });
      }
      if (unreadable.length > 0)
        throw sendingFailed(
          `These records cannot become library studies as they are; nothing was added. ${unreadable.join(' ')}`,
        );
      const added = await addStudies(ctx, entries);

      // A record the library already held is linked to that study; one that is the same study
      // as an earlier record of this addition, to the study that record became.
      const studyIds = added.map(function idOf(a): string {
        if (a.study) return a.study.id;
        const first = added[(a.earlier ?? 0) - 1];
        if (!first || first === a) throw new Error(`Entry ${a.entry} names no study.`);
        return idOf(first);
      });
      const heldSnaps = await Promise.all(
        added.map(async (a, i) =>
          a.status === 'created'
            ? null
            : tx.get(db.collection(collections.studies).doc(studyIds[i]!)),
        ),
      );
      // Studies created here are not yet readable in the transaction: named from their fields.
      const createdFields = new Map(
        added.flatMap((a, i) =>
          a.status === 'created' && a.study ? [[a.study.id, entries[i]!.fields] as const] : [],
        ),
      );
      const answer: Array<{ recordId: string; outcome: Outcome; study: Study }> = [];
      const madeStudy = new Map(
        toAdd.map((a, i) => {
          const held = heldSnaps[i];
          const study = held?.exists
            ? studyOf(held.id, readRecord(studies, held))
            : studyOf(studyIds[i]!, createdFields.get(studyIds[i]!) ?? entries[i]!.fields);
          return [
            a.recordId,
            { study, outcome: added[i]!.status === 'created' ? 'created' : 'linked' },
          ] as const;
        }),
      );
      for (const [i, c] of chosen.entries()) {
        const already = current[i];
        if (already) {
          answer.push({
            recordId: c.recordId,
            outcome: 'already added',
            study: studyOf(already.id, already),
          });
          continue;
        }
        const made = madeStudy.get(c.recordId)!;
        const link: StoredLink = {
          questionId,
          recordId: c.recordId,
          searchId: read[i]!.record.searchId,
          studyId: made.study.id,
          outcome: made.outcome,
          byUid: caller.uid,
          byEmail: caller.email,
          at: ctx.now,
        };
        ctx.tx.set(linkRef(c.recordId), link);
        answer.push({ recordId: c.recordId, outcome: made.outcome, study: made.study });
      }
      noteRequest(ctx, earlier, 'screening.addToLibrary', {
        collection: LIBRARY_LINKS,
        recordId: chosen[0]!.recordId,
      });
      assertWithinLimit(chosen.length, staged.writes);
      staged.apply();
      return { studies: answer };
    }),
};
