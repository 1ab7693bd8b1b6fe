// Conversations, stored per person, and the contents sent to the model — checked first against
// the rules of the seed (section 5), so a malformed history is a clear error, not a model call.
import type { FunctionCall, FunctionResponse } from '@google/genai';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

import type { EchoMessage } from './contract.js';
import { db } from '../../platform/admin.js';
import { toJson } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import { clearStop, keptText, takeStop, type StopRequest } from './stops.server.js';

export const CONVERSATIONS = 'conversations';

/** A part of a message, as Vertex AI's Content has them. */
export type Part =
  { text: string } | { functionCall: FunctionCall } | { functionResponse: FunctionResponse };

type Usage = NonNullable<EchoMessage['usage']>;

export interface StoredMessage {
  role: string;
  parts: Part[];
  at: Timestamp;
  /** Messages saved before the cache was counted have no `cached` or `counted`. */
  usage: (Omit<Usage, 'cached' | 'counted'> & Partial<Usage>) | null;
  stopped: boolean;
  /** A question Echo did not answer, and why; it stays in the transcript, never sent again. */
  refusal?: string;
  /** The run an answer came from, so that a stop arriving after the save finds it. */
  runId?: string;
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** A stored part keeps whatever else the model gave with it (written back as it was). */
const storedPart = z.union([
  z.looseObject({ text: z.string() }),
  z.looseObject({ functionCall: z.custom<FunctionCall>(isObject) }),
  z.looseObject({ functionResponse: z.custom<FunctionResponse>(isObject) }),
]);

const storedMessage = z.object({
  role: z.string(),
  parts: z.array(storedPart),
  at: z.instanceof(Timestamp),
  usage: z
    .object({
      prompt: z.number(),
      answer: z.number(),
      total: z.number(),
      cached: z.number().optional(),
      counted: z.number().optional(),
    })
    .nullable(),
  stopped: z.boolean(),
  refusal: z.string().optional(),
  runId: z.string().optional(),
}) satisfies z.ZodType<StoredMessage>;

/** A conversation as stored; a summary's query selects only some of its fields. */
export const storedConversation = z.object({
  uid: z.string().optional(),
  title: z.string().optional(),
  createdAt: z.instanceof(Timestamp).optional(),
  updatedAt: z.instanceof(Timestamp).optional(),
  messageCount: z.number().int().default(0),
  messages: z.array(storedMessage).default([]),
});
export const readConversation = (snap: Parameters<typeof readStored>[1]) =>
  readStored(storedConversation, snap);

export interface Conversation {
  ref: DocumentReference;
  id: string;
  title: string;
  messages: StoredMessage[];
  exists: boolean;
}

export interface Content {
  role: string;
  parts: Part[];
}

const ROLES = new Set(['user', 'model', 'function', 'system']);
/** How much history goes with a question (older turns are kept but not sent). */
const HISTORY_MESSAGES = 40;
/**
 * Stored conversations stay well inside Firestore's 1 MiB document limit, counted in UTF-8
 * bytes as Firestore counts (600,000 characters of Cree syllabics would be 1.8 MB).
 */
const MAX_STORED_BYTES = 600_000;

/** The seed's rules for what may be sent; each failure names its rule. */
export function validateContents(contents: Content[]): void {
  const refuse = (rule: string, message: string) => {
    throw new HttpsError('invalid-argument', `Echo cannot send this conversation: ${message}`, {
      rule,
    });
  };
  if (contents.length === 0 || contents[0]?.role !== 'user') {
    refuse('starts-with-user', 'it must begin with a user turn (a question).');
  }
  for (const content of contents) {
    if (!ROLES.has(content.role)) {
      refuse(
        'known-roles',
        `"${content.role}" is not a role; roles are user, model, function and system.`,
      );
    }
    const empty =
      content.parts.length === 0 || content.parts.some((p) => 'text' in p && p.text.length === 0);
    if (empty) refuse('no-empty-parts', `a ${content.role} message has empty parts.`);
    const responses = content.parts.filter((p) => 'functionResponse' in p).length;
    if (responses > 0 && responses < content.parts.length) {
      refuse(
        'function-response-alone',
        'a function response is mixed with other parts in one message.',
      );
    }
  }
}

export async function openConversation(
  uid: string,
  id: string | undefined,
  firstQuestion: string,
): Promise<Conversation> {
  if (!id) {
    const ref = db.collection(CONVERSATIONS).doc();
    return { ref, id: ref.id, title: titleFrom(firstQuestion), messages: [], exists: false };
  }
  const ref = db.collection(CONVERSATIONS).doc(id);
  const snap = await ref.get();
  if (!snap.exists || snap.get('uid') !== uid)
    throw new HttpsError(
      'not-found',
      'This conversation does not exist (it may have been deleted).',
    );
  const { title, messages } = readStored(storedConversation.required({ title: true }), snap);
  return { ref, id, title, messages, exists: true };
}

function titleFrom(question: string): string {
  const line = question.split('\n')[0]?.trim() ?? 'Conversation';
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/**
 * The history as stored (the most recent turns) and the new question. A window that cuts into
 * the history starts at a user turn; a stored history is never repaired silently — if it breaks
 * the rules, validateContents says so.
 */
export function contentsFor(conversation: Conversation, question: string): Content[] {
  // Refused questions have no answer: they stay in the transcript but are not sent.
  const answered = conversation.messages.filter((m) => !m.refusal);
  let history = answered.slice(-HISTORY_MESSAGES);
  if (answered.length > HISTORY_MESSAGES) {
    const start = history.findIndex((m) => m.role === 'user');
    history = start < 0 ? [] : history.slice(start);
  }
  return [
    ...history.map((m) => ({ role: m.role, parts: m.parts })),
    { role: 'user', parts: [{ text: question }] },
  ];
}

export async function saveExchange(
  conversation: Conversation,
  uid: string,
  question: string,
  answer: { text: string; usage: EchoMessage['usage']; stopped: boolean; runId?: string },
  askedAt: Timestamp,
): Promise<{ stopped: boolean }> {
  const { runId } = answer;
  let stopped = answer.stopped;
  await append(conversation, uid, async (tx) => {
    // The person's stop wins even when it came after the last word (see stops.ts).
    const stop = runId ? await takeStop(tx, runId, uid) : null;
    const text = stop ? keptText(answer.text, stop) : answer.text;
    stopped = answer.stopped || stop !== null;
    const added: StoredMessage[] = [
      { role: 'user', parts: [{ text: question }], at: askedAt, usage: null, stopped: false },
    ];
    // A stop before the first word leaves the question unanswered (nothing empty is stored).
    if (text)
      added.push({
        role: 'model',
        parts: [{ text }],
        at: Timestamp.now(),
        usage: answer.usage,
        stopped,
        ...(runId ? { runId } : {}),
      });
    return added;
  });
  return { stopped };
}

/**
 * A stop that arrived after its answer was saved: the saved answer is marked stopped and cut to
 * what the person saw. Not the caller's conversation, or not saved yet: nothing changes (the save
 * reads the request itself).
 */
export async function markStopped(
  conversationId: string,
  uid: string,
  runId: string,
  stop: StopRequest,
): Promise<void> {
  const ref = db.collection(CONVERSATIONS).doc(conversationId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('uid') !== uid) return;
    const { messages } = readConversation(snap);
    const at = messages.findIndex((m) => m.role === 'model' && m.runId === runId);
    const saved = messages[at];
    if (!saved) return;
    const kept = keptText(textOf(saved), stop);
    const next = [...messages];
    if (kept) next[at] = { ...saved, parts: [{ text: kept }], stopped: true };
    else next.splice(at, 1); // stopped before the first word was shown
    tx.update(ref, { messages: next, messageCount: next.length, updatedAt: Timestamp.now() });
    clearStop(tx, runId);
  });
}

