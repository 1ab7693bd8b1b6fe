// What a conversation's thread shows: the conversation as saved, plus the exchange in flight.
//
// The saved conversation and the exchange streaming into it come from two places that catch up
// with each other at different moments (the query cache refetches; the stream ends; the server
// saves). Deciding by the conversation's `updatedAt` — not by counting messages — keeps the thread
// from going empty, doubling or dropping earlier turns while they catch up, whichever arrives
// first. (Counting failed when the question was asked before the saved conversation had loaded.)
import type { EchoMessage, OutputOf } from '@hta/functions/contract';

export type SavedConversation = OutputOf<'echo.conversations.get'>['conversation'];

export interface ChatMessage extends Omit<EchoMessage, 'at'> {
  key: string;
  streaming: boolean;
  /** An answer cut off by the connection: what arrived, shown until the person asks again. */
  lost?: boolean;
}

/** Messages shown, and the saved version of the conversation they come from ('' = none yet). */
export interface Shown {
  messages: ChatMessage[];
  updatedAt: string;
}

export interface Exchange {
  /** What the thread showed, saved, when the question was asked. */
  before: Shown;
  /** The question and the answer as it streams (just the question if asking failed). */
  messages: ChatMessage[];
  /** The conversation as saved with this exchange, until the query cache has caught up. */
  saved: SavedConversation | null;
}

export const NOTHING: Shown = { messages: [], updatedAt: '' };

export const shownOf = (c: SavedConversation): Shown => ({
  messages: c.messages.map((m, i) => ({ ...m, key: `s${i}`, streaming: false })),
  updatedAt: c.updatedAt,
});

const fresher = (a: SavedConversation | undefined, b: SavedConversation) =>
  a && a.updatedAt >= b.updatedAt ? a : b;

/** The saved part of the thread: what the exchange in flight (if any) is added to. */
export function baseOf(stored: SavedConversation | undefined, exchange: Exchange | null): Shown {
  if (exchange?.saved) return shownOf(fresher(stored, exchange.saved));
  if (!exchange) return stored ? shownOf(stored) : NOTHING;
  // The cache may not have loaded this conversation yet (a question asked right after the first
  // answer named it), or may hold an older copy: what was on screen stands in for it.
  return stored && stored.updatedAt >= exchange.before.updatedAt
    ? shownOf(stored)
    : exchange.before;
}

export function threadOf(
  stored: SavedConversation | undefined,
  exchange: Exchange | null,
): ChatMessage[] {
  const base = baseOf(stored, exchange);
  if (!exchange || exchange.saved) return base.messages;
  // An answer the connection cut stays as it arrived, under its mark, on what was shown when it
  // was asked: whatever the server kept of it (nothing, a stopped answer or all of it) is in the
  // saved conversation the next question starts from, so it never shows twice.
  if (exchange.messages.some((m) => m.lost))
    return [...exchange.before.messages, ...exchange.messages];
  // An answer that ended without its saved copy being fetched (a stop the server noticed late):
  // once the cache holds a newer conversation, that one has it.
  const ended = !exchange.messages.some((m) => m.streaming);
  if (ended && stored && stored.updatedAt > exchange.before.updatedAt) return base.messages;
  return [...base.messages, ...exchange.messages];
}
