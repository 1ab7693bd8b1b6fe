import { describe, expect, it } from 'vitest';

import {
  DEFAULT_WEIGHTS,
  PEARL_TESTS,
  rankNeeds,
  scoreOf,
  suggestedScores,
  suggestedSize,
  hanlonSize,
  weightsAddUp,
  type Criterion,
  type NeedScores,
  type Scores,
} from './priority.js';

const pass = Object.fromEntries(PEARL_TESTS.map((t) => [t, true])) as NeedScores['pearl'];
const need = (needId: string, ...ratings: Scores[]): NeedScores => ({
  needId,
  pearl: pass,
  ratings: ratings.map((scores, i) => ({ assessor: `Assessor ${i + 1}`, scores })),
});
const all = (
  size: number,
  seriousness: number,
  effectiveness: number,
  more: Partial<Record<Criterion, number>> = {},
): Record<Criterion, number> => ({
  size,
  seriousness,
  effectiveness,
  inequity: 5,
  positioning: 5,
  communityPriority: 5,
  ...more,
});

describe('Hanlon / Basic Priority Rating', () => {
  it('is (A + B) × C / 3, with the formula shown with its values', () => {
    expect(scoreOf('hanlon', all(6, 12, 7))).toEqual({
      score: 42,
      breakdown: '(6 + 12) × 7 / 3 = 42',
    });
    expect(scoreOf('hanlon', all(10, 20, 10)).score).toBe(100);
    expect(scoreOf('hanlon', all(10, 20, 0)).score).toBe(0);
  });

  it('ranks on the mean of the assessors’ criteria and shows each assessor’s score and the spread', () => {
    const ranking = rankNeeds(
      [need('a', all(4, 10, 6), all(8, 14, 8)), need('b', all(9, 18, 9))],
      'hanlon',
    );
    expect(ranking.ranked.map((r) => [r.needId, r.rank, r.score])).toEqual([
      ['b', 1, 81],
      ['a', 2, 42],
    ]);
    const a = ranking.ranked[1]!;
    expect(a.means).toEqual({ size: 6, seriousness: 12, effectiveness: 7 });
    expect(a.byAssessor).toEqual([
      { assessor: 'Assessor 1', score: 28 },
      { assessor: 'Assessor 2', score: 58.67 },
    ]);
    expect(a.spread).toEqual({ min: 28, max: 58.67 });
  });

  it('leaves out a need failing any PEARL test, naming the tests it failed', () => {
    const failing = {
      ...need('x', all(10, 20, 10)),
      pearl: { ...pass, legality: false, economics: false },
    };
    const ranking = rankNeeds([failing, need('y', all(1, 1, 1))], 'hanlon');
    expect(ranking.ranked.map((r) => r.needId)).toEqual(['y']);
    expect(ranking.excluded).toEqual([{ needId: 'x', failed: ['economics', 'legality'] }]);
  });

  it('gives equal scores the same rank, in the order listed, and the next rank skips', () => {
    const ranking = rankNeeds(
      [
        need('p', all(3, 3, 3)),
        need('q', all(6, 12, 7)),
        need('r', all(12 - 6, 12, 7)),
        need('s', all(1, 1, 1)),
      ],
      'hanlon',
    );
    expect(ranking.ranked.map((r) => `${r.needId}${r.rank}`)).toEqual(['q1', 'r1', 'p3', 's4']);
  });

  it('counts a criterion scored by only some assessors, and leaves unscored a need missing one', () => {
    const ranking = rankNeeds(
      [
        need(
          'half',
          { size: 6, seriousness: 12, effectiveness: 7 },
          { size: null, seriousness: 12 },
        ),
        need('none', { size: 5, seriousness: 5 }),
      ],
      'hanlon',
    );
    expect(ranking.ranked[0]).toMatchObject({ needId: 'half', score: 42 });
    expect(ranking.ranked[0]!.byAssessor).toHaveLength(1);
    expect(ranking.unscored).toEqual([{ needId: 'none', missing: ['effectiveness'] }]);
  });
});

describe('equity-weighted', () => {
  it('adds inequity E and positioning F: (A + B + E + F) × C / 5', () => {
    expect(scoreOf('equity', all(6, 12, 7, { inequity: 9, positioning: 3 }))).toEqual({
      score: 42,
      breakdown: '(6 + 12 + 9 + 3) × 7 / 5 = 42',
    });
    expect(scoreOf('equity', all(10, 20, 10, { inequity: 10, positioning: 10 })).score).toBe(100);
  });

  it('can reorder needs Hanlon ranks the other way (the sensitivity view)', () => {
    const needs = [
      need('city', all(9, 16, 6, { inequity: 1, positioning: 2 })),
      need('north', all(7, 16, 6, { inequity: 10, positioning: 8 })),
    ];
    expect(rankNeeds(needs, 'hanlon').ranked.map((r) => r.needId)).toEqual(['city', 'north']);
    expect(rankNeeds(needs, 'equity').ranked.map((r) => r.needId)).toEqual(['north', 'city']);
  });
});

