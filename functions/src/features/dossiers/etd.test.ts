// The Evidence-to-Decision table: GRADE's criteria and scales, what approval needs of it, and
// the fields that keep the panel's judgements.
import { describe, expect, it } from 'vitest';

import { dossierFields } from './contract.js';
import { ETD_CRITERIA, currentRecommendation, etdGaps } from './etd.js';
import { etdLinkedEvidence } from './etdEvidence.js';
import { dossierSnapshotSchema } from './snapshot.js';

const judged = (skip: string[] = []) =>
  Object.fromEntries(
    ETD_CRITERIA.filter((c) => !skip.includes(c.key)).map((c) => [
      c.key,
      { judgement: c.scale[0], evidence: null, additional: null },
    ]),
  );

describe('the Evidence-to-Decision criteria', () => {
  it('are the twelve of the coverage and health-system frameworks, in their order', () => {
    expect(ETD_CRITERIA.map((c) => c.label)).toEqual([
      'Priority of the problem',
      'Desirable effects',
      'Undesirable effects',
      'Certainty of evidence',
      'Values',
      'Balance of effects',
      'Resources required',
      'Certainty of evidence of required resources',
      'Cost-effectiveness',
      'Equity',
      'Acceptability',
      'Feasibility',
    ]);
  });

  it("use GRADE's published scales", () => {
    const scale = (key: string) => ETD_CRITERIA.find((c) => c.key === key)?.scale;
    expect(scale('priority')).toEqual([
      'no',
      'probably no',
      'probably yes',
      'yes',
      'varies',
      "don't know",
    ]);
    expect(scale('undesirableEffects')?.slice(0, 4)).toEqual([
      'large',
      'moderate',
      'small',
      'trivial',
    ]);
    expect(scale('certainty')).toEqual([
      'very low',
      'low',
      'moderate',
      'high',
      'no included studies',
    ]);
    expect(scale('resources')?.slice(0, 5)).toEqual([
      'large costs',
      'moderate costs',
      'negligible costs and savings',
      'moderate savings',
      'large savings',
    ]);
    expect(scale('equity')?.slice(0, 5)).toEqual([
      'reduced',
      'probably reduced',
      'probably no impact',
      'probably increased',
      'increased',
    ]);
    expect(scale('costEffectiveness')).toContain('no included studies');
  });

  it('link the criteria the dossier has figures for to them', () => {
    const links = Object.fromEntries(ETD_CRITERIA.map((c) => [c.key, c.link]));
    expect(links).toMatchObject({
      priority: 'needRank',
      certainty: 'certainties',
      resources: 'budgetNet',
      equity: 'equity',
      feasibility: 'readiness',
      values: null,
    });
  });
});

describe('etdGaps', () => {
  it('is empty when every criterion is judged and the recommendation needs no condition', () => {
    expect(etdGaps(judged(), 'adopt', [])).toEqual([]);
  });

  it('names every criterion without a judgement', () => {
    expect(etdGaps(judged(['values', 'feasibility']), 'adopt', [])).toEqual([
      'Values, Feasibility have no judgement in the Evidence-to-Decision table',
    ]);
    expect(etdGaps(judged(['equity']), 'adopt', [])).toEqual([
      'Equity has no judgement in the Evidence-to-Decision table',
    ]);
  });

  it('says no criterion is judged for a dossier made before the table', () => {
    expect(etdGaps(undefined, 'adopt with conditions', [])).toEqual([
      'no criterion of the Evidence-to-Decision table has a judgement',
      '"adopt with conditions" names no condition',
    ]);
  });

  it('wants a condition for "adopt with conditions", and only for it', () => {
    expect(etdGaps(judged(), 'adopt with conditions', [])).toEqual([
      '"adopt with conditions" names no condition',
    ]);
    expect(
      etdGaps(judged(), 'adopt with conditions', [{ text: 'A pilot first', owner: 'Hub lead' }]),
    ).toEqual([]);
    expect(etdGaps(judged(), 'do not adopt', [])).toEqual([]);
  });
});

