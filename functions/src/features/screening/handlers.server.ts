// Screening on the server. A decision is one document per (record, stage, person), written in a
// transaction that first reads the record's decisions and resolutions, so two people deciding at
// once cannot both be "the second"; a resolution is one per (record, stage). Everything a person
// is answered is cut from the question's board (board.ts) for them: their own queue and counts,
// the conflicts they took no part in, and counts of settled decisions only.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';

import type { Caller } from '../../api/context.js';
import type { Handlers } from '../../api/handler.js';
import { db, notFound, Timestamp, type WriteContext } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import { earlierRequest, noteRequest } from '../../api/requestIds.js';
import { collectionsOf } from '../../contract/registry.js';
import { questions } from '../questions/public.js';
import { searches, SOURCE_KIND, type SearchRecord } from '../searches/public.js';
import {
  placedRecordsAfter,
  placedRecordsOfQuestion,
  recordsById,
  SEARCH_RECORDS,
  type PlacedRecord,
} from '../searches/public.server.js';
import { searchRecord } from '../searches/public.js';
import {
  boardKey,
  conflictsOf,
  includedOf,
  progressOf,
  prismaRecords,
  queueOf,
  settledAt,
  type Board,
  type BoardRecord,
} from './board.js';
import { screeningSettings, type ScreeningRecord } from './contract.js';
import { prismaCounts, prismaProblems, type SearchSource } from './prisma.js';
import {
  decisionId,
  DECISIONS_COLLECTION,
  resolutionId,
  RESOLUTIONS_COLLECTION,
  SETTINGS_COLLECTION,
} from './store.js';
import {
  DECISIONS,
  DEFAULT_SETTINGS,
  decisionsNeeded,
  EXCLUSION_REASONS,
  mayDecide,
  STAGES,
  type ScreeningSettings,
  type ScreeningStage,
  type Vote,
} from './rules.js';

const collections = collectionsOf(questions, searches);

const storedVote = z.object({
  questionId: z.string(),
  recordId: z.string(),
  stage: z.enum(STAGES),
  uid: z.string(),
  email: z.string().nullable(),
  decision: z.enum(DECISIONS),
  reason: z.enum(EXCLUSION_REASONS).nullable(),
  otherReason: z.string().nullable(),
  at: z.instanceof(Timestamp),
});
const storedResolution = storedVote.omit({ uid: true, email: true }).extend({
  byUid: z.string(),
  byEmail: z.string().nullable(),
});
const storedSearch = searches.record.pick({ source: true, sourceDetail: true, dateRun: true });
const storedRecord = searchRecord.omit({ id: true });

const uidOf = (caller: Caller): string => {
  if (!caller.uid) throw new HttpsError('unauthenticated', 'Sign in to screen.');
  return caller.uid;
};

