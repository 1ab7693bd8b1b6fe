// A dossier's snapshot carries its sources' own figures (nothing recomputed), and a frozen one
// stays as it was when its sources change.
import { describe, expect, it } from 'vitest';

import {
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  decisionGaps,
  dossierSnapshot,
  dossierSnapshotSchema,
  gradedOutcome,
  keyed,
  outcomeFields,
  snapshotsDiffer,
  type DossierSources,
  type EvaluationLike,
} from '../../contract/index.js';
import { monitoringPlan } from '../followUp/public.js';

const rated = (r: number) => ({ rating: r, notAssessedReason: null });
const evaluation = (safety: number[]): EvaluationLike => ({
  preceding: keyed(PRECEDING_KEYS, () => ({ answer: 'yes', result: 'pass' })),
  domains: {
    ...keyed(DOMAIN_KEYS, () => []),
    safety: safety.map(rated),
  },
  recommendation: 'adopt',
});

function sources(): DossierSources {
  return {
    dossier: {
      title: 'Cart',
      recommendation: 'adopt with conditions',
      rationale: 'Travel avoided.',
      needIds: ['n1', 'n9'],
      etd: {},
      conditions: [],
      subgroupConsiderations: null,
      implementationConsiderations: null,
      monitoring: monitoringPlan.parse({}),
      researchPriorities: null,
      engagements: [],
      dataGovernance: null,
      culturalSafety: null,
      conflicts: [],
    },
    communities: [],
    technology: {
      id: 't1',
      name: 'Cart',
      category: 'Tele-imaging',
      // Evaluator A rates safety 4 and 5 (mean 4.5), B rates 2 (mean 2): the spread is 2 to 4.5,
      // the pooled mean (4 + 5 + 2) / 3 = 3.67.
      evaluationResults: aggregateEvaluations([evaluation([4, 5]), evaluation([2])]),
    },
    evidenceProfile: {
      id: 'ep1',
      title: 'Profile',
      population: 'North',
      comparison: 'Travel',
      outcomes: [
        gradedOutcome(
          outcomeFields.parse({
            name: 'Travel',
            importance: 'critical',
            studyIds: ['s1'],
            participants: 120,
            evidence: 'observational studies',
            measure: 'RR',
            estimate: 0.5,
            ciLow: 0.25,
            ciHigh: 1,
            comparatorPer1000: 600,
            down: { imprecision: { rating: 'serious', reason: 'Few people.' } },
          }),
        ),
      ],
    },
    budgetImpact: {
      id: 'b1',
      title: 'BIA',
      perspective: 'Payer',
      horizonYears: 2,
      targets: [{ id: '4718074', name: 'La Loche', roundTripKm: 302 }],
      totals: {
        eligiblePopulation: 300,
        currentTotal: 1000,
        newTotal: 800,
        netTotal: -200,
        netByYear: [-50, -150],
      },
      effects: [
        {
          id: '4718074',
          name: 'La Loche',
          served: 60,
          tripsAvoided: 54,
          kmAvoided: 16308,
          netBeforeProgramme: -4000,
        },
      ],
    },
    facilities: [{ id: 'f1', name: 'Clinic', readiness: 'ready', readinessScore: 4.2 }],
    needsAssessment: {
      id: 'na1',
      title: 'North 2026',
      date: '2026-03-01',
      ranking: {
        method: 'hanlon',
        ranked: [
          { needId: 'n0', rank: 1, score: 40 },
          { needId: 'n1', rank: 2, score: 30 },
        ],
      },
      needTitles: { n1: 'Imaging (old title)' },
    },
    needTitles: { n1: 'Imaging' },
  };
}

