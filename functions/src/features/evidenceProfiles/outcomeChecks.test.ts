import { describe, expect, it } from 'vitest';

import { evidenceProfileFields, gradedOutcome } from './contract.js';
import { outcomeChecks } from './outcomeChecks.js';

const observational = {
  evidence: 'observational studies' as const,
  measure: 'RR',
  estimate: 0.4,
  ciLow: 0.25,
  ciHigh: 0.65,
};

describe('an outcome’s GRADE checks', () => {
  it('warn that RR 0.40 (upper limit 0.65) rated up for a large effect may not be large', () => {
    const checks = outcomeChecks({ ...observational, up: { largeEffect: { rating: 'large' } } });
    expect(checks).toContainEqual({
      level: 'warning',
      path: 'up.largeEffect',
      message: expect.stringMatching(/reaches 0\.65, short of 0\.5/),
    });
  });

  it('refuse a very large effect the estimate does not reach (RR 0.4 > 0.2)', () => {
    const checks = outcomeChecks({
      ...observational,
      up: { largeEffect: { rating: 'very large' } },
    });
    expect(checks.filter((c) => c.level === 'error')).toHaveLength(1);
  });

  it('refuse a large effect for an effect told only in words', () => {
    const checks = outcomeChecks({
      evidence: 'observational studies',
      measure: 'none',
      up: { largeEffect: { rating: 'large' } },
    });
    expect(checks[0]).toMatchObject({ level: 'error', path: 'up.largeEffect' });
  });

  it('warn when observational evidence is rated up and down, saying GRADE’s condition', () => {
    const checks = outcomeChecks({
      ...observational,
      estimate: 0.1,
      ciLow: 0.05,
      ciHigh: 0.15,
      up: { largeEffect: { rating: 'very large' } },
      down: { riskOfBias: { rating: 'serious' } },
    });
    expect(checks).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(/rates up only observational studies without serious/),
      }),
    );
  });

  it('suggest imprecision from the CI against GRADE’s default 0.75 and 1.25', () => {
    // 0.5 to 1.1 crosses no effect and an appreciable benefit (below 0.75): serious.
    const checks = outcomeChecks({ ...observational, estimate: 0.7, ciLow: 0.5, ciHigh: 1.1 });
    expect(checks).toEqual([
      expect.objectContaining({
        level: 'warning',
        path: 'down.imprecision',
        message: expect.stringMatching(/rated not serious; the CI suggests serious/),
      }),
    ]);
    expect(
      outcomeChecks({
        ...observational,
        estimate: 0.7,
        ciLow: 0.5,
        ciHigh: 1.1,
        down: { imprecision: { rating: 'serious' } },
      }),
    ).toEqual([]);
  });
});

describe('the evidence profile’s validation', () => {
  const profile = (up: Record<string, unknown>) => ({
    title: 'Q',
    technologyId: 't',
    outcomes: [
      {
        name: 'Travel',
        importance: 'critical',
        studyIds: ['s'],
        ...observational,
        comparatorPer1000: 600,
        up,
      },
    ],
  });

  it('refuses an error with its path and keeps the warnings with the outcome', () => {
    const refused = evidenceProfileFields.safeParse(
      profile({ largeEffect: { rating: 'very large', reason: 'Big.' } }),
    );
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.path).toEqual(['outcomes', 0, 'up', 'largeEffect', 'rating']);
    const kept = evidenceProfileFields.parse(
      profile({ largeEffect: { rating: 'large', reason: 'RR 0.4.' } }),
    );
    const stored = gradedOutcome(kept.outcomes[0]!);
    expect(stored.checks.map((c) => c.path)).toEqual(['up.largeEffect']);
  });
});
