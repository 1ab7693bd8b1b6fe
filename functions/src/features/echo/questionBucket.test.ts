import { describe, expect, it } from 'vitest';

import { echoLimits } from './contract.js';
import { takeQuestion } from './questionBucket.js';

const limits = { burstQuestions: 30, questionsPerMinute: 10 };
const T0 = Date.UTC(2026, 10, 29, 2, 0, 0);

/** Asks `n` questions at `now`, from `state`; what the bucket says of each. */
function askMany(n: number, now: number, state?: unknown) {
  const outcomes: Array<ReturnType<typeof takeQuestion>> = [];
  let current = state;
  for (let i = 0; i < n; i++) {
    const outcome = takeQuestion(current, now, limits);
    outcomes.push(outcome);
    if (outcome.admitted) current = outcome.state;
  }
  return { outcomes, state: current };
}

describe('the questions a person may ask in a row (a token bucket)', () => {
  it('admits a whole burst at once, then refuses the next with the seconds until one refills', () => {
    const { outcomes } = askMany(31, T0);
    expect(outcomes.slice(0, 30).every((o) => o.admitted)).toBe(true);
    // Ten a minute: one question refills in six seconds.
    expect(outcomes[30]).toEqual({ admitted: false, waitSeconds: 6 });
  });

  it('refills at the rate a minute, never beyond the burst', () => {
    const { state } = askMany(30, T0);
    expect(takeQuestion(state, T0 + 5_999, limits).admitted).toBe(false);
    expect(takeQuestion(state, T0 + 6_000, limits).admitted).toBe(true);
    // A day later, a burst again, and no more.
    const rested = askMany(31, T0 + 86_400_000, state).outcomes;
    expect(rested.filter((o) => o.admitted)).toHaveLength(30);
  });

  it('lets a person working through a list at a steady pace go on all day', () => {
    let state: unknown;
    // A question every six seconds, hour after hour: never refused.
    for (let i = 0; i < 600; i++) {
      const outcome = takeQuestion(state, T0 + i * 6_000, limits);
      expect(outcome.admitted).toBe(true);
      if (outcome.admitted) state = outcome.state;
    }
  });

  it('starts full when nothing, or something it cannot read, is stored; a lowered burst caps what was saved', () => {
    for (const stored of [undefined, null, 'x', { left: -3, at: T0 }, { left: 5, at: 'noon' }])
      expect(askMany(31, T0, stored).outcomes.filter((o) => o.admitted)).toHaveLength(30);
    expect(
      askMany(31, T0, { left: 1_000, at: T0 }).outcomes.filter((o) => o.admitted),
    ).toHaveLength(30);
  });

  it('does not refill from a clock that went backwards', () => {
    const { state } = askMany(30, T0);
    expect(takeQuestion(state, T0 - 60_000, limits)).toEqual({ admitted: false, waitSeconds: 6 });
  });

  it('by default lets a person ask 30 in a row, then 10 a minute', () => {
    const defaults = echoLimits.schema.parse(echoLimits.defaults);
    expect(defaults).toMatchObject({ burstQuestions: 30, questionsPerMinute: 10 });
    // A setting saved before bursts existed reads with the default burst.
    expect(
      echoLimits.schema.parse({ questionsPerMinute: 10, dailyTokens: 1_000_000 }).burstQuestions,
    ).toBe(30);
  });
});
