import { describe, expect, it } from 'vitest';

import {
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  completeness,
  completenessText,
  domainResult,
  type EvaluationLike,
} from './mast.js';
import { keyed } from '../../contract/common.js';

const answer = (rating: number | null, notAssessedReason: string | null = null) => ({
  rating,
  notAssessedReason,
});

function evaluation(
  ratings: Array<number | null>,
  recommendation: string | null = 'pilot',
): EvaluationLike {
  return {
    preceding: keyed(PRECEDING_KEYS, () => ({ answer: 'yes', result: 'pass' })),
    domains: keyed(DOMAIN_KEYS, () => ratings.map((r) => answer(r, r === null ? 'no data' : null))),
    recommendation,
  };
}

describe('domainResult', () => {
  it('means the rated questions only: "not assessed" is never a 0', () => {
    expect(domainResult([answer(4), answer(null, 'no data'), answer(2)])).toEqual({
      mean: 3,
      rated: 2,
      notAssessed: 1,
      asked: 3,
    });
  });

  it('has no mean when nothing is rated, and does not count an unanswered question as not assessed', () => {
    expect(domainResult([answer(null, 'no data'), answer(null)])).toEqual({
      mean: null,
      rated: 0,
      notAssessed: 1,
      asked: 2,
    });
  });
});

describe('completeness', () => {
  it('is the share answered: preceding considerations, questions (rated or not assessed), recommendation', () => {
    expect(completeness(evaluation([4, null, 5]))).toBe(1);
    const half = evaluation([4, 4]);
    for (const k of DOMAIN_KEYS) half.domains[k] = [answer(4), answer(null)];
    // 6 preceding + 14 questions (7 answered) + recommendation: 14 of 21.
    expect(completeness(half)).toBeCloseTo(14 / 21, 3);
    expect(completeness({ ...evaluation([3]), recommendation: null })).toBeCloseTo(13 / 14, 3);
  });
});

describe('completenessText', () => {
  it('never says "100 % answered" while questions are not assessed', () => {
    // 7 domains × [4, not assessed, 5]: every part done, 7 of the 21 questions not assessed.
    const done = evaluation([4, null, 5]);
    expect(completenessText(done)).toBe('100 % filled in; 7 of 21 questions not assessed');
    expect(completenessText(evaluation([4, 5]))).toBe('100 % filled in; all 14 questions answered');
    const half = evaluation([4, 4]);
    for (const k of DOMAIN_KEYS) half.domains[k] = [answer(4), answer(null)];
    expect(completenessText(half)).toBe('66.7 % filled in; 7 of 14 questions still open');
  });
});

describe('aggregateEvaluations', () => {
  it('pools rated questions for the mean, spreads evaluation means for min–max, tallies recommendations', () => {
    const results = aggregateEvaluations([
      evaluation([5, 5, 5], 'adopt'),
      evaluation([2, 3, null], 'pilot'),
      evaluation([4, null, null], 'pilot'),
    ]);
    expect(results.evaluations).toBe(3);
    // Rated: 5,5,5,2,3,4 → 24/6 = 4; evaluation means 5, 2.5, 4.
    expect(results.domains.safety).toEqual({ mean: 4, min: 2.5, max: 5, evaluations: 3, rated: 6 });
    expect(results.recommendations).toEqual({
      adopt: 1,
      pilot: 2,
      'do not adopt': 0,
      'more evidence needed': 0,
    });
    expect(results.overall).toBe(4);
  });

  it('leaves a domain nobody rated without a mean, and is empty without evaluations', () => {
    const results = aggregateEvaluations([evaluation([null, null])]);
    expect(results.domains.economic).toEqual({
      mean: null,
      min: null,
      max: null,
      evaluations: 0,
      rated: 0,
    });
    expect(results.overall).toBeNull();
    expect(aggregateEvaluations([]).evaluations).toBe(0);
  });
});

describe('scoring typed and dependent questions', () => {
  // One domain: two ratings (4, 2), a yes/no "stores data" answered no, a choice that depends
  // on it (so not asked, even with a stale value), a number answered, a text not assessed.
  const domain = [
    { questionId: 'r1', type: 'rating' as const, rating: 4, value: null, notAssessedReason: null },
    { questionId: 'r2', type: 'rating' as const, rating: 2, value: null, notAssessedReason: null },
    {
      questionId: 'stores',
      type: 'yesNo' as const,
      rating: null,
      value: 'no',
      notAssessedReason: null,
    },
    {
      questionId: 'where',
      type: 'choice' as const,
      rating: null,
      value: 'Outside Canada',
      notAssessedReason: null,
      dependsOn: { questionId: 'stores', equals: 'yes' },
    },
    {
      questionId: 'cost',
      type: 'number' as const,
      rating: null,
      value: 12500,
      notAssessedReason: null,
    },
    {
      questionId: 'why',
      type: 'text' as const,
      rating: null,
      value: null,
      notAssessedReason: 'No data',
    },
  ];

  it('means only the rating questions, counts every asked question, never the hidden one', () => {
    // Mean (4 + 2) / 2 = 3 over the 2 rated; asked 6 − 1 hidden = 5; not assessed: the text.
    expect(domainResult(domain)).toEqual({ mean: 3, rated: 2, notAssessed: 1, asked: 5 });
    // Once "stores data" is yes, the choice is asked (and answered): asked 6.
    const yes = domain.map((a) => (a.questionId === 'stores' ? { ...a, value: 'yes' } : a));
    expect(domainResult(yes)).toEqual({ mean: 3, rated: 2, notAssessed: 1, asked: 6 });
  });

  it('counts in completeness every asked question of every type, not a hidden one', () => {
    const e = evaluation([]);
    for (const k of DOMAIN_KEYS)
      e.domains[k] = domain.map((a) => (a.questionId === 'cost' ? { ...a, value: null } : a));
    // 6 preceding + 7 × 5 asked (4 answered: the cost is not) + recommendation:
    // (6 + 28 + 1) / (6 + 35 + 1) = 35 / 42.
    expect(completeness(e)).toBeCloseTo(35 / 42, 3);
  });

  it('aggregates asked ratings only: typed answers and a hidden question’s stale rating never move a mean', () => {
    const e = evaluation([]);
    const hiddenRated = {
      questionId: 'hidden-rated',
      type: 'rating' as const,
      rating: 1,
      value: null,
      notAssessedReason: null,
      dependsOn: { questionId: 'stores', equals: 'yes' },
    };
    for (const k of DOMAIN_KEYS) e.domains[k] = [...domain, hiddenRated];
    const other = evaluation([5]);
    // Pooled ratings 4, 2, 5 (not the hidden 1) → 11 / 3 = 3.67; evaluation means 3 and 5.
    expect(aggregateEvaluations([e, other]).domains.safety).toEqual({
      mean: 3.67,
      min: 3,
      max: 5,
      evaluations: 2,
      rated: 3,
    });
  });
});
