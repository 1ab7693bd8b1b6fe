import { z } from 'zod';

import { RESERVED_ID, notReservedMessage, recordId, requiredText } from './common.js';
import { defineOperation, type Access } from './operation.js';

export const MAX_QUESTION_CHARS = 4000;

/** Names one answer so that `echo.stop` can stop it; a Firestore document id. */
const runId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a valid run id.')
  .refine((id) => !RESERVED_ID.test(id), notReservedMessage);

/** The streaming `echo` callable (not part of `api`: it streams its answer). */
export const echoStream = {
  access: 'signedIn' as Access,
  summary: "Asks Echo a question in one of the caller's conversations; streams the answer.",
  input: z
    .object({
      conversationId: recordId.optional(),
      /** Names this answer so that `echo.stop` can stop it. */
      runId: runId.optional(),
      question: z
        .string({ error: 'Type a question.' })
        .trim()
        .min(1, 'Type a question.')
        .max(MAX_QUESTION_CHARS, `A question is at most ${MAX_QUESTION_CHARS} characters.`),
    })
    .strict(),
  /** The first chunk names the conversation (new ones get their id here); then text. */
  chunk: z.object({ text: z.string(), conversationId: recordId.optional() }),
  output: z.object({
    conversationId: recordId,
    answer: z.string(),
    stopped: z.boolean(),
    usage: z
      .object({ prompt: z.number().int(), answer: z.number().int(), total: z.number().int() })
      .nullable(),
  }),
};
export type EchoInput = z.input<typeof echoStream.input>;
export type EchoChunk = z.infer<typeof echoStream.chunk>;
export type EchoResult = z.infer<typeof echoStream.output>;

const usage = z.object({
  prompt: z.number().int(),
  answer: z.number().int(),
  total: z.number().int(),
});

export const echoMessage = z.object({
  role: z.enum(['user', 'model']),
  text: z.string(),
  at: z.string(),
  usage: usage.nullable(),
  /** The person stopped the answer; this is what had arrived. */
  stopped: z.boolean(),
});
export type EchoMessage = z.infer<typeof echoMessage>;

const conversationSummary = z.object({
  id: recordId,
  title: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const echoOperations = {
  'echo.status': defineOperation({
    access: 'signedIn',
    summary: 'Whether Echo can answer here (configured), and whether a fake model stands in.',
    input: z.object({}).strict(),
    output: z.object({
      configured: z.boolean(),
      fake: z.boolean(),
      model: z.string(),
      message: z.string().nullable(),
    }),
  }),
  'echo.stop': defineOperation({
    access: 'signedIn',
    summary: 'Stops an answer the caller is receiving (by its run id).',
    input: z.object({ runId }).strict(),
    output: z.object({ stopped: z.literal(true) }),
  }),
  'echo.conversations.list': defineOperation({
    access: 'signedIn',
    summary: "The caller's conversations, newest first.",
    input: z.object({}).strict(),
    output: z.object({ conversations: z.array(conversationSummary) }),
  }),
  'echo.conversations.get': defineOperation({
    access: 'signedIn',
    summary: "One of the caller's conversations with its messages.",
    input: z.object({ id: recordId }).strict(),
    output: z.object({
      conversation: conversationSummary.extend({ messages: z.array(echoMessage) }),
    }),
  }),
  'echo.conversations.rename': defineOperation({
    access: 'signedIn',
    summary: 'Renames one of the caller’s conversations.',
    input: z.object({ id: recordId, title: requiredText(120, 'The title') }).strict(),
    output: z.object({ renamed: z.literal(true) }),
  }),
  'echo.conversations.delete': defineOperation({
    access: 'signedIn',
    summary: 'Deletes one of the caller’s conversations.',
    input: z.object({ id: recordId }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  }),
  'echo.settings': defineOperation({
    access: 'admin',
    summary:
      "Echo's configuration, the size of its instruction (counted by the model) and its cache.",
    input: z.object({}).strict(),
    output: z.object({
      configured: z.boolean(),
      fake: z.boolean(),
      model: z.string(),
      location: z.string(),
      developerName: z.string(),
      dataVersion: z.number().int(),
      instruction: z.object({
        characters: z.number().int(),
        tokens: z.number().int().nullable(),
        records: z.number().int(),
      }),
      cache: z.object({ name: z.string(), expireTime: z.string() }).nullable(),
      limits: z.object({
        questionsPerMinute: z.number().int(),
        dailyTokens: z.number().int(),
        questionChars: z.number().int(),
      }),
    }),
  }),
};
