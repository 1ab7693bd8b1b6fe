// The state of one conversation with Echo: what the server has, plus the exchange in flight.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { ApiError } from '../../lib/apiErrors';
import { queryKey } from '../../lib/api';
import { callApi } from '../../lib/firebase';
import { askEcho, type EchoRun } from '../../lib/echo';
import { useConversation } from './api';
import {
  baseOf,
  shownOf,
  threadOf,
  type ChatMessage,
  type Exchange,
  type SavedConversation,
} from './thread';

export type { ChatMessage } from './thread';

export interface EchoChat {
  messages: ChatMessage[];
  loading: boolean;
  streaming: boolean;
  /** An answer has ended and the thread is being replaced by the conversation as saved. */
  saving: boolean;
  error: ApiError | null;
  send(question: string): Promise<void>;
  stop(): void;
  /** Asks the question that failed again. */
  retry: (() => Promise<void>) | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long a stopped answer may take to be saved: the server notices a stop by polling, then
 * saves in a transaction, and on a busy server (CI's two cores) that took more than 4 s. */
const SAVE_WAIT_MS = 20_000;

/**
 * The conversation as saved once it holds the exchange asked after `since`. A finished answer is
 * saved before its stream ends; a stopped one when the server notices the stop, so wait for it.
 */
async function savedAfter(id: string, since: string): Promise<SavedConversation | null> {
  const deadline = Date.now() + SAVE_WAIT_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    const got = await callApi('echo.conversations.get', { id }).catch(() => null);
    if (got && got.conversation.updatedAt > since) return got.conversation;
    if (Date.now() + wait > deadline) return null;
    await sleep(wait);
  }
}

const LOST = 'Connection lost — the answer stopped here.';

/** The conversation as saved, or null if there is none (nothing was saved) or it cannot be read. */
const keptOf = (id: string) =>
  callApi('echo.conversations.get', { id }).then(
    (got) => got.conversation,
    () => null,
  );

export function useEchoChat(
  conversationId: string | null,
  onConversation: (id: string) => void,
): EchoChat {
  const client = useQueryClient();
  const query = useConversation(conversationId);
  const stored = query.data?.conversation;
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const run = useRef<EchoRun | null>(null);
  // What the thread has saved as of this render, read when the next question is asked.
  const base = useRef(baseOf(stored, exchange));
  base.current = baseOf(stored, exchange);

  // The conversation an answer the connection cut was asked in (a new one is named by the
  // stream's first chunk), so the next question goes on from what the server kept of it.
  const lostIn = useRef<string | null>(null);
  const asking = useRef(false);

  const send = useCallback(
    async (question: string) => {
      // `asking` covers the read of what a cut answer left, before the run starts.
      if (run.current || asking.current) return;
      asking.current = true;
      setError(null);
      setFailed(null);
      let target = conversationId;
      let before = base.current;
      if (lostIn.current) {
        const kept = await keptOf(lostIn.current);
        lostIn.current = null;
        if (kept) {
          target = kept.id;
          before = shownOf(kept);
          client.setQueryData(queryKey('echo.conversations.get', { id: kept.id }), {
            conversation: kept,
          });
          if (kept.id !== conversationId) onConversation(kept.id);
        }
      }
      const now = Date.now();
      const asked: ChatMessage = {
        key: `u${now}`,
        role: 'user',
        text: question,
        usage: null,
        stopped: false,
        refusal: null,
        streaming: false,
      };
      const answer: ChatMessage = {
        key: `m${now}`,
        role: 'model',
        text: '',
        usage: null,
        stopped: false,
        refusal: null,
        streaming: true,
      };
      setExchange({ before, messages: [asked, answer], saved: null });
      const streamed = (change: (m: ChatMessage) => ChatMessage) =>
        setExchange(
          (e) => e && { ...e, messages: e.messages.map((m) => (m.streaming ? change(m) : m)) },
        );
      let id = target;
      const got = { text: false };
      const current = askEcho(
        { question, ...(target ? { conversationId: target } : {}) },
        {
          onConversation: (cid) => (id = cid),
          onText: (text) => {
            got.text = true;
            streamed((m) => ({ ...m, text: m.text + text }));
          },
        },
      );
      run.current = current;
      asking.current = false;
      let stopped = false;
      try {
        stopped = (await current.done) === null;
        streamed((m) => ({ ...m, streaming: false, stopped }));
      } catch (caught) {
        const failure = caught as ApiError;
        const keptIn = failure.details.conversationId;
        if (typeof keptIn === 'string') {
          // Refused (over a limit, blocked): the server kept the question with its reason, and
          // the thread shows it so, like any other turn.
          id = keptIn;
          setExchange({
            before,
            messages: [{ ...asked, refusal: failure.message }],
            saved: null,
          });
        } else if (failure.code === 'unavailable' && got.text) {
          // The connection went mid-answer: what arrived stays, marked, with a retry. The server
          // may still save the exchange (it does not notice every closed connection), so the
          // next question first reads what it kept.
          lostIn.current = id;
          setError(new ApiError(failure.code, LOST, {}));
          setFailed(question);
          streamed((m) => ({ ...m, streaming: false, lost: true }));
          return;
        } else {
          if (failure.code === 'unavailable') lostIn.current = id;
          // A failure: the question stays on screen, with the error and a retry.
          setError(failure);
          setFailed(question);
          setExchange({ before, messages: [asked], saved: null });
          return;
        }
      } finally {
        run.current = null;
      }
      if (!id) return;
      setSaving(true);
      try {
        const saved = await savedAfter(id, before.updatedAt);
        if (saved) {
          // The cache gets the saved conversation first, so a conversation the answer has just
          // created opens with its messages, not a loading state.
          client.setQueryData(queryKey('echo.conversations.get', { id }), { conversation: saved });
          setExchange((e) => e && { ...e, saved });
        }
        if (id !== target) onConversation(id);
        await client.invalidateQueries({ queryKey: ['echo', 'conversations'] });
      } finally {
        setSaving(false);
      }
    },
    [client, conversationId, onConversation],
  );

  return {
    messages: threadOf(stored, exchange),
    loading: query.isPending && Boolean(conversationId),
    streaming: exchange?.messages.some((m) => m.streaming) ?? false,
    saving,
    error,
    send,
    stop: () => run.current?.stop(),
    retry: failed ? () => send(failed) : null,
  };
}