describe("the dossier's decision fields", () => {
  const base = { title: 'Cart', technologyId: 't1' };

  it("refuse a judgement that is not on its criterion's scale, naming the scale", () => {
    const r = dossierFields.safeParse({
      ...base,
      etd: { priority: { judgement: 'large' } },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['etd', 'priority', 'judgement']);
    expect(r.error?.issues[0]?.message).toMatch(/^Priority of the problem: choose one of no, /);
  });

  it('refuse an unknown criterion and a condition without an owner', () => {
    expect(dossierFields.safeParse({ ...base, etd: { mood: { judgement: 'yes' } } }).success).toBe(
      false,
    );
    const r = dossierFields.safeParse({ ...base, conditions: [{ text: 'Pilot', owner: '' }] });
    expect(r.error?.issues[0]?.message).toBe("The condition's owner is required.");
  });

  it('default to an empty table for a dossier made before it', () => {
    const d = dossierFields.parse(base);
    expect(d).toMatchObject({
      etd: {},
      conditions: [],
      monitoring: { indicators: [], reviewDate: null },
      engagements: [],
      dataGovernance: null,
      conflicts: [],
    });
  });

  it('read the recommendation stored before the framework as its type', () => {
    expect(currentRecommendation('needs more evidence')).toBe('adopt only in a pilot or research');
    expect(
      dossierFields.parse({ ...base, recommendation: 'needs more evidence' }).recommendation,
    ).toBe('adopt only in a pilot or research');
  });
});

describe('etdLinkedEvidence', () => {
  const snapshot = dossierSnapshotSchema.parse({
    title: 'Cart',
    technology: { id: 't1', name: 'Cart', category: 'Tele-imaging' },
    recommendation: 'adopt',
    rationale: null,
    evaluations: null,
    evidenceProfile: {
      id: 'ep1',
      title: 'Profile',
      population: null,
      comparison: null,
      outcomes: [
        {
          name: 'Travel',
          importance: 'critical',
          participants: 120,
          certainty: 'low',
          reasons: [],
          effect: '',
        },
      ],
    },
    budgetImpact: {
      id: 'b1',
      title: 'BIA',
      perspective: 'Provincial virtual-care budget',
      horizonYears: 2,
      communities: ['La Loche'],
      eligiblePopulation: 300,
      currentTotal: 1000,
      newTotal: 800,
      netByYear: [1500.4, -1700.6],
      netTotal: -200.2,
    },
    readiness: [
      {
        facilityId: 'f1',
        name: 'Clinic',
        readiness: 'ready',
        score: 4.2,
        assessedOn: null,
        gaps: 1,
      },
    ],
    needs: {
      assessmentId: 'na1',
      title: 'North 2026',
      method: 'hanlon',
      date: '2026-03-01',
      rankedCount: 7,
      needs: [{ needId: 'n1', title: 'Imaging', rank: 2, score: 30 }],
    },
    equity: {
      communities: [
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
      ],
      engagements: [],
      dataGovernance: null,
      culturalSafety: null,
    },
  });
  const of = (key: string) =>
    etdLinkedEvidence(snapshot, ETD_CRITERIA.find((c) => c.key === key)!.link);

  it("writes each linked criterion's figures from the dossier's own sections", () => {
    expect(of('priority')).toEqual(['Imaging: rank 2 of 7 in “North 2026”']);
    expect(of('certainty')).toEqual(['Travel (critical): low certainty']);
    expect(of('resources')).toEqual([
      'Net budget impact year 1: $1,500',
      'Net budget impact year 2: -$1,701 (saving)',
      'Over 2 years: -$200 (saving) (Provincial virtual-care budget)',
    ]);
    // 2,827 + 798 = 3,625 people.
    expect(of('equity')).toEqual([
      '2 communities served (3,625 people, 2021 Census)',
      'First Nations reserves or settlements: Clearwater River Dene 222',
      'Northern villages or hamlets: La Loche',
      '0 engagement records; data governance: none recorded',
    ]);
    expect(of('feasibility')).toEqual(['Clinic: ready, score 4.2 of 5, 1 gap']);
    expect(of('values')).toEqual([]);
  });
});
