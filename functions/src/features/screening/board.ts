// A question's screening as one picture, pure: its records in search order, every decision and
// resolution, and the setting — from which a person's queue and progress, the conflicts they
// may resolve and PRISMA's per-record decisions follow. Built by the server from a few reads
// (handlers.server.ts); what goes back to a person is cut from it by rules.ts.
import type { RecordDecisions } from './prisma.js';
import {
  decisionsNeeded,
  mayDecide,
  maySeeVotes,
  settle,
  STAGES,
  type ExclusionReason,
  type ScreeningSettings,
  type Settled,
  type ScreeningStage,
  type Vote,
} from './rules.js';

export interface BoardRecord {
  id: string;
  searchId: string;
  duplicateOf: string | null;
}

export interface Board<R extends BoardRecord = BoardRecord> {
  settings: ScreeningSettings;
  /** In screening order: the search log's order, then each search's import order. */
  records: readonly R[];
  votes: ReadonlyMap<string, readonly Vote[]>;
  resolutions: ReadonlyMap<string, Omit<Vote, 'uid'>>;
}

export const boardKey = (recordId: string, stage: ScreeningStage) => `${recordId}|${stage}`;

export const votesOf = (board: Board, recordId: string, stage: ScreeningStage) =>
  board.votes.get(boardKey(recordId, stage)) ?? [];

export function settledAt(board: Board, recordId: string, stage: ScreeningStage): Settled {
  return settle(
    stage,
    decisionsNeeded(board.settings, recordId),
    votesOf(board, recordId, stage),
    board.resolutions.get(boardKey(recordId, stage)) ?? null,
  );
}

/** Whether a record is screened at a stage: not a duplicate; at full text, once it passed. */
export function atStage(board: Board, record: BoardRecord, stage: ScreeningStage): boolean {
  if (record.duplicateOf !== null) return false;
  return (
    stage === 'titleAbstract' || settledAt(board, record.id, 'titleAbstract').status === 'include'
  );
}

/** The records waiting for this person's decision at a stage, in screening order. */
export function queueOf<R extends BoardRecord>(
  board: Board<R>,
  uid: string,
  stage: ScreeningStage,
): R[] {
  return board.records.filter((r) => {
    if (!atStage(board, r, stage)) return false;
    const votes = votesOf(board, r.id, stage);
    if (votes.some((v) => v.uid === uid)) return false;
    return mayDecide(
      uid,
      decisionsNeeded(board.settings, r.id),
      votes,
      board.resolutions.has(boardKey(r.id, stage)),
    );
  });
}

export function progressOf(board: Board, uid: string) {
  const of = (stage: ScreeningStage) => ({
    decided: board.records.filter(
      (r) => atStage(board, r, stage) && votesOf(board, r.id, stage).some((v) => v.uid === uid),
    ).length,
    remaining: queueOf(board, uid, stage).length,
  });
  return { titleAbstract: of('titleAbstract'), fullText: of('fullText') };
}

/** The conflicts a person may see and resolve: none on a record they decided themselves. */
export function conflictsOf<R extends BoardRecord>(board: Board<R>, uid: string) {
  return STAGES.flatMap((stage) =>
    board.records
      .filter(
        (r) =>
          atStage(board, r, stage) &&
          settledAt(board, r.id, stage).status === 'conflict' &&
          maySeeVotes(uid, votesOf(board, r.id, stage)),
      )
      .map((record) => ({ stage, record, votes: votesOf(board, record.id, stage) })),
  );
}

const REASON_WORDS: Record<ExclusionReason, string> = {
  'wrong population': 'Wrong population',
  'wrong intervention': 'Wrong intervention',
  'wrong comparator': 'Wrong comparator',
  'wrong outcome': 'Wrong outcome',
  'wrong design': 'Wrong study design',
  'not retrievable': 'Not retrievable',
  duplicate: 'Duplicate',
  // Each other reason is said on its record; the diagram counts them together.
  other: 'Other reasons',
};

/**
 * Each record's settled decisions as the PRISMA counts take them. A conflict is not settled:
 * it waits at its stage. A full text excluded as not retrievable is "not retrieved", not an
 * exclusion for a reason; one at full text not yet settled was retrieved and awaits assessment.
 */
export function prismaRecords(board: Board): RecordDecisions[] {
  return board.records.map((r) => {
    const base = { searchId: r.searchId, duplicate: r.duplicateOf !== null };
    const ta = settledAt(board, r.id, 'titleAbstract');
    if (ta.status !== 'include')
      return { ...base, titleAbstract: ta.status === 'exclude' ? 'exclude' : 'pending' };
    const ft = settledAt(board, r.id, 'fullText');
    if (ft.status === 'exclude' && ft.reason === 'not retrievable')
      return { ...base, titleAbstract: 'include', retrieval: 'not retrieved' };
    return {
      ...base,
      titleAbstract: 'include',
      retrieval: 'retrieved',
      fullText:
        ft.status === 'include'
          ? { decision: 'include' }
          : ft.status === 'exclude'
            ? { decision: 'exclude', reason: REASON_WORDS[ft.reason ?? 'other'] }
            : { decision: 'pending' },
    };
  });
}

/** The records included at full text. */
export const includedOf = <R extends BoardRecord>(board: Board<R>): R[] =>
  board.records.filter(
    (r) => atStage(board, r, 'fullText') && settledAt(board, r.id, 'fullText').status === 'include',
  );
