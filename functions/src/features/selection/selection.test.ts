import { describe, expect, it } from 'vitest';

import type { EvaluationAggregate } from '../evaluations/mast.js';
import { SELECTION_WEIGHTS, rankCandidates, type CandidateInput } from './selection.js';

const results = (overall: number, evaluations = 1) =>
  ({ overall, evaluations }) as unknown as EvaluationAggregate;

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
      reason: expect.stringContaining('4.20 of 5 from 2 submitted evaluations'),
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
