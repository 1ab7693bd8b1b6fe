import { describe, expect, it } from 'vitest';

import {
  largeEffectChecks,
  startingEvidence,
  suggestedImprecision,
  upAndDownChecks,
} from './gradeChecks.js';

describe('a large effect checked against the effect and its CI', () => {
  it('refuses "large" for an effect that is not beyond 0.5 or 2', () => {
    expect(largeEffectChecks('large', { estimate: 0.6, lower: 0.4, upper: 0.9 })).toEqual([
      expect.objectContaining({ level: 'error', path: 'up.largeEffect' }),
    ]);
    expect(
      largeEffectChecks('very large', { estimate: 0.3, lower: 0.1, upper: 0.5 })[0]!.level,
    ).toBe('error');
  });

  it('warns when the CI reaches back past the threshold: RR 0.40 with an upper limit of 0.65', () => {
    const [check] = largeEffectChecks('large', { estimate: 0.4, lower: 0.25, upper: 0.65 });
    expect(check).toMatchObject({ level: 'warning' });
    expect(check!.message).toContain('0.65');
  });

  it('accepts an effect and CI beyond the threshold, on either side of 1', () => {
    expect(largeEffectChecks('large', { estimate: 0.3, lower: 0.2, upper: 0.45 })).toEqual([]);
    expect(largeEffectChecks('very large', { estimate: 8, lower: 5.5, upper: 12 })).toEqual([]);
    expect(largeEffectChecks('large', { estimate: 3, lower: 1.5, upper: 6 })[0]!.level).toBe(
      'warning',
    );
  });

  it('has nothing to say when no large effect is claimed, and needs an effect when one is', () => {
    expect(largeEffectChecks('none', null)).toEqual([]);
    expect(largeEffectChecks('large', null)[0]!.level).toBe('error');
  });
});

describe('rated up and down at once', () => {
  const none = { largeEffect: 'none', doseResponse: 'none', opposingConfounding: 'none' } as const;
  const clean = {
    riskOfBias: 'not serious',
    inconsistency: 'not serious',
    indirectness: 'not serious',
    imprecision: 'not serious',
    publicationBias: 'not serious',
  } as const;

  it('warns when observational evidence is rated up while rated down', () => {
    const [check] = upAndDownChecks(
      'observational studies',
      { ...clean, riskOfBias: 'serious' },
      { ...none, largeEffect: 'large' },
    );
    expect(check).toMatchObject({ level: 'warning', path: 'up.largeEffect' });
    expect(check!.message).toContain('riskOfBias');
    expect(
      upAndDownChecks('observational studies', clean, { ...none, largeEffect: 'large' }),
    ).toEqual([]);
  });
});

describe('the starting level from the designs pooled', () => {
  it('starts randomised only when every study is a trial or a review of trials only', () => {
    expect(
      startingEvidence([
        { design: 'RCT' },
        { design: 'systematic review', poolsOnlyRandomisedTrials: true },
      ]).evidence,
    ).toBe('randomised trials');
  });

  it('does not count a review as randomised unless it is shown to pool only trials', () => {
    expect(startingEvidence([{ design: 'RCT' }, { design: 'systematic review' }])).toEqual({
      evidence: 'observational studies',
      because: 'A review cited is not shown to pool only randomised trials.',
    });
    expect(
      startingEvidence([{ design: 'RCT' }, { design: 'cohort' }, { design: 'case series' }])
        .because,
    ).toBe('2 of 3 studies are not randomised trials.');
  });
});

describe('imprecision from the CI', () => {
  it('is very serious when the CI includes appreciable benefit and harm', () => {
    expect(suggestedImprecision({ estimate: 0.9, lower: 0.5, upper: 1.6 }).rating).toBe(
      'very serious',
    );
  });

  it('is serious when the CI includes no effect and an appreciable benefit', () => {
    expect(suggestedImprecision({ estimate: 0.8, lower: 0.6, upper: 1.1 }).rating).toBe('serious');
  });

  it('is not serious when the CI excludes no effect, or stays within the MID', () => {
    expect(suggestedImprecision({ estimate: 0.4, lower: 0.25, upper: 0.65 }).rating).toBe(
      'not serious',
    );
    expect(suggestedImprecision({ estimate: 1, lower: 0.9, upper: 1.1 }).rating).toBe(
      'not serious',
    );
  });

  it('uses a known minimal important difference instead of 25 %', () => {
    const effect = { estimate: 0.95, lower: 0.85, upper: 1.05 };
    expect(suggestedImprecision(effect).rating).toBe('not serious');
    expect(suggestedImprecision(effect, { benefit: 0.9, harm: 1.1 }).rating).toBe('serious');
  });
});
