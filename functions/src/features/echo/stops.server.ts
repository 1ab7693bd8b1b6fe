// Stopping an answer by its run id. The person's stop must win wherever it lands:
// - while the model streams: the answering instance (any instance) sees the request within half
//   a second and cancels the stream;
// - after the last word, before the save: the save's transaction reads the request and keeps the
//   answer as stopped (a request written after that read aborts the transaction, which retries);
// - after the save (on a busy server the stop can wait behind the answer): `echo.stop` marks the
//   saved answer stopped (history.ts' markStopped).
// Each way keeps what the person saw (`shown` characters), not what the model went on to write.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { db } from '../../platform/admin.js';

const STOPS = 'echoStops';
const POLL_MS = 500;

/** A person's request to stop one answer. */
export interface StopRequest {
  /** Characters of the answer the person had on screen; null when the client did not say. */
  shown: number | null;
}

const stopRef = (runId: string) => db.collection(STOPS).doc(runId);

export function watchForStop(runId: string, uid: string, stop: AbortController): { end(): void } {
  const ref = stopRef(runId);
  const timer = setInterval(() => {
    // A failed read is retried at the next tick; it must never become an unhandled rejection.
    ref.get().then(
      (snap) => {
        if (snap.exists && snap.get('uid') === uid) stop.abort();
      },
      (error: unknown) => logger.warn('Echo: reading a stop request failed', error),
    );
  }, POLL_MS);
  // The request stays until the answer is saved: the save reads it once more (takeStop).
  return { end: () => clearInterval(timer) };
}

/** Inside the save's transaction: the caller's stop request for this run, removed as it is read. */
export async function takeStop(
  tx: Transaction,
  runId: string,
  uid: string,
): Promise<StopRequest | null> {
  const snap = await tx.get(stopRef(runId));
  if (!snap.exists || snap.get('uid') !== uid) return null;
  tx.delete(snap.ref);
  const shown: unknown = snap.get('shown');
  return { shown: typeof shown === 'number' ? shown : null };
}

/** The answer as the person saw it: cut to what was on screen when they stopped. */
export function keptText(text: string, stop: StopRequest): string {
  return stop.shown === null ? text : text.slice(0, stop.shown);
}

/** Records the caller's stop (the conversation's saved answer is history.ts' markStopped). */
export async function requestStop(runId: string, uid: string, stop: StopRequest): Promise<void> {
  await stopRef(runId).set({ uid, at: Timestamp.now(), shown: stop.shown });
}

/** Inside the transaction that marked the saved answer stopped: the request is done. */
export function clearStop(tx: Transaction, runId: string): void {
  tx.delete(stopRef(runId));
}
