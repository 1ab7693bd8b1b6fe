// How many questions a person may ask in a row: a token bucket. A person working through a list
// asks many questions within a minute and then reads; a fixed count a minute stopped them
// mid-list, while the daily token budget is what bounds the cost. The bucket holds up to
// `burstQuestions`, each question takes one, and it refills at `questionsPerMinute`.
import { z } from 'zod';

import type { EchoLimits } from './contract.js';

/** What is stored per person: questions left, and when they were counted (ms since the epoch). */
export interface QuestionBucket {
  left: number;
  at: number;
}

const stored = z.object({ left: z.number().min(0), at: z.number() });

export type BucketOutcome =
  { admitted: true; state: QuestionBucket } | { admitted: false; waitSeconds: number };

/**
 * Takes one question from the bucket as stored (anything unreadable counts as a full bucket: a
 * person is never refused for data they cannot see), or says how long until one refills.
 */
export function takeQuestion(
  state: unknown,
  now: number,
  limits: Pick<EchoLimits, 'burstQuestions' | 'questionsPerMinute'>,
): BucketOutcome {
  const { burstQuestions: burst, questionsPerMinute } = limits;
  const perMs = questionsPerMinute / 60_000;
  const parsed = stored.safeParse(state);
  // A clock that went backwards refills nothing; a burst lowered since caps what was saved.
  const left = parsed.success
    ? Math.min(burst, parsed.data.left + Math.max(0, now - parsed.data.at) * perMs)
    : burst;
  if (left >= 1) return { admitted: true, state: { left: left - 1, at: now } };
  return { admitted: false, waitSeconds: Math.ceil((1 - left) / perMs / 1000) };
}