const textOf = (m: StoredMessage) => m.parts.map((p) => ('text' in p ? p.text : '')).join('');

/** Keeps a question Echo refused in the transcript, with the reason the person was given. */
export async function saveRefusal(
  conversation: Conversation,
  uid: string,
  question: string,
  reason: string,
  askedAt: Timestamp,
): Promise<void> {
  await append(conversation, uid, [
    {
      role: 'user',
      parts: [{ text: question }],
      at: askedAt,
      usage: null,
      stopped: false,
      refusal: reason,
    },
  ]);
}

/**
 * What a conversation keeps: dropped oldest first, a whole exchange at a time (a refused
 * question is one message), so the transcript still begins with a question.
 */
export function keptMessages(all: StoredMessage[]): StoredMessage[] {
  let messages = all;
  while (
    messages.length > 2 &&
    Buffer.byteLength(JSON.stringify(messages), 'utf8') > MAX_STORED_BYTES
  ) {
    const next = messages.findIndex((m, i) => i > 0 && m.role === 'user');
    messages = messages.slice(next > 0 ? next : 2);
  }
  return messages;
}

async function append(
  conversation: Conversation,
  uid: string,
  adding: StoredMessage[] | ((tx: Transaction) => Promise<StoredMessage[]>),
) {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(conversation.ref);
    // `adding` may read too (and then write): every read comes before this transaction's writes.
    const added = typeof adding === 'function' ? await adding(tx) : adding;
    const now = Timestamp.now();
    const stored = readConversation(snap);
    const messages = keptMessages([...stored.messages, ...added]);
    tx.set(conversation.ref, {
      uid,
      title: stored.title ?? conversation.title,
      createdAt: stored.createdAt ?? now,
      updatedAt: now,
      messageCount: messages.length,
      messages,
    });
  });
}

export function toEchoMessage(m: StoredMessage): EchoMessage {
  return {
    role: m.role === 'model' ? 'model' : 'user',
    text: textOf(m),
    at: toJson(m.at) as string,
    usage: m.usage ? { cached: 0, counted: m.usage.total, ...m.usage } : null,
    stopped: m.stopped,
    refusal: m.refusal ?? null,
  };
}