export async function settingsOf(questionId: string, tx?: Transaction): Promise<ScreeningSettings> {
  const ref = db.collection(SETTINGS_COLLECTION).doc(questionId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? readStored(screeningSettings, snap) : DEFAULT_SETTINGS;
}

export async function assertQuestion(questionId: string) {
  const q = await db.collection(collections.questions).doc(questionId).get();
  if (!q.exists) throw notFound('review question', questionId);
}

interface Loaded {
  board: Board<PlacedRecord>;
  sources: SearchSource[];
  votes: Array<z.output<typeof storedVote>>;
}

/** The question's search log in screening order: by the date each was run. */
async function searchLogOf(questionId: string) {
  const snap = await db
    .collection(collections.searches)
    .where('questionId', '==', questionId)
    .get();
  return snap.docs
    .map((d) => ({ id: d.id, ...readStored(storedSearch, d) }))
    .sort((a, b) => a.dateRun.localeCompare(b.dateRun) || a.id.localeCompare(b.id));
}

/** Decisions by record and stage, each record's in the order they were made. */
function votesByRecord(all: ReadonlyArray<z.output<typeof storedVote>>) {
  const votes = new Map<string, Vote[]>();
  for (const v of [...all].sort((a, b) => a.at.toMillis() - b.at.toMillis())) {
    const key = boardKey(v.recordId, v.stage);
    votes.set(key, [...(votes.get(key) ?? []), v]);
  }
  return votes;
}

/** The question's board: its searches, records, decisions and resolutions, in four reads. */
async function loadBoard(questionId: string): Promise<Loaded> {
  const [settings, log, records, voteSnap, resolutionSnap] = await Promise.all([
    settingsOf(questionId),
    searchLogOf(questionId),
    placedRecordsOfQuestion(questionId),
    db.collection(DECISIONS_COLLECTION).where('questionId', '==', questionId).get(),
    db.collection(RESOLUTIONS_COLLECTION).where('questionId', '==', questionId).get(),
  ]);
  const order = new Map(log.map((s, i) => [s.id, i]));
  const ordered = records
    .filter((r) => order.has(r.searchId))
    .sort((a, b) => order.get(a.searchId)! - order.get(b.searchId)! || a.position - b.position);
  const all = voteSnap.docs.map((d) => readStored(storedVote, d));
  const resolutions = new Map(
    resolutionSnap.docs.map((d) => {
      const r = readStored(storedResolution, d);
      return [boardKey(r.recordId, r.stage), r] as const;
    }),
  );
  return {
    board: { settings, records: ordered, votes: votesByRecord(all), resolutions },
    sources: log.map((s) => ({
      id: s.id,
      source: s.sourceDetail ? `${s.source} (${s.sourceDetail})` : s.source,
      kind: SOURCE_KIND[s.source],
    })),
    votes: all,
  };
}

/** Records read per page when the queue is read onward from a place (see `queueAfter`). */
const QUEUE_PAGE = 60;
/** Firestore's most values in one `in` filter. */
const IN_MAX = 30;

/** The board of a few records only: their decisions and resolutions at both stages. */
async function boardOfFew<R extends BoardRecord>(
  settings: ScreeningSettings,
  records: readonly R[],
): Promise<Board<R>> {
  if (records.length === 0) return { settings, records, votes: new Map(), resolutions: new Map() };
  const ids = records.map((r) => r.id);
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_MAX) }, (_, i) =>
    ids.slice(i * IN_MAX, (i + 1) * IN_MAX),
  );
  const [voteSnaps, resolutionSnaps] = await Promise.all([
    Promise.all(
      chunks.map((chunk) =>
        db.collection(DECISIONS_COLLECTION).where('recordId', 'in', chunk).get(),
      ),
    ),
    db.getAll(
      ...ids.flatMap((id) =>
        STAGES.map((s) => db.collection(RESOLUTIONS_COLLECTION).doc(resolutionId(id, s))),
      ),
    ),
  ]);
  const votes = votesByRecord(
    voteSnaps.flatMap((snap) => snap.docs.map((d) => readStored(storedVote, d))),
  );
  const resolutions = new Map(
    resolutionSnaps
      .filter((snap) => snap.exists)
      .map((snap) => {
        const r = readStored(storedResolution, snap);
        return [boardKey(r.recordId, r.stage), r] as const;
      }),
  );
  return { settings, records, votes, resolutions };
}

/**
 * The caller's queue read onward from a record, a page of record places at a time, until `count`
 * are found: each page's decisions and resolutions only, so a refill costs the same at 2,000
 * records as at 20. Null when the record is not a place in the question's searches (the caller
 * then reads the whole board). Records behind the place are not looked at: the page holds those.
 */
async function queueAfter(
  questionId: string,
  uid: string,
  stage: ScreeningStage,
  afterId: string,
  count: number,
  skipped: ReadonlySet<string>,
): Promise<string[] | null> {
  const [settings, log, afterSnap] = await Promise.all([
    settingsOf(questionId),
    searchLogOf(questionId),
    db.collection(SEARCH_RECORDS).doc(afterId).get(),
  ]);
  if (!afterSnap.exists) return null;
  const after = readStored(storedRecord, afterSnap);
  const from = log.findIndex((s) => s.id === after.searchId);
  if (after.questionId !== questionId || from < 0) return null;
  const chosen: string[] = [];
  for (let i = from; i < log.length && chosen.length < count; i++) {
    let position = i === from ? after.position : 0;
    for (;;) {
      const page = await placedRecordsAfter(log[i]!.id, position, QUEUE_PAGE);
      const open = page.filter((r) => r.duplicateOf === null && !skipped.has(r.id));
      const board = await boardOfFew(settings, open);
      chosen.push(...queueOf(board, uid, stage).map((r) => r.id));
      if (chosen.length >= count || page.length < QUEUE_PAGE) break;
      position = page.at(-1)!.position;
    }
  }
  return chosen.slice(0, count);
}

