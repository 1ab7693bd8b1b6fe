// Asking Echo: the streaming callable, with a stop that works on every platform (the stream
// is closed, and echo.stop names the run — see functions/src/features/echo/stops.server.ts).
import type { EchoChunk, EchoInput, EchoResult } from '@hta/functions/contract';
import { ECHO_FUNCTION } from '@hta/functions/contract/names';

import { ApiError, toApiError } from './apiErrors';
import { withoutUndefined } from './withoutUndefined';
import { callApi, loadFunctions } from './firebase';

export interface EchoRun {
  /** Resolves with the answer; rejects with an ApiError (`unavailable` when the connection failed
   * or was cut mid-answer); resolves null when stopped. */
  done: Promise<EchoResult | null>;
  stop(): void;
}

const CUT = Symbol('cut');

/** The connection failed or closed, before or during the answer: nothing the server said. */
const connectionLost = () =>
  new ApiError('unavailable', 'The connection was lost. Check it and try again.', {});

/**
 * The SDK reports a request or a stream that failed on the network as `internal` with no body
 * ("there's no way to know" a network error from an unhandled server error, its comment says);
 * errors the server sends carry its message ('INTERNAL' for an unhandled one).
 */
function isTransportFailure(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  return e?.code === 'functions/internal' && e.message === 'internal' && e.details === undefined;
}

const newRunId = () => crypto.randomUUID().replace(/-/g, '');

/** How long a stopped run waits for the server to have the stop before it ends regardless. */
const STOP_WAIT_MS = 15_000;

export function askEcho(
  input: Omit<EchoInput, 'runId'>,
  handlers: { onText: (text: string) => void; onConversation: (id: string) => void },
): EchoRun {
  const runId = newRunId();
  const controller = new AbortController();
  // What the person has on screen, so that what is kept of a stopped answer is what they saw.
  const seen: { conversationId?: string; shown: number } = { shown: 0 };
  let stopSent: Promise<unknown> = Promise.resolve();
  let settled = false;
  // A stopped run ends once the server has the stop (or after STOP_WAIT_MS), so the saved
  // conversation read next already holds the stopped answer.
  const stopped = async () => {
    await Promise.race([stopSent, new Promise((r) => setTimeout(r, STOP_WAIT_MS))]);
    return null;
  };
  const done = (async () => {
    try {
      const { functions, httpsCallable } = await loadFunctions();
      const callable = httpsCallable<EchoInput, EchoResult, EchoChunk>(functions, ECHO_FUNCTION);
      const { stream, data } = await callable.stream(withoutUndefined({ ...input, runId }), {
        signal: controller.signal,
      });
      // Attached before iterating: on an error both reject, and an unhandled one must not escape.
      data.catch(() => undefined);
      for await (const chunk of stream) {
        // Words still buffered after the stop are not shown: the stop named what was.
        if (controller.signal.aborted) break;
        if (chunk.conversationId) {
          seen.conversationId = chunk.conversationId;
          handlers.onConversation(chunk.conversationId);
        }
        if (chunk.text) {
          seen.shown += chunk.text.length;
          handlers.onText(chunk.text);
        }
      }
      if (controller.signal.aborted) return await stopped();
      settled = true; // the whole answer arrived: a stop now would stop nothing
      // The result comes before the stream ends; a stream closed without one was cut short (the
      // SDK would leave `data` pending for ever). An already settled `data` wins the race.
      const result = await Promise.race([data, Promise.resolve(CUT)]);
      if (result === CUT) throw connectionLost();
      return result;
    } catch (error) {
      if (controller.signal.aborted) return await stopped();
      throw isTransportFailure(error) ? connectionLost() : toApiError(error);
    } finally {
      settled = true;
    }
  })();
  return {
    done,
    stop() {
      if (settled || controller.signal.aborted) return;
      controller.abort();
      stopSent = callApi('echo.stop', { runId, ...seen }).catch(() => undefined);
    },
  };
}
