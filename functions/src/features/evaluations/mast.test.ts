import { describe, expect, it } from 'vitest';

import {
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  completeness,
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