describe('weighted criteria', () => {
  it('is 100 × Σ weight × score / maximum', () => {
    const c = all(10, 20, 10, { inequity: 10, communityPriority: 10 });
    expect(scoreOf('weighted', c, DEFAULT_WEIGHTS).score).toBe(100);
    const half = all(5, 10, 5, { inequity: 5, communityPriority: 5 });
    expect(scoreOf('weighted', half, DEFAULT_WEIGHTS).score).toBe(50);
    const only = { size: 1, seriousness: 0, inequity: 0, effectiveness: 0, communityPriority: 0 };
    const sizeOnly = all(10, 0, 0, { inequity: 0, communityPriority: 0 });
    expect(scoreOf('weighted', sizeOnly, only)).toEqual({
      score: 100,
      breakdown: '100 × (1×10/10 + 0×0/20 + 0×0/10 + 0×0/10 + 0×0/10) = 100',
    });
  });

  it('accepts weights that add up to 1, and refuses others', () => {
    expect(weightsAddUp(DEFAULT_WEIGHTS)).toBe(true);
    expect(weightsAddUp({ ...DEFAULT_WEIGHTS, size: 0.3 })).toBe(false);
    expect(
      weightsAddUp({
        size: 0.2,
        seriousness: 0.2,
        inequity: 0.2,
        effectiveness: 0.2,
        communityPriority: 0.2,
      }),
    ).toBe(true);
  });

  it('changes the order when the weights change', () => {
    const needs = [
      need('big', all(10, 4, 5, { inequity: 1, communityPriority: 2 })),
      need('unfair', all(2, 4, 5, { inequity: 10, communityPriority: 9 })),
    ];
    const bySize = {
      size: 0.6,
      seriousness: 0.1,
      inequity: 0.1,
      effectiveness: 0.1,
      communityPriority: 0.1,
    };
    const byEquity = {
      size: 0.1,
      seriousness: 0.1,
      inequity: 0.6,
      effectiveness: 0.1,
      communityPriority: 0.1,
    };
    expect(rankNeeds(needs, 'weighted', bySize).ranked[0]!.needId).toBe('big');
    expect(rankNeeds(needs, 'weighted', byEquity).ranked[0]!.needId).toBe('unfair');
  });
});

describe('suggested scores from real data', () => {
  it('suggests inequity from remoteness, and no size from the population alone', () => {
    expect(suggestedScores({ remotenessIndex: 0.62 })).toEqual({ inequity: 6 });
    expect(suggestedScores({ remotenessIndex: 0.1 })).toEqual({ inequity: 1 });
    expect(suggestedScores({ remotenessIndex: null })).toEqual({});
  });

  // Hanlon's table: ≥ 25 % → 9–10, 10–24.9 % → 7–8, 1–9.9 % → 5–6, 0.1–0.9 % → 3–4,
  // 0.01–0.09 % → 1–2, less → 0; the higher score from the band's log middle (√(from × to)).
  it("scores the size from the percent affected with Hanlon's table", () => {
    expect(hanlonSize(60)).toBe(10); // ≥ √(25 × 100) = 50
    expect(hanlonSize(30)).toBe(9);
    expect(hanlonSize(16)).toBe(8); // ≥ √(10 × 25) = 15.8
    expect(hanlonSize(12)).toBe(7);
    expect(hanlonSize(3.2)).toBe(6); // ≥ √10 = 3.16
    expect(hanlonSize(3.1)).toBe(5);
    expect(hanlonSize(0.5)).toBe(4);
    expect(hanlonSize(0.2)).toBe(3);
    expect(hanlonSize(0.05)).toBe(2);
    expect(hanlonSize(0.02)).toBe(1);
    expect(hanlonSize(0.001)).toBe(0);
  });

  it("sizes a need from its own people affected a year, as a share of the community's", () => {
    // La Loche 2,514 people; 40 obstetric ultrasound exams a year: 40 / 2,514 = 1.59 % → 5
    // (1–9.9 %, under 3.16 %). Another need of the same community, 200 a year: 7.96 % → 6.
    const la = { kind: 'people affected', population: 2514, community: 'La Loche' } as const;
    const small = suggestedSize({ ...la, peopleAffected: 40 });
    expect(small?.score).toBe(5);
    expect(small?.percent).toBeCloseTo(1.591, 3);
    expect(small?.basis).toMatch(/40 people affected a year .* La Loche's 2514 .*1\.59 %/);
    expect(suggestedSize({ ...la, peopleAffected: 200 })?.score).toBe(6);
    expect(suggestedSize({ ...la, population: 0, peopleAffected: 5 })).toBeNull();
    expect(suggestedSize(null)).toBeNull();
  });

  it('sizes a need from a health indicator with its source', () => {
    const s = suggestedSize({
      kind: 'indicator',
      percent: 12.4,
      indicator: 'Diabetes, age 12 and over',
      source: 'Statistics Canada, Canadian Community Health Survey',
    });
    expect(s).toMatchObject({ score: 7, percent: 12.4 });
    expect(s?.basis).toMatch(/^Diabetes, age 12 and over: 12.4 % \(Statistics Canada/);
  });
});
