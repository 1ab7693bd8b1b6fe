import { z } from 'zod';

import { notReservedMessage, recordId, requiredLine, RESERVED_ID } from '../../contract/common.js';
import { defineOperation, type Access } from '../../contract/operation.js';
import { defineSetting } from '../../contract/settings.js';

export const MAX_QUESTION_CHARS = 4000;
/** Bounds the `shown` of a stop: no answer is longer (a conversation is stored in one document). */
const MAX_STOPPED_CHARS = 1_000_000;

/**
 * The questions Echo's page suggests. Each gets a real answer from the data, from the demo model
 * too (tests/echo checks every one).
 */
export const ECHO_EXAMPLE_QUESTIONS = [
  'Which community has the highest remoteness index?',
  'Which communities in census division 18 have no facility?',
  'Tell me about La Ronge',
  'Which technologies are in the repository, and at which lifecycle stage?',
  'Which facilities have virtual-care readiness gaps?',
  'What are the published clinical needs?',
] as const;

/**
 * What a cached input token costs next to an uncached one. Vertex AI bills tokens served from a
 * context cache at a 90% discount on the standard input price (Gemini 2.5 and later; "Context
 * cache overview", cloud.google.com/vertex-ai/generative-ai/docs/context-cache/context-cache-overview),
 * so the daily budget counts each cached token as 0.1 of one.
 */
export const CACHED_TOKEN_RATIO = 0.1;

/**
 * A question's tokens as the budget counts them: uncached input and the answer (thinking
 * included) in full, cached input at CACHED_TOKEN_RATIO. `total` is Vertex AI's
 * totalTokenCount, which includes the cached part of the prompt.
 */
export const countedTokens = (u: { total: number; cached: number }) =>
  Math.ceil(u.total - u.cached * (1 - CACHED_TOKEN_RATIO));

/**
 * The default daily budget, sized for at least 100 questions a day per person:
 *   the instruction (Echo's rules and the hub's data)  ≈ 46,000 tokens, cached
 *     → counted at 0.1                                 ≈  4,600
 *   the question and the history sent with it          ≈  3,000 (uncached; longer conversations send more)
 *   the answer                                         ≈  1,000
 *   a question                                         ≈  8,600 counted tokens
 *   100 questions ≈ 860,000 → 1,000,000 tokens a day (≈ 116 questions).
 * Without the cache each question would count ≈ 50,000 (20 a day). Creating the cache once per
 * data version is the hub's cost, not a person's.
 */
export const ECHO_QUESTION_ESTIMATE = {
  instruction: 46_000,
  questionAndHistory: 3_000,
  answer: 1_000,
};
export const DEFAULT_DAILY_TOKENS = 1_000_000;

/** Tokens one question counts against the budget, for an instruction of this many tokens. */
export const estimatedQuestionTokens = (instructionTokens = ECHO_QUESTION_ESTIMATE.instruction) =>
  countedTokens({
    total:
      instructionTokens + ECHO_QUESTION_ESTIMATE.questionAndHistory + ECHO_QUESTION_ESTIMATE.answer,
    cached: instructionTokens,
  });

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${what} as a number.` })
    .int(`The ${what} is a whole number.`)
    .min(min, `The ${what} is at least ${min.toLocaleString('en-US')}.`)
    .max(max, `The ${what} is at most ${max.toLocaleString('en-US')}.`);

/** Each person's limits: administrators change them on /admin/echo; the server enforces them. */
export const echoLimits = defineSetting({
  name: 'echoLimits',
  title: 'Echo limits',
  description:
    'How much each person may ask Echo: questions in a row, then questions a minute, and tokens a day (cached tokens counted at their price), which bound the cost. Budgets renew at midnight UTC.',
  schema: z
    .object({
      /** The rate the questions in a row refill at (questionBucket.ts). */
      questionsPerMinute: whole('number of questions a minute', 1, 60),
      /** Asked at once, as a person working through a list does; settings saved before it was
       * declared read with the default. */
      burstQuestions: whole('number of questions in a row', 1, 500).default(30),
      dailyTokens: whole('daily token budget', 10_000, 100_000_000),
    })
    .strict(),
  defaults: { questionsPerMinute: 10, burstQuestions: 30, dailyTokens: DEFAULT_DAILY_TOKENS },
  read: 'admin',
});
export type EchoLimits = z.output<typeof echoLimits.schema>;

/** Names one answer so that `echo.stop` can stop it; a Firestore document id. */
const runId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a valid run id.')
  .refine((id) => !RESERVED_ID.test(id), notReservedMessage);

/** A question's tokens, as the model reported them and as the daily budget counts them. */
const usage = z.object({
  /** The whole prompt (instruction, history and question), cached part included. */
  prompt: z.number().int(),
  /** The part of the prompt served from the context cache. */
  cached: z.number().int(),
  answer: z.number().int(),
  total: z.number().int(),
  /** What the daily budget counts (countedTokens). */
  counted: z.number().int(),
});

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
    usage: usage.nullable(),
  }),
};
export type EchoInput = z.input<typeof echoStream.input>;
export type EchoChunk = z.infer<typeof echoStream.chunk>;
export type EchoResult = z.infer<typeof echoStream.output>;

export const echoMessage = z.object({
  role: z.enum(['user', 'model']),
  text: z.string(),
  at: z.string(),
  usage: usage.nullable(),
  /** The person stopped the answer; this is what had arrived. */
  stopped: z.boolean(),
  /** Why Echo did not answer this question (over a limit, blocked…); null when it did. */
  refusal: z.string().nullable(),
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
  ...echoLimits.operations,
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
    summary:
      'Stops an answer the caller is receiving (by its run id); what is kept is what they saw.',
    input: z
      .object({
        runId,
        /** The conversation the answer is in, once the stream has named it: a stop that arrives
         * after the answer was saved marks the saved answer instead. */
        conversationId: recordId.optional(),
        /** How much of the answer the person had on screen (characters): the kept answer is cut
         * to it, so the transcript holds what they saw. */
        shown: z.number().int().min(0).max(MAX_STOPPED_CHARS).optional(),
      })
      .strict(),
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
    input: z.object({ id: recordId, title: requiredLine(120, 'The title') }).strict(),
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
        burstQuestions: z.number().int(),
        dailyTokens: z.number().int(),
        questionChars: z.number().int(),
        /** What a cached token counts for next to an uncached one. */
        cachedTokenRatio: z.number(),
        /** Tokens a typical question counts with this instruction (see DEFAULT_DAILY_TOKENS). */
        questionEstimate: z.number().int(),
      }),
    }),
  }),
};
