// A Summary of Findings row from a continuous or risk-difference analysis, checked against a hand
// calculation of inverse-variance fixed-effect pooling (Cochrane Handbook 10.3.1).
import { describe, expect, it } from 'vitest';

import { evidenceProfileFields, gradedOutcome } from '../evidenceProfiles/feature.js';
import { analyse, type AnalysedStudy, type AnalysisSettings } from './analysis.js';
import { sofFigures, sofProblems } from './sof.js';

const fixed = (measure: AnalysisSettings['measure']): AnalysisSettings => ({
  measure,
  method: 'IV',
  model: 'fixed',
  tau2Method: 'REML',
  hartungKnapp: false,
  comparatorRisk: 'median',
});

// Study A: MD 10 − 12 = −2, variance 4²/50 + 4²/50 = 0.64 (weight 1.5625).
// Study B: MD 20 − 23 = −3, variance 6²/40 + 6²/40 = 1.8 (weight 0.5556).
// Pooled: (1.5625 × −2 + 0.5556 × −3) / 2.1181 = −2.2623; SE √(1/2.1181) = 0.6871;
// 95 % CI −2.2623 ∓ 1.96 × 0.6871 = −3.6090 to −0.9156.
const continuous: AnalysedStudy[] = [
  {
    studyId: 'a',
    label: 'A',
    data: { type: 'continuous', mean1: 10, sd1: 4, n1: 50, mean2: 12, sd2: 4, n2: 50 },
  },
  {
    studyId: 'b',
    label: 'B',
    data: { type: 'continuous', mean1: 20, sd1: 6, n1: 40, mean2: 23, sd2: 6, n2: 40 },
  },
];

// Study C: 18/60 vs 36/60, RD −0.3, variance 0.3·0.7/60 + 0.6·0.4/60 = 0.0075.
// Study D: 22/75 vs 45/75, RD −0.30667, variance 0.29333·0.70667/75 + 0.6·0.4/75 = 0.0059639.
// Pooled: (133.33 × −0.3 + 167.68 × −0.30667) / 301.01 = −0.30371; SE √(1/301.01) = 0.057638;
// 95 % CI −0.41668 to −0.19074: 304 fewer per 1,000 (417 fewer to 191 fewer).
const dichotomous: AnalysedStudy[] = [
  {
    studyId: 'c',
    label: 'C',
    data: { type: 'dichotomous', events1: 18, total1: 60, events2: 36, total2: 60 },
  },
  {
    studyId: 'd',
    label: 'D',
    data: { type: 'dichotomous', events1: 22, total1: 75, events2: 45, total2: 75 },
  },
];

describe('a Summary of Findings row from a mean difference', () => {
  const result = analyse(fixed('MD'), continuous);

  it('takes the pooled MD and CI, the participants and studies, and no comparator risk', () => {
    expect(result.pooled!.estimate).toBeCloseTo(-2.2623, 4);
    expect(result.pooled!.lower).toBeCloseTo(-3.609, 3);
    expect(result.pooled!.upper).toBeCloseTo(-0.9156, 3);
    expect(sofFigures(result)).toEqual({
      measure: 'MD',
      kind: 'difference',
      estimate: -2.26,
      ciLow: -3.61,
      ciHigh: -0.92,
      participants: 180,
      studyIds: ['a', 'b'],
      comparatorPer1000: null,
    });
  });

  const row = {
    measure: 'MD',
    estimate: -2.26,
    ciLow: -3.61,
    ciHigh: -0.92,
    participants: 180,
    comparatorPer1000: null,
    studyIds: ['a', 'b'],
  };

  it('accepts a row that carries the figures and refuses one that differs', () => {
    expect(sofProblems(row, result)).toEqual([]);
    expect(sofProblems({ ...row, estimate: -2.3 }, result).join(' ')).toContain(
      'the pooled effect is -2.26 (95 % CI -3.61 to -0.92)',
    );
    expect(sofProblems({ ...row, measure: 'SMD' }, result).join(' ')).toContain(
      'the analysis pools a MD; the row says SMD.',
    );
    expect(sofProblems({ ...row, participants: 100 }, result).join(' ')).toContain(
      '180 participants',
    );
  });

  it('tells the absolute effect in words, in the outcome’s units', () => {
    const [outcome] = evidenceProfileFields.parse({
      title: 'Q',
      technologyId: 't',
      outcomes: [
        {
          name: 'pain score',
          importance: 'critical',
          evidence: 'randomised trials',
          ...row,
          units: 'points',
        },
      ],
    }).outcomes;
    const graded = gradedOutcome(outcome!);
    expect(graded.effectInWords).toBe(
      'The mean pain score in the intervention group was 2.26 points lower (3.61 lower to 0.92 lower)',
    );
    expect(graded.absolute).toBeNull();
  });
});

