import { describe, expect, it } from 'vitest';

import {
  CACHED_TOKEN_RATIO,
  DEFAULT_DAILY_TOKENS,
  countedTokens,
  echoLimits,
  estimatedQuestionTokens,
} from './contract.js';

describe('the daily token budget', () => {
  it('counts cached input at the price ratio Vertex AI bills it (a tenth), the rest in full', () => {
    expect(CACHED_TOKEN_RATIO).toBe(0.1);
    // A typical question: 46,300 input tokens of which 46,000 are the cached instruction,
    // and a 500-token answer.
    expect(countedTokens({ total: 46_800, cached: 46_000 })).toBe(300 + 500 + 4_600);
    expect(countedTokens({ total: 46_800, cached: 0 })).toBe(46_800);
  });

  it('lets a person ask at least 100 questions a day by default, which it could not uncached', () => {
    expect(echoLimits.schema.parse(echoLimits.defaults).dailyTokens).toBe(DEFAULT_DAILY_TOKENS);
    expect(100 * estimatedQuestionTokens()).toBeLessThanOrEqual(DEFAULT_DAILY_TOKENS);
    const uncached = countedTokens({ total: 50_000, cached: 0 });
    expect(100 * uncached).toBeGreaterThan(DEFAULT_DAILY_TOKENS);
  });

  it('refuses limits outside their range with a message a person understands', () => {
    const parsed = echoLimits.schema.safeParse({ questionsPerMinute: 0, dailyTokens: 1.5 });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages).toContain('The number of questions a minute is at least 1.');
    expect(messages).toContain('The daily token budget is a whole number.');
  });
});