const shown = (r: SearchRecord): ScreeningRecord => ({
  id: r.id,
  searchId: r.searchId,
  title: r.title,
  authors: r.authors,
  year: r.year,
  doi: r.doi,
  journal: r.journal,
  abstract: r.abstract,
});

/** One record's decisions and resolutions, read in a write's transaction. */
async function recordState(tx: Transaction, recordId: string) {
  const [votes, ...resolved] = await Promise.all([
    tx.get(db.collection(DECISIONS_COLLECTION).where('recordId', '==', recordId)),
    ...STAGES.map((s) =>
      tx.get(db.collection(RESOLUTIONS_COLLECTION).doc(resolutionId(recordId, s))),
    ),
  ]);
  const all = votes.docs.map((d) => readStored(storedVote, d));
  const byStage = (stage: ScreeningStage) =>
    all.filter((v) => v.stage === stage).sort((a, b) => a.at.toMillis() - b.at.toMillis());
  const resolution = (stage: ScreeningStage) => {
    const snap = resolved[STAGES.indexOf(stage)]!;
    return snap.exists ? readStored(storedResolution, snap) : null;
  };
  return { byStage, resolution };
}

/**
 * Reads what a decision or resolution on a record needs (in the transaction) and refuses one
 * the record is not open to: a record of another question, a duplicate, one not at the stage.
 */
async function openRecord(
  tx: Transaction,
  questionId: string,
  recordId: string,
  stage: ScreeningStage,
  settings: ScreeningSettings,
) {
  const snap = await tx.get(db.collection(SEARCH_RECORDS).doc(recordId));
  if (!snap.exists) throw notFound('record', recordId);
  const record = readStored(storedRecord, snap);
  if (record.questionId !== questionId)
    throw new HttpsError('not-found', `No record ${recordId} in this question's searches.`);
  if (record.duplicateOf !== null)
    throw new HttpsError(
      'failed-precondition',
      'This record duplicates one found earlier: it is not screened (PRISMA counts it as removed).',
    );
  const state = await recordState(tx, recordId);
  const needed = decisionsNeeded(settings, recordId);
  if (stage === 'fullText') {
    const board: Board = {
      settings,
      records: [{ id: recordId, searchId: record.searchId, duplicateOf: null }],
      votes: new Map([[boardKey(recordId, 'titleAbstract'), state.byStage('titleAbstract')]]),
      resolutions: new Map(
        state.resolution('titleAbstract')
          ? [[boardKey(recordId, 'titleAbstract'), state.resolution('titleAbstract')!]]
          : [],
      ),
    };
    if (settledAt(board, recordId, 'titleAbstract').status !== 'include')
      throw new HttpsError(
        'failed-precondition',
        'This record has not passed title and abstract screening: it is not at full text.',
      );
  }
  return { state, needed, record };
}

/**
 * A record of the question read in a write's transaction, whether it is settled as included at
 * full text, and why not: read as the board would settle it, from its decisions in the same
 * transaction, so a decision taken back meanwhile cannot slip through.
 */
export async function includedInTransaction(
  tx: Transaction,
  questionId: string,
  recordId: string,
  settings: ScreeningSettings,
): Promise<{ record: SearchRecord; notIncluded: string | null }> {
  const snap = await tx.get(db.collection(SEARCH_RECORDS).doc(recordId));
  if (!snap.exists) throw notFound('record', recordId);
  const record = { ...readStored(storedRecord, snap), id: recordId };
  if (record.questionId !== questionId)
    throw new HttpsError('not-found', `No record ${recordId} in this question's searches.`);
  if (record.duplicateOf !== null)
    return { record, notIncluded: 'it duplicates a record found earlier' };
  const state = await recordState(tx, recordId);
  const board: Board = {
    settings,
    records: [{ id: recordId, searchId: record.searchId, duplicateOf: null }],
    votes: new Map(STAGES.map((s) => [boardKey(recordId, s), state.byStage(s)])),
    resolutions: new Map(
      STAGES.flatMap((s) => {
        const r = state.resolution(s);
        return r ? [[boardKey(recordId, s), r] as const] : [];
      }),
    ),
  };
  const [ta, ft] = STAGES.map((s) => settledAt(board, recordId, s).status);
  if (ta !== 'include') return { record, notIncluded: 'it has not passed title and abstract' };
  if (ft === 'exclude') return { record, notIncluded: 'it was excluded at full text' };
  if (ft !== 'include') return { record, notIncluded: 'its full text is not yet decided' };
  return { record, notIncluded: null };
}

