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

describe('imprecision against the outcome’s minimal important difference', () => {
  const rated = (o: Parameters<typeof outcomeChecks>[0]) =>
    outcomeChecks(o).filter((c) => c.path === 'down.imprecision');

  it('reads a ratio against a relative MID: RR 0.85 (0.7 to 0.95) with 10 % is serious', () => {
    // 10 % relative: appreciable below 0.9 and above 1.1; the CI reaches 0.7 and includes 1.
    // Against 25 % (0.75) the same CI would also cross: the MID's rule must be named.
    const checks = rated({
      ...observational,
      estimate: 0.85,
      ciLow: 0.7,
      ciHigh: 1.05,
      mid: 10,
      midScale: 'relative',
    });
    expect(checks).toHaveLength(1);
    expect(checks[0]!.message).toMatch(
      /suggests serious by the outcome’s minimal important difference, a 10 % relative change \(RR 0\.9 and 1\.1\)/,
    );
    // RR 0.8 to 1.2 is within 25 % of no effect but not within 10 %: very serious by the MID.
    expect(
      rated({
        ...observational,
        estimate: 1,
        ciLow: 0.8,
        ciHigh: 1.2,
        mid: 10,
        midScale: 'relative',
      })[0]!.message,
    ).toMatch(/suggests very serious/);
    expect(rated({ ...observational, estimate: 1, ciLow: 0.8, ciHigh: 1.2 })).toEqual([]);
  });

  it('reads a ratio against a MID per 1,000 through the comparator’s risk', () => {
    // RR 0.9 (0.8 to 1.02) at 600 per 1,000: 60 fewer (120 fewer to 12 more); MID 50 per 1,000.
    const checks = rated({
      ...observational,
      estimate: 0.9,
      ciLow: 0.8,
      ciHigh: 1.02,
      comparatorPer1000: 600,
      mid: 50,
      midScale: 'per1000',
    });
    expect(checks[0]!.message).toMatch(
      /suggests serious by the outcome’s minimal important difference, 50 per 1,000.*\(-120 to 12\)/,
    );
  });

  it('reads a mean difference against its MID in the outcome’s units, and asks for one', () => {
    const md = {
      evidence: 'randomised trials' as const,
      measure: 'MD',
      estimate: -2.3,
      ciLow: -3.1,
      ciHigh: 0.4,
      units: 'points',
    };
    expect(rated({ ...md, mid: 2, midScale: 'units' })[0]!.message).toMatch(
      /suggests serious by the outcome’s minimal important difference, 2 points: The CI \(-3\.1 to 0\.4\) includes no effect \(0\) and an appreciable benefit \(below -2\)/,
    );
    expect(rated({ ...md, mid: 5, midScale: 'units' })).toEqual([]);
    expect(rated(md)[0]!.message).toMatch(/not judged against a threshold: a mean difference/);
    // A MID on another scale is not applied to a mean difference.
    expect(rated({ ...md, mid: 10, midScale: 'relative' })[0]!.message).toMatch(/not judged/);
  });

  it('reads an SMD against 0.5 where no MID is known (GRADE handbook), else against its MID', () => {
    const smd = {
      evidence: 'randomised trials' as const,
      measure: 'SMD',
      estimate: -0.3,
      ciLow: -0.6,
      ciHigh: 0.1,
    };
    expect(rated(smd)[0]!.message).toMatch(
      /suggests serious by GRADE’s rule for an SMD without a minimal important difference, 0\.5 either way/,
    );
    expect(rated({ ...smd, ciLow: -0.45 })).toEqual([]);
    expect(rated({ ...smd, ciLow: -0.45, mid: 0.2, midScale: 'sd' })[0]!.message).toMatch(
      /an SMD of 0\.2/,
    );
  });

  it('refuses a large effect for a difference: GRADE’s thresholds are ratios', () => {
    const checks = outcomeChecks({
      evidence: 'observational studies',
      measure: 'MD',
      estimate: -10,
      ciLow: -12,
      ciHigh: -8,
      up: { largeEffect: { rating: 'large' } },
    });
    expect(checks[0]).toMatchObject({ level: 'error', path: 'up.largeEffect' });
    expect(checks[0]!.message).toMatch(/no such threshold for a MD/);
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
