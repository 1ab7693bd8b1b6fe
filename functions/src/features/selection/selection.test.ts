import { describe, expect, it } from 'vitest';

import { keyed } from '../../contract/common.js';
import {
  DOMAIN_KEYS,
  domainFlag,
  type DomainKey,
  type EvaluationAggregate,
} from '../evaluations/mast.js';
import {
  SELECTION_WEIGHTS,
  evidencePart,
  rankCandidates,
  type CandidateInput,
} from './selection.js';

/** Results with every domain at `mean` but those given, each domain's lowest rating its mean. */
const results = (
  mean: number,
  evaluations = 1,
  domains: Partial<Record<DomainKey, { mean: number | null; lowest?: number }>> = {},
): EvaluationAggregate => ({
  evaluations,
  completeness: 1,
  recommendations: { adopt: evaluations, pilot: 0, 'do not adopt': 0, 'more evidence needed': 0 },
  domains: keyed(DOMAIN_KEYS, (k) => {
    const d = domains[k] ?? { mean };
    const lowest = d.lowest ?? d.mean;
    return {
      mean: d.mean,
      min: d.mean,
      max: d.mean,
      evaluations,
      rated: d.mean === null ? 0 : 2,
      lowest,
      flag: domainFlag(k, { mean: d.mean, lowest }),
    };
  }),
});

const tech = (over: Partial<CandidateInput> & { id: string }): CandidateInput => ({
  name: over.id,
  clinicalAreas: ['Obstetrics'],
  lifecycleStage: 'evaluation',
  capitalCost: null,
  annualCost: null,
  evaluationResults: null,
  ...over,
});

describe('rankCandidates', () => {
  it('weighs fit, evidence, stage and cost, and the weights sum to 1', () => {
    expect(Object.values(SELECTION_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 10);
    const [first] = rankCandidates(
      ['obstetrics'],
      [
        tech({
          id: 'a',
          lifecycleStage: 'adopted',
          evaluationResults: results(5),
          annualCost: 100,
        }),
      ],
    );
    // Fit 1, evidence 1, stage 1, the only cost is the cheapest: 1.
    expect(first).toMatchObject({ id: 'a', score: 1 });
    expect(first!.parts.fit.reason).toContain('Matches 1 of 1 clinical area (obstetrics)');
  });

  it('ranks by the parts, explains each, and leaves out technologies decided against or retired', () => {
    const ranked = rankCandidates(
      ['Obstetrics', 'Diagnostic imaging'],
      [
        tech({ id: 'cheap-unproven', annualCost: 1000, capitalCost: 0 }),
        tech({
          id: 'proven-dear',
          annualCost: 9000,
          capitalCost: 5000,
          evaluationResults: results(4.2, 2),
          clinicalAreas: ['obstetrics', 'diagnostic imaging'],
        }),
        tech({ id: 'rejected', lifecycleStage: 'not adopted', evaluationResults: results(5) }),
        tech({ id: 'retired', lifecycleStage: 'retired' }),
      ],
    );
    expect(ranked.map((r) => r.id)).toEqual(['proven-dear', 'cheap-unproven']);
    const [proven, cheap] = ranked;
    expect(proven!.parts.fit.value).toBe(1);
    expect(proven!.parts.evidence).toMatchObject({
      value: 0.8,
      reason: expect.stringContaining('Health problem 4.20 of 5'),
    });
    expect(proven!.parts.cost.value).toBe(0);
    expect(cheap!.parts.fit).toMatchObject({
      value: 0.5,
      reason: expect.stringContaining('1 of 2'),
    });
    expect(cheap!.parts.evidence).toMatchObject({
      value: 0,
      reason: 'No submitted evaluation yet.',
    });
    expect(cheap!.parts.cost.value).toBe(1);
    // The score is the weighted sum of the parts.
    const sum = Object.values(proven!.parts).reduce((s, p) => s + p.value * p.weight, 0);
    expect(proven!.score).toBeCloseTo(sum, 3);
  });

  it('counts an unknown cost as middling and breaks ties by name', () => {
    const ranked = rankCandidates(
      ['x'],
      [tech({ id: 'b', clinicalAreas: ['x'] }), tech({ id: 'a', clinicalAreas: ['x'] })],
    );
    expect(ranked.map((r) => r.id)).toEqual(['a', 'b']);
    expect(ranked[0]!.parts.cost).toMatchObject({
      value: 0.5,
      reason: expect.stringContaining('not recorded'),
    });
  });
});

describe('evidencePart', () => {
  it('is the lowest domain mean, (lowest − 1) ÷ 4, never the mean of the domains', () => {
    // Six domains at 5 and safety at 2: the mean of the domain means, (6 × 5 + 2) / 7 = 4.57,
    // would give (4.57 − 1) / 4 = 0.89; the lowest domain gives (2 − 1) / 4 = 0.25.
    const part = evidencePart(results(5, 2, { safety: { mean: 2 } }));
    expect(part.value).toBe(0.25);
    expect(part.reason).toBe(
      'Lowest MAST domain: Safety 2.00 of 5 (the evidence part is the lowest of the 7 rated domains, not their mean), from 2 submitted evaluations. Flagged (below 3 of 5): Safety.',
    );
  });

  it('names every flagged domain, counts only rated domains, and says when none is flagged', () => {
    // Safety mean 4 with a rating of 1 (flagged), economic 2.5 (flagged, the lowest), the
    // organisational domain not rated: lowest 2.5 → (2.5 − 1) / 4 = 0.375.
    const part = evidencePart(
      results(4, 1, {
        safety: { mean: 4, lowest: 1 },
        economic: { mean: 2.5 },
        organisational: { mean: null },
      }),
    );
    expect(part.value).toBe(0.375);
    expect(part.reason).toContain('Economic 2.50 of 5');
    expect(part.reason).toContain('lowest of the 6 rated domains');
    expect(part.reason).toContain('from 1 submitted evaluation.');
    expect(part.reason).toContain('Flagged (below 3 of 5): Safety, Economic.');
    expect(evidencePart(results(3)).reason).toContain('No domain flagged (below 3 of 5).');
    expect(evidencePart(results(3)).value).toBe(0.5);
  });

  it('is 0 without evaluations or without a rated domain, saying which', () => {
    expect(evidencePart(null)).toMatchObject({ value: 0, reason: 'No submitted evaluation yet.' });
    const unrated = results(
      0,
      1,
      keyed(DOMAIN_KEYS, () => ({ mean: null })),
    );
    expect(evidencePart(unrated)).toMatchObject({
      value: 0,
      reason: 'No MAST domain rated in 1 submitted evaluation.',
    });
  });

  it('ranks a technology with one poor domain below one even across the domains', () => {
    const ranked = rankCandidates(
      ['x'],
      [
        tech({ id: 'even', clinicalAreas: ['x'], evaluationResults: results(3.5) }),
        tech({
          id: 'poor-safety',
          clinicalAreas: ['x'],
          evaluationResults: results(5, 1, { safety: { mean: 2 } }),
        }),
      ],
    );
    // Evidence 0.625 vs 0.25; everything else equal.
    expect(ranked.map((r) => r.id)).toEqual(['even', 'poor-safety']);
  });
});
