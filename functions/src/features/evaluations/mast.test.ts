import { describe, expect, it } from 'vitest';

import {
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  completeness,
  completenessText,
  domainResult,
  domainsText,
  evaluationAggregate,
  flaggedDomains,
  lowestDomain,
  type DomainKey,
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
    // Lowest rating 2: below 3, and one low safety rating flags safety though its mean is 4.
    expect(results.domains.safety).toEqual({
      mean: 4,
      min: 2.5,
      max: 5,
      evaluations: 3,
      rated: 6,
      lowest: 2,
      flag: 'Safety: a rating of 2 is below 3 of 5 (one low safety rating flags the domain).',
    });
    // The same ratings elsewhere: a mean of 4 is not flagged; a single low rating flags only safety.
    expect(results.domains.economic).toMatchObject({ mean: 4, lowest: 2, flag: null });
    expect(results.recommendations).toEqual({
      adopt: 1,
      pilot: 2,
      'do not adopt': 0,
      'more evidence needed': 0,
    });
    // MAST defines no overall score: none is computed.
    expect(results).not.toHaveProperty('overall');
  });

  it('leaves a domain nobody rated without a mean, and is empty without evaluations', () => {
    const results = aggregateEvaluations([evaluation([null, null])]);
    expect(results.domains.economic).toEqual({
      mean: null,
      min: null,
      max: null,
      evaluations: 0,
      rated: 0,
      lowest: null,
      flag: null,
    });
    expect(flaggedDomains(results)).toEqual([]);
    expect(lowestDomain(results)).toBeNull();
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
      lowest: 2,
      flag: 'Safety: a rating of 2 is below 3 of 5 (one low safety rating flags the domain).',
    });
  });
});

describe('domain flags instead of an overall mean', () => {
  // One evaluation rating each domain differently: health problem 5, 5; safety 4, 4; clinical
  // effectiveness 3, 2 (mean 2.5); the rest 4, 3 (mean 3.5).
  const byDomain: Record<DomainKey, number[]> = {
    healthProblem: [5, 5],
    safety: [4, 4],
    clinicalEffectiveness: [3, 2],
    patientPerspectives: [4, 3],
    economic: [4, 3],
    organisational: [4, 3],
    socioCulturalEthicalLegal: [4, 3],
  };
  const e: EvaluationLike = {
    ...evaluation([]),
    domains: keyed(DOMAIN_KEYS, (k) => byDomain[k].map((r) => answer(r))),
  };

  it('flags a domain whose mean is below 3, however well the others do', () => {
    const results = aggregateEvaluations([e]);
    // The mean of the domain means would be (5 + 4 + 2.5 + 3.5 × 4) / 7 = 3.64: above 3, and
    // the weak clinical effectiveness averaged away. Per domain it is flagged.
    expect(results.domains.clinicalEffectiveness).toMatchObject({
      mean: 2.5,
      lowest: 2,
      flag: 'Clinical effectiveness: mean 2.50 is below 3 of 5.',
    });
    // A lowest rating of 3 is not below 3: the other domains are not flagged.
    expect(flaggedDomains(results)).toEqual(['clinicalEffectiveness']);
    expect(lowestDomain(results)).toEqual({
      key: 'clinicalEffectiveness',
      short: 'Clinical effectiveness',
      mean: 2.5,
    });
    expect(domainsText(results)).toBe(
      'Health problem 5.00; Safety 4.00; Clinical effectiveness 2.50 (flagged); Patient perspectives 3.50; Economic 3.50; Organisational 3.50; Socio-cultural, ethical, legal 3.50',
    );
  });

  it('flags safety on any one rating below 3, though its mean is 4.25', () => {
    // Safety 5, 2, 5, 5: mean 17 / 4 = 4.25, lowest 2 → flagged; patient perspectives 5, 2, 5,
    // 5 (mean 4.25) is not, one low rating elsewhere only lowers the mean.
    const low = {
      ...e,
      domains: { ...e.domains, safety: [5, 2, 5, 5].map((r) => answer(r)) },
    };
    low.domains.patientPerspectives = [5, 2, 5, 5].map((r) => answer(r));
    const results = aggregateEvaluations([low]);
    expect(results.domains.safety).toMatchObject({ mean: 4.25, lowest: 2 });
    expect(results.domains.safety.flag).toContain('a rating of 2 is below 3');
    expect(results.domains.patientPerspectives).toMatchObject({ mean: 4.25, flag: null });
    expect(flaggedDomains(results)).toEqual(['safety', 'clinicalEffectiveness']);
  });

  it('reads a result stored with an overall mean and no flags, deriving its flags', () => {
    const stored = {
      evaluations: 1,
      recommendations: { adopt: 1, pilot: 0, 'do not adopt': 0, 'more evidence needed': 0 },
      completeness: 1,
      overall: 3.64,
      domains: keyed(DOMAIN_KEYS, (k) => ({
        mean: k === 'economic' ? 2.5 : 4,
        min: 4,
        max: 4,
        evaluations: 1,
        rated: 2,
      })),
    };
    const read = evaluationAggregate.parse(stored);
    expect(read).not.toHaveProperty('overall');
    expect(read.domains.economic).toMatchObject({
      lowest: null,
      flag: expect.stringContaining('mean 2.50'),
    });
    expect(flaggedDomains(read)).toEqual(['economic']);
    // A stored flag its figures do not give is not believed.
    const stale = {
      ...stored,
      domains: { ...stored.domains, safety: { ...stored.domains.safety, flag: 'old' } },
    };
    expect(evaluationAggregate.parse(stale).domains.safety.flag).toBeNull();
  });
});
