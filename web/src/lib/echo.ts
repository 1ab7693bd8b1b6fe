// Asking Echo: the streaming callable, with a stop that works on every platform (the stream
// is closed, and echo.stop names the run — see functions/src/echo/stops.ts).
import type { EchoChunk, EchoInput, EchoResult } from '@hta/functions/contract';
import { ECHO_FUNCTION } from '@hta/functions/contract/names';

import { toApiError } from './apiErrors';
import { withoutUndefined } from './withoutUndefined';
import { callApi, loadFunctions } from './firebase';

export interface EchoRun {
  /** Resolves with the answer; rejects with an ApiError; resolves null when stopped. */
  done: Promise<EchoResult | null>;
  stop(): void;
}

const newRunId = () => crypto.randomUUID().replace(/-/g, '');

export function askEcho(
  input: Omit<EchoInput, 'runId'>,
  handlers: { onText: (text: string) => void; onConversation: (id: string) => void },
): EchoRun {
  const runId = newRunId();
  const controller = new AbortController();
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
        if (chunk.conversationId) handlers.onConversation(chunk.conversationId);
        if (chunk.text) handlers.onText(chunk.text);
      }
      return await data;
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw toApiError(error);
    }
  })();
  return {
    done,
    stop() {
      controller.abort();
      void callApi('echo.stop', { runId }).catch(() => undefined);
    },
  };
}
