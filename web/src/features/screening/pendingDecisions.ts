// Screening decisions not yet confirmed by the server, kept in this browser per person: the page
// shows the next record before a decision is saved, so a closed tab or a lost connection would
// otherwise drop the last few. Each is written here before it is sent and dropped once the
// server has it; the screening page sends what is left when it opens again. Sending one twice is
// harmless: a decision is one document per record, stage and person, and carries its request id.
import type { InputOf } from '@hta/functions/contract';

export type PendingDecision = InputOf<'screening.decide'> & {
  requestId: string;
  /** The record's title, to name it if the server refuses the decision. */
  title: string;
};

const PREFIX = 'hta.screening.pending.';

export const pendingKey = (uid: string) => `${PREFIX}${uid}`;

const isPending = (value: unknown): value is PendingDecision => {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.questionId === 'string' &&
    typeof d.recordId === 'string' &&
    typeof d.stage === 'string' &&
    typeof d.decision === 'string' &&
    typeof d.requestId === 'string' &&
    typeof d.title === 'string'
  );
};

/** This person's unconfirmed decisions, oldest first. */
export function readPending(uid: string, storage: Storage = localStorage): PendingDecision[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pendingKey(uid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return []; // Unreadable (another version of the app): the server's queue offers them again.
  }
}

function write(uid: string, all: readonly PendingDecision[], storage: Storage) {
  try {
    if (all.length === 0) storage.removeItem(pendingKey(uid));
    else storage.setItem(pendingKey(uid), JSON.stringify(all));
  } catch {
    // Storage full or disabled: the decision is still sent; only a closed tab could lose it.
  }
}

/** Keeps a decision until the server confirms it (a later one on the same record replaces it). */
export function keepPending(uid: string, d: PendingDecision, storage: Storage = localStorage) {
  const others = readPending(uid, storage).filter(
    (p) => !(p.recordId === d.recordId && p.stage === d.stage),
  );
  write(uid, [...others, d], storage);
}

/** Forgets a decision the server has, or refused. */
export function dropPending(uid: string, requestId: string, storage: Storage = localStorage) {
  write(
    uid,
    readPending(uid, storage).filter((p) => p.requestId !== requestId),
    storage,
  );
}