const sendAgainAnswer = { decided: true } as const;

/** A question's records included at full text, in screening order. */
export async function includedRecordsOf(questionId: string): Promise<ScreeningRecord[]> {
  const { board } = await loadBoard(questionId);
  return (await recordsById(includedOf(board).map((r) => r.id))).map(shown);
}

/** How a question was screened and its PRISMA counts, as its page shows them (for the report). */
export async function screeningSummaryOf(questionId: string) {
  const { board, sources } = await loadBoard(questionId);
  return {
    settings: board.settings,
    sources,
    resolved: board.resolutions.size,
    prisma: prismaCounts(sources, prismaRecords(board)),
  };
}

export const screeningHandlers: Pick<
  Handlers,
  | 'screening.configure'
  | 'screening.overview'
  | 'screening.next'
  | 'screening.decide'
  | 'screening.undo'
  | 'screening.conflicts'
  | 'screening.resolve'
> = {
  'screening.configure': async ({ questionId, settings }) => {
    await assertQuestion(questionId);
    await db.collection(SETTINGS_COLLECTION).doc(questionId).set(settings);
    return { settings };
  },

  'screening.overview': async ({ questionId }, { caller }) => {
    const uid = uidOf(caller);
    await assertQuestion(questionId);
    const { board, sources } = await loadBoard(questionId);
    const prisma = prismaCounts(sources, prismaRecords(board));
    return {
      settings: board.settings,
      progress: progressOf(board, uid),
      conflicts: conflictsOf(board, uid).length,
      prisma,
      prismaProblems: [
        ...prismaProblems(prisma.databasesAndRegisters),
        ...prismaProblems(prisma.otherMethods),
      ],
    };
  },

  'screening.next': async ({ questionId, stage, count, skip, after }, { caller }) => {
    const uid = uidOf(caller);
    const skipped = new Set(skip);
    const onward = after ? await queueAfter(questionId, uid, stage, after, count, skipped) : null;
    if (onward) return { records: (await recordsById(onward)).map(shown), progress: null };
    const { board } = await loadBoard(questionId);
    const queue = queueOf(board, uid, stage);
    const chosen = queue.filter((r) => !skipped.has(r.id)).slice(0, count);
    return {
      records: (await recordsById(chosen.map((r) => r.id))).map(shown),
      progress: progressOf(board, uid),
    };
  },

  'screening.decide': (
    { questionId, recordId, stage, decision, reason, otherReason, requestId },
    { caller },
  ) =>
    db.runTransaction(async (tx) => {
      const uid = uidOf(caller);
      const ctx: WriteContext = { tx, caller, now: Timestamp.now() };
      const earlier = await earlierRequest(ctx, 'screening.decide', requestId);
      if (earlier?.made) return sendAgainAnswer;
      const settings = await settingsOf(questionId, tx);
      const { state, needed } = await openRecord(tx, questionId, recordId, stage, settings);
      const votes = state.byStage(stage);
      if (!mayDecide(uid, needed, votes, state.resolution(stage) !== null))
        throw new HttpsError(
          'failed-precondition',
          state.resolution(stage)
            ? 'This record is already settled by a third reviewer.'
            : `This record already has the ${needed === 2 ? 'two decisions' : 'decision'} it needs from others.`,
        );
      if (stage === 'titleAbstract' && state.byStage('fullText').length > 0)
        throw new HttpsError(
          'failed-precondition',
          'This record is already being screened at full text: its title and abstract decisions stand.',
        );
      tx.set(db.collection(DECISIONS_COLLECTION).doc(decisionId(recordId, stage, uid)), {
        questionId,
        recordId,
        stage,
        uid,
        email: caller.email,
        decision,
        reason,
        otherReason,
        at: ctx.now,
      });
      noteRequest(ctx, earlier, 'screening.decide', {
        collection: DECISIONS_COLLECTION,
        recordId: decisionId(recordId, stage, uid),
      });
      return { decided: true as const };
    }),

  'screening.undo': ({ questionId, stage, requestId }, { caller }) =>
    db.runTransaction(async (tx) => {
      const uid = uidOf(caller);
      const ctx: WriteContext = { tx, caller, now: Timestamp.now() };
      const earlier = await earlierRequest(ctx, 'screening.undo', requestId);
      const mine = await tx.get(
        db
          .collection(DECISIONS_COLLECTION)
          .where('questionId', '==', questionId)
          .where('uid', '==', uid),
      );
      const last = mine.docs
        .map((d) => ({ ref: d.ref, ...readStored(storedVote, d) }))
        .filter((v) => v.stage === stage)
        .sort((a, b) => b.at.toMillis() - a.at.toMillis())[0];
      const recordOfLast = async (recordId: string) =>
        shown({
          ...readStored(storedRecord, await tx.get(db.collection(SEARCH_RECORDS).doc(recordId))),
          id: recordId,
        });
      // Sent again: the first undo took the decision back; answer with its record.
      if (earlier?.made) return { record: await recordOfLast(earlier.made.recordId) };
      if (!last) return { record: null };
      const state = await recordState(tx, last.recordId);
      if (state.resolution(stage))
        throw new HttpsError(
          'failed-precondition',
          'Your last decision was settled by a third reviewer: it can no longer be taken back.',
        );
      if (stage === 'titleAbstract' && state.byStage('fullText').length > 0)
        throw new HttpsError(
          'failed-precondition',
          'Your last decision moved the record to full text, where it is being screened: it stands.',
        );
      const record = await recordOfLast(last.recordId);
      tx.delete(last.ref);
      noteRequest(ctx, earlier, 'screening.undo', {
        collection: SEARCH_RECORDS,
        recordId: last.recordId,
      });
      return { record };
    }),

  'screening.conflicts': async ({ questionId }, { caller }) => {
    const uid = uidOf(caller);
    const { board, votes } = await loadBoard(questionId);
    const emails = new Map(votes.map((v) => [v.uid, v.email]));
    const conflicts = conflictsOf(board, uid);
    const whole = new Map(
      (await recordsById(conflicts.map((c) => c.record.id))).map((r) => [r.id, r]),
    );
    return {
      conflicts: conflicts.flatMap((c) => {
        const record = whole.get(c.record.id);
        if (!record) return [];
        const votes = c.votes.map((v) => ({
          email: emails.get(v.uid) ?? null,
          decision: v.decision,
          reason: v.reason,
          otherReason: v.otherReason,
        }));
        return [{ stage: c.stage, record: shown(record), votes }];
      }),
    };
  },

  'screening.resolve': (
    { questionId, recordId, stage, decision, reason, otherReason, requestId },
    { caller },
  ) =>
    db.runTransaction(async (tx) => {
      const uid = uidOf(caller);
      const ctx: WriteContext = { tx, caller, now: Timestamp.now() };
      const earlier = await earlierRequest(ctx, 'screening.resolve', requestId);
      if (earlier?.made) return { resolved: true as const };
      const settings = await settingsOf(questionId, tx);
      const { state, needed } = await openRecord(tx, questionId, recordId, stage, settings);
      const votes = state.byStage(stage);
      if (votes.some((v) => v.uid === uid))
        throw new HttpsError(
          'permission-denied',
          'You screened this record: a third person, who did not, resolves the disagreement.',
        );
      if (state.resolution(stage))
        throw new HttpsError('failed-precondition', 'This disagreement is already resolved.');
      const board: Board = {
        settings,
        records: [],
        votes: new Map([[boardKey(recordId, stage), votes]]),
        resolutions: new Map(),
      };
      if (votes.length < needed || settledAt(board, recordId, stage).status !== 'conflict')
        throw new HttpsError(
          'failed-precondition',
          'The reviewers of this record do not disagree: there is nothing to resolve.',
        );
      tx.create(db.collection(RESOLUTIONS_COLLECTION).doc(resolutionId(recordId, stage)), {
        questionId,
        recordId,
        stage,
        decision,
        reason,
        otherReason,
        byUid: uid,
        byEmail: caller.email,
        at: ctx.now,
      });
      noteRequest(ctx, earlier, 'screening.resolve', {
        collection: RESOLUTIONS_COLLECTION,
        recordId: resolutionId(recordId, stage),
      });
      return { resolved: true as const };
    }),
};