describe('a Summary of Findings row from a standardised mean difference', () => {
  it('takes Hedges’ g and reads it by Cohen’s rule of thumb', () => {
    // A: d = −2/4 = −0.5, J = 1 − 3/(4·98 − 1) = 0.992327, g = −0.496164,
    //    v = 1/50 + 1/50 + g²/(2·100) = 0.041231 (weight 24.2537).
    // B: d = −3/6 = −0.5, J = 1 − 3/(4·78 − 1) = 0.990354, g = −0.495177,
    //    v = 1/40 + 1/40 + g²/(2·80) = 0.051532 (weight 19.4053).
    // Pooled: (24.2537 × −0.496164 + 19.4053 × −0.495177) / 43.6590 = −0.495725.
    const result = analyse(fixed('SMD'), continuous);
    expect(result.pooled!.estimate).toBeCloseTo(-0.495725, 5);
    const figures = sofFigures(result);
    if ('problem' in figures) throw new Error(figures.problem);
    expect(figures).toMatchObject({ measure: 'SMD', estimate: -0.5, participants: 180 });
    const [outcome] = evidenceProfileFields.parse({
      title: 'Q',
      technologyId: 't',
      outcomes: [
        {
          name: 'Anxiety',
          importance: 'important',
          evidence: 'randomised trials',
          ...figures,
        },
      ],
    }).outcomes;
    const graded = gradedOutcome(outcome!);
    expect(graded.effectInWords).toBe(
      `SMD 0.5 lower (${-figures.ciLow} lower to ${-figures.ciHigh} lower)`,
    );
    expect(graded.effectNote).toBe(
      'By Cohen’s rule of thumb an SMD of 0.2 is a small effect, 0.5 moderate and 0.8 large; this estimate (0.5) is moderate.',
    );
  });
});

describe('a Summary of Findings row from a risk difference', () => {
  const result = analyse(fixed('RD'), dichotomous);

  it('takes the pooled RD to whole people per 1,000 and the control arms’ risk', () => {
    expect(result.pooled!.estimate).toBeCloseTo(-0.30371, 4);
    expect(result.pooled!.lower).toBeCloseTo(-0.41668, 4);
    expect(result.pooled!.upper).toBeCloseTo(-0.19074, 4);
    expect(sofFigures(result)).toEqual({
      measure: 'RD',
      kind: 'difference',
      estimate: -0.304,
      ciLow: -0.417,
      ciHigh: -0.191,
      participants: 270,
      studyIds: ['c', 'd'],
      comparatorPer1000: 600,
    });
  });

  it('gives the row its absolute effects: 600 per 1,000 with the comparator, 304 fewer', () => {
    const [outcome] = evidenceProfileFields.parse({
      title: 'Q',
      technologyId: 't',
      outcomes: [
        {
          name: 'Travel',
          importance: 'critical',
          studyIds: ['c', 'd'],
          evidence: 'randomised trials',
          measure: 'RD',
          estimate: -0.304,
          ciLow: -0.417,
          ciHigh: -0.191,
          participants: 270,
          comparatorPer1000: 600,
        },
      ],
    }).outcomes;
    const graded = gradedOutcome(outcome!);
    expect(graded.absolute).toEqual({
      comparator: 600,
      intervention: 296,
      difference: -304,
      differenceLow: -417,
      differenceHigh: -191,
    });
    expect(graded.effectInWords).toBe('304 fewer per 1,000 (from 417 fewer to 191 fewer)');
  });
});

describe('a reported (generic) effect', () => {
  it('keeps the row’s own measure of the same kind', () => {
    const result = analyse(fixed('difference'), [
      {
        studyId: 'e',
        label: 'E',
        data: { type: 'generic', estimate: -1.5, lower: -2.5, upper: -0.5, participants: 90 },
      },
    ]);
    const row = {
      measure: 'MD',
      estimate: -1.5,
      ciLow: -2.5,
      ciHigh: -0.5,
      participants: 90,
      comparatorPer1000: null,
      studyIds: ['e'],
    };
    expect(sofProblems(row, result)).toEqual([]);
    expect(sofProblems({ ...row, measure: 'RR' }, result).join(' ')).toContain(
      "the analysis pools a reported difference; the row's RR is not one (MD, SMD, RD).",
    );
  });
});
