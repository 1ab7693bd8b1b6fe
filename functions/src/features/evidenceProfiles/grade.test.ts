// The GRADE method against hand calculations: points are very low 1, low 2, moderate 3, high 4;
// randomised trials start at 4, observational studies at 2; each level down −1, up +1; the sum is
// held between 1 and 4.
import { describe, expect, it } from 'vitest';

import {
  DOWNGRADE_DOMAINS,
  DOWNGRADE_RATINGS,
  GradeError,
  absoluteEffect,
  differenceText,
  gradeCertainty,
  gradeProblems,
  type DowngradeDomain,
  type DowngradeRating,
  type EvidenceType,
  type GradeInput,
} from './grade.js';

const none = { rating: 'none', reason: null } as const;

function input(
  evidence: EvidenceType,
  down: Partial<Record<DowngradeDomain, [DowngradeRating, string | null]>> = {},
  up: Partial<GradeInput['up']> = {},
): GradeInput {
  const judged = (d: DowngradeDomain) => {
    const [rating, reason] = down[d] ?? ['not serious', null];
    return { rating, reason };
  };
  return {
    evidence,
    down: {
      riskOfBias: judged('riskOfBias'),
      inconsistency: judged('inconsistency'),
      indirectness: judged('indirectness'),
      imprecision: judged('imprecision'),
      publicationBias: judged('publicationBias'),
    },
    up: { largeEffect: none, doseResponse: none, opposingConfounding: none, ...up },
  };
}

describe('GRADE certainty', () => {
  it('starts randomised trials at high and observational studies at low', () => {
    expect(gradeCertainty(input('randomised trials')).level).toBe('high'); // 4
    expect(gradeCertainty(input('observational studies')).level).toBe('low'); // 2
  });

  it('rates down one level per serious and two per very serious concern, with the reasons as footnotes', () => {
    // 4 − 1 (risk of bias, serious) − 2 (indirectness, very serious) = 1 → very low.
    const result = gradeCertainty(
      input('randomised trials', {
        riskOfBias: ['serious', 'Outcome assessors not blinded.'],
        indirectness: ['very serious', 'Urban tertiary centres only; no rural or remote sites.'],
      }),
    );
    expect(result).toEqual({
      start: 'high',
      down: 3,
      up: 0,
      level: 'very low',
      clamped: false,
      footnotes: [
        'Risk of bias: rated down one level (serious). Outcome assessors not blinded.',
        'Indirectness: rated down two levels (very serious). Urban tertiary centres only; no rural or remote sites.',
      ],
    });
    // 4 − 1 (imprecision) = 3 → moderate.
    expect(
      gradeCertainty(input('randomised trials', { imprecision: ['serious', 'Few events (n=40).'] }))
        .level,
    ).toBe('moderate');
    // 4 − 1 − 1 = 2 → low.
    expect(
      gradeCertainty(
        input('randomised trials', {
          inconsistency: ['serious', 'I² = 70 %.'],
          publicationBias: ['serious', 'Small industry-funded trials only.'],
        }),
      ).level,
    ).toBe('low');
  });

  it('gives every combination of start level and downgrades the level of the GRADE table', () => {
    // By hand: from high, 0 levels down → high, 1 → moderate, 2 → low, 3 or more → very low; from
    // low, 0 → low, 1 or more → very low.
    const table: Record<EvidenceType, string[]> = {
      'randomised trials': ['high', 'moderate', 'low', 'very low'],
      'observational studies': ['low', 'very low'],
    };
    const domains = Object.keys(DOWNGRADE_DOMAINS) as DowngradeDomain[];
    let combinations = 0;
    for (const evidence of Object.keys(table) as EvidenceType[]) {
      // 3^5 = 243 combinations of the five domains, each not serious / serious / very serious.
      for (let n = 0; n < 3 ** domains.length; n++) {
        const down: Partial<Record<DowngradeDomain, [DowngradeRating, string]>> = {};
        let total = 0;
        domains.forEach((d, i) => {
          const levels = Math.floor(n / 3 ** i) % 3;
          total += levels;
          down[d] = [DOWNGRADE_RATINGS[levels]!, `reason ${i}`];
        });
        const levels = table[evidence];
        const expected = levels[Math.min(total, levels.length - 1)];
        const result = gradeCertainty(input(evidence, down));
        expect(result.level, `${evidence}, ${JSON.stringify(down)}`).toBe(expected);
        expect(result.down).toBe(total);
        combinations++;
      }
    }
    expect(combinations).toBe(486);
  });

  it('holds the result at very low, saying so in a footnote', () => {
    // 4 − 2 − 2 − 2 = −2 → held at 1, very low.
    const result = gradeCertainty(
      input('randomised trials', {
        riskOfBias: ['very serious', 'a'],
        inconsistency: ['very serious', 'b'],
        indirectness: ['very serious', 'c'],
      }),
    );
    expect(result.level).toBe('very low');
    expect(result.clamped).toBe(true);
    expect(result.footnotes.at(-1)).toBe(
      'Start high (4 points) − 6 + 0 = -2; held at very low, the lowest certainty.',
    );
  });

  it('rates observational evidence up, held at high', () => {
    // 2 + 2 (very large effect) = 4 → high.
    const veryLarge = { rating: 'very large', reason: 'RR 0.1 in every study.' } as const;
    expect(
      gradeCertainty(input('observational studies', {}, { largeEffect: veryLarge })).level,
    ).toBe('high');
    // 2 + 1 (dose–response) = 3 → moderate.
    const gradient = { rating: 'present', reason: 'Fewer transfers with more scans.' } as const;
    const moderate = gradeCertainty(input('observational studies', {}, { doseResponse: gradient }));
    expect(moderate.level).toBe('moderate');
    expect(moderate.footnotes).toEqual([
      'Dose–response gradient: rated up one level (present). Fewer transfers with more scans.',
    ]);
    // 2 + 2 + 1 + 1 = 6 → held at 4, high.
    const all = gradeCertainty(
      input(
        'observational studies',
        {},
        {
          largeEffect: veryLarge,
          doseResponse: gradient,
          opposingConfounding: { rating: 'present', reason: 'Sicker patients got the scans.' },
        },
      ),
    );
    expect([all.level, all.up, all.clamped]).toEqual(['high', 4, true]);
    // 2 − 1 (risk of bias) + 1 (large effect) = 2 → low.
    expect(
      gradeCertainty(
        input(
          'observational studies',
          { riskOfBias: ['serious', 'No adjustment for age.'] },
          { largeEffect: { rating: 'large', reason: 'RR 0.4.' } },
        ),
      ).level,
    ).toBe('low');
  });

  it('keeps a reason given for not rating down', () => {
    const result = gradeCertainty(
      input('randomised trials', {
        indirectness: ['not serious', 'Two of three sites were remote.'],
      }),
    );
    expect(result.level).toBe('high');
    expect(result.footnotes).toEqual([
      'Indirectness: not rated down. Two of three sites were remote.',
    ]);
  });

  it('refuses a downgrade or an upgrade without its reason', () => {
    const bad = input(
      'observational studies',
      {
        riskOfBias: ['serious', '  '],
        imprecision: ['very serious', null],
      },
      { doseResponse: { rating: 'present', reason: null } },
    );
    expect(gradeProblems(bad)).toEqual([
      {
        path: ['down', 'riskOfBias', 'reason'],
        message: 'Risk of bias: say why it is rated down (serious); a downgrade needs its reason.',
      },
      {
        path: ['down', 'imprecision', 'reason'],
        message:
          'Imprecision: say why it is rated down (very serious); a downgrade needs its reason.',
      },
      {
        path: ['up', 'doseResponse', 'reason'],
        message:
          'Dose–response gradient: say why it is rated up (present); rating up needs its reason.',
      },
    ]);
    expect(() => gradeCertainty(bad)).toThrow(GradeError);
  });

  it('refuses rating randomised trials up, with a clear message', () => {
    const bad = input(
      'randomised trials',
      {},
      { largeEffect: { rating: 'large', reason: 'RR 0.3.' } },
    );
    expect(() => gradeCertainty(bad)).toThrow(
      'Large effect: only observational evidence is rated up; randomised trials already start at high certainty.',
    );
  });
});