describe('dossier snapshot', () => {
  it('shows each source’s own figures', () => {
    const s = dossierSnapshot(sources());
    const safety = s.evaluations!.domains.find((d) => d.key === 'safety')!;
    // Ratings 4, 5 and 2: the 2 flags safety, whatever its mean.
    expect(safety).toMatchObject({
      mean: 3.67,
      min: 2,
      max: 4.5,
      evaluations: 2,
      flag: expect.stringContaining('a rating of 2 is below 3'),
    });
    expect(s.evaluations).not.toHaveProperty('overall');
    expect(s.evaluations!.recommendations).toEqual([{ recommendation: 'adopt', count: 2 }]);
    // Observational starts low, imprecision serious: very low. RR 0.5 on 600 per 1,000 is 300,
    // 300 fewer; the CI's bounds give 150 (450 fewer) and 600 (0 more).
    expect(s.evidenceProfile!.outcomes[0]).toMatchObject({
      certainty: 'very low',
      participants: 120,
      effect: 'RR 0.5 (95 % CI 0.25 to 1); 300 fewer per 1,000 (from 450 fewer to 0 more)',
    });
    expect(s.budgetImpact).toMatchObject({
      netTotal: -200,
      netByYear: [-50, -150],
      communityEffects: [{ name: 'La Loche', tripsAvoided: 54, kmAvoided: 16308 }],
    });
    expect(s.readiness).toEqual([
      {
        facilityId: 'f1',
        name: 'Clinic',
        readiness: 'ready',
        score: 4.2,
        assessedOn: null,
        gaps: null,
      },
    ]);
    // A need the assessment did not rank keeps its place, without a rank.
    expect(s.needs!.needs).toEqual([
      { needId: 'n1', title: 'Imaging', rank: 2, score: 30 },
      { needId: 'n9', title: 'n9', rank: null, score: null },
    ]);
    expect(s.needs!.rankedCount).toBe(2);
  });

  it('takes a profile without its optional population and comparison (as the form allows)', () => {
    const base = sources();
    const snapshot = dossierSnapshot({
      ...base,
      evidenceProfile: { ...base.evidenceProfile!, population: null, comparison: null },
    });
    // The contract's check of dossiers.get: a profile saved without them once failed it (500).
    expect(dossierSnapshotSchema.parse(snapshot).evidenceProfile).toMatchObject({
      population: null,
      comparison: null,
    });
  });

  it('a frozen snapshot stays as it was when the budget impact changes', () => {
    const src = sources();
    const frozen = dossierSnapshot(src);
    const kept = JSON.parse(JSON.stringify(frozen)) as typeof frozen;
    src.budgetImpact!.totals.netByYear[0] = -999;
    src.budgetImpact!.totals.netTotal = -1149;
    const now = dossierSnapshot(src);
    expect(frozen).toEqual(kept);
    expect(snapshotsDiffer(now, frozen)).toBe(true);
    expect(snapshotsDiffer(dossierSnapshot(sources()), frozen)).toBe(false);
    // The store gives a map's keys back in another order: still the same snapshot.
    const reordered = Object.fromEntries(Object.entries(frozen).reverse()) as typeof frozen;
    expect(snapshotsDiffer(reordered, frozen)).toBe(false);
  });

  it('a version approved before snapshots carried the per-community effects has not changed', () => {
    const now = dossierSnapshot(sources());
    const { communityEffects: _none, ...older } = now.budgetImpact!;
    const frozen = { ...now, budgetImpact: older };
    expect(snapshotsDiffer(now, frozen)).toBe(false);
    // A change in the effects of a version that has them is a change.
    const changed = dossierSnapshot(sources());
    changed.budgetImpact!.communityEffects![0]!.tripsAvoided = 1;
    expect(snapshotsDiffer(changed, now)).toBe(true);
  });

  it("flags the communities it serves by census type, with the analysis's trip where it has one", () => {
    const src = sources();
    src.communities = [
      { id: '4718074', name: 'La Loche', type: 'Northern village', population2021: 2827 },
      {
        id: '4718839',
        name: 'Clearwater River Dene 222',
        type: 'Indian reserve',
        population2021: 798,
      },
    ];
    const s = dossierSnapshot(src);
    expect(s.equity!.communities).toEqual([
      {
        id: '4718074',
        name: 'La Loche',
        type: 'Northern village',
        flag: 'northern',
        population2021: 2827,
        roundTripKm: 302,
        inBudgetImpact: true,
      },
      {
        id: '4718839',
        name: 'Clearwater River Dene 222',
        type: 'Indian reserve',
        flag: 'First Nations reserve',
        population2021: 798,
        roundTripKm: null,
        inBudgetImpact: false,
      },
    ]);
    // Nothing judged, conditions asked for and none, a reserve without engagement or agreement.
    expect(decisionGaps(s)).toEqual([
      'no criterion of the Evidence-to-Decision table has a judgement',
      '"adopt with conditions" names no condition',
      'no engagement record, and it serves First Nations communities (Clearwater River Dene 222)',
      'no data-governance agreement covers the data about Clearwater River Dene 222',
    ]);
  });

  it('reads a version frozen before the Evidence-to-Decision table, with nothing of it', () => {
    const {
      etd: _e,
      conclusions: _c,
      equity: _q,
      conflicts: _f,
      ...before
    } = dossierSnapshot(sources());
    const read = dossierSnapshotSchema.parse({ ...before, recommendation: 'needs more evidence' });
    expect(read).toMatchObject({
      etd: [],
      conclusions: null,
      equity: null,
      conflicts: [],
      recommendation: 'adopt only in a pilot or research',
    });
  });
});
