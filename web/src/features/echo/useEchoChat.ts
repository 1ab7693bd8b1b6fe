// The state of one conversation with Echo: what the server has, plus the exchange in flight.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import type { EchoMessage } from '@hta/functions/contract';

import type { ApiError } from '../../lib/apiErrors';
import { callApi } from '../../lib/firebase';
import { askEcho, type EchoRun } from '../../lib/echo';
import { useConversation } from './api';

export interface ChatMessage extends Omit<EchoMessage, 'at'> {
  key: string;
  streaming: boolean;
}

export interface EchoChat {
  messages: ChatMessage[];
  loading: boolean;
  streaming: boolean;
  error: ApiError | null;
  send(question: string): Promise<void>;
  stop(): void;
  /** Asks the question that failed again. */
  retry: (() => Promise<void>) | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function useEchoChat(
  conversationId: string | null,
  onConversation: (id: string) => void,
): EchoChat {
  const client = useQueryClient();
  const stored = useConversation(conversationId);
  const [pending, setPending] = useState<ChatMessage[]>([]);
  // How many saved messages there were when the pending question was asked: once the saved
  // conversation holds more, it holds the exchange, and the streamed copy is not shown twice.
  const [pendingAfter, setPendingAfter] = useState(0);
  const [error, setError] = useState<ApiError | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = useRef<EchoRun | null>(null);

  const send = useCallback(
    async (question: string) => {
      if (run.current) return;
      setError(null);
      setFailed(null);
      const now = Date.now();
      setPendingAfter(stored.data?.conversation.messages.length ?? 0);
      const asked: ChatMessage = {
        key: `u${now}`,
        role: 'user',
        text: question,
        usage: null,
        stopped: false,
        streaming: false,
      };
      setPending([
        asked,
        { key: `m${now}`, role: 'model', text: '', usage: null, stopped: false, streaming: true },
      ]);
      let id = conversationId;
      const current = askEcho(
        { question, ...(conversationId ? { conversationId } : {}) },
        {
          onConversation: (cid) => (id = cid),
          onText: (text) =>
            setPending((p) => p.map((m) => (m.streaming ? { ...m, text: m.text + text } : m))),
        },
      );
      run.current = current;
      let stopped: boolean;
      try {
        stopped = (await current.done) === null;
      } catch (caught) {
        // The question stays on screen, with the error and a retry.
        setError(caught as ApiError);
        setFailed(question);
        setPending([asked]);
        return;
      } finally {
        run.current = null;
      }
      setPending((p) => p.map((m) => (m.streaming ? { ...m, streaming: false, stopped } : m)));
      if (!id) return;
      if (stopped) {
        // The server keeps what had arrived once it notices the stop; wait for it briefly.
        const before = stored.data?.conversation.messageCount ?? 0;
        for (let i = 0; i < 8; i++) {
          const saved = await callApi('echo.conversations.get', { id }).catch(() => null);
          if (saved && saved.conversation.messageCount > before) break;
          await sleep(500);
        }
      }
      if (id !== conversationId) onConversation(id);
      // The saved conversation replaces the streamed bubbles as soon as it arrives (see
      // `saved` below): the thread is never empty in between, nor doubled.
      await client.invalidateQueries({ queryKey: ['echo', 'conversations'] });
    },
    [client, conversationId, onConversation, stored.data],
  );

  const server: ChatMessage[] = (stored.data?.conversation.messages ?? []).map((m, i) => ({
    ...m,
    key: `s${i}`,
    streaming: false,
  }));
  const saved =
    pending.length === 0 || (server.length > pendingAfter && !pending.some((m) => m.streaming));
  return {
    messages: saved ? server : [...server, ...pending],
    loading: stored.isPending && Boolean(conversationId),
    streaming: pending.some((m) => m.streaming),
    error,
    send,
    stop: () => run.current?.stop(),
    retry: failed ? () => send(failed) : null,
  };
}
