// Stopping an answer by its run id: `echo.stop` records the request; the answering instance
// (any instance) sees it within half a second.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { db } from '../platform/admin.js';

const STOPS = 'echoStops';
const POLL_MS = 500;

export async function requestStop(runId: string, uid: string): Promise<void> {
  await db.collection(STOPS).doc(runId).set({ uid, at: Timestamp.now() });
}

export function watchForStop(runId: string, uid: string, stop: AbortController): { end(): void } {
  const ref = db.collection(STOPS).doc(runId);
  const timer = setInterval(() => {
    // A failed read is retried at the next tick; it must never become an unhandled rejection.
    ref.get().then(
      (snap) => {
        if (snap.exists && snap.get('uid') === uid) stop.abort();
      },
      (error: unknown) => logger.warn('Echo: reading a stop request failed', error),
    );
  }, POLL_MS);
  return {
    end() {
      clearInterval(timer);
      void ref.delete().catch(() => undefined);
    },
  };
}