describe('anticipated absolute effects', () => {
  it('apply a risk ratio to the comparator risk', () => {
    // 200 per 1,000 × RR 0.75 = 150 → 50 fewer; CI 0.6 → 120 (80 fewer), 0.95 → 190 (10 fewer).
    const a = absoluteEffect('RR', 0.75, 0.6, 0.95, 200);
    expect(a).toEqual({
      comparator: 200,
      intervention: 150,
      difference: -50,
      differenceLow: -80,
      differenceHigh: -10,
    });
    expect(differenceText(a)).toBe('50 fewer per 1,000 (from 80 fewer to 10 fewer)');
  });

  it('apply an odds ratio and a hazard ratio by their formulas', () => {
    // OR 2, r = 0.1: 2·0.1 / (1 − 0.1 + 2·0.1) = 0.2 / 1.1 = 0.1818… → 182 per 1,000, 82 more.
    expect(absoluteEffect('OR', 2, 2, 2, 100).difference).toBe(82);
    // HR 0.5, r = 0.36: 1 − (1 − 0.36)^0.5 = 1 − 0.8 = 0.2 → 200 per 1,000, 160 fewer.
    expect(absoluteEffect('HR', 0.5, 0.5, 0.5, 360).intervention).toBe(200);
    // RR 1.5 with r = 0.8 would be 1.2: a risk is held at 1,000 per 1,000.
    expect(absoluteEffect('RR', 1.5, 1, 2, 800)).toMatchObject({
      intervention: 1000,
      difference: 200,
    });
  });
});
