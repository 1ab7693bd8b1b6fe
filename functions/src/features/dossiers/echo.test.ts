// What Echo reads of a dossier: its latest approved version's recommendation,
// the certainty per outcome, the net budget impact, and links to the dossier, the technology,
// the evidence profile and the budget impact analysis; nothing approved, nothing of it.
import { describe, expect, it } from 'vitest';

import { dossiers, type Dossier, type DossierSnapshot } from '../../contract/index.js';
import { monitoringPlan } from '../followUp/public.js';

const snapshot: DossierSnapshot = {
  title: 'Cart',
  technology: { id: 't1', name: 'Cart', category: 'Tele-imaging' },
  recommendation: 'adopt with conditions',
  rationale: 'Travel avoided.',
  etd: [],
  conclusions: null,
  equity: null,
  conflicts: [],
  evaluations: null,
  evidenceProfile: {
    id: 'ep1',
    title: 'Profile',
    population: 'North',
    comparison: 'Travel',
    outcomes: [
      {
        name: 'Travel',
        importance: 'critical',
        participants: 120,
        certainty: 'low',
        reasons: [],
        effect: '',
      },
      {
        name: 'Images',
        importance: 'important',
        participants: null,
        certainty: 'very low',
        reasons: [],
        effect: '',
      },
    ],
  },
  budgetImpact: {
    id: 'b1',
    title: 'BIA',
    perspective: 'Payer',
    horizonYears: 3,
    communities: ['La Loche'],
    eligiblePopulation: 300,
    currentTotal: 1000,
    newTotal: 800.4,
    netByYear: [-50, -150, 0.4],
    netTotal: -199.6,
    communityEffects: [],
  },
  readiness: [],
  needs: null,
};

const dossier = (approved: Dossier['approved']): Dossier => ({
  id: 'd1',
  title: 'Cart dossier',
  technologyId: 't1',
  technologyName: 'Cart',
  reviewerEmails: [],
  evidenceProfileId: 'ep1',
  budgetImpactId: 'b1',
  facilityIds: [],
  needsAssessmentId: null,
  needIds: [],
  recommendation: 'do not adopt',
  rationale: 'A later draft.',
  etd: {},
  conditions: [],
  subgroupConsiderations: null,
  implementationConsiderations: null,
  monitoring: monitoringPlan.parse({}),
  researchPriorities: null,
  communityIds: [],
  engagements: [],
  dataGovernance: null,
  culturalSafety: null,
  conflicts: [],
  state: 'draft',
  versionNumber: 2,
  comments: [],
  approved,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'u1',
  createdByEmail: 'lead@hta.test',
  updatedAt: '2026-11-02T00:00:00.000Z',
  updatedBy: 'u1',
  version: 5,
});

const row = (d: Dossier) =>
  Object.fromEntries(Object.entries(dossiers.echo!.columns).map(([k, cell]) => [k, cell(d)]));

describe("Echo's table of dossiers", () => {
  it('reads the latest approved version, not the draft after it', () => {
    const r = row(
      dossier([
        {
          number: 1,
          approvedAt: '2026-11-01T12:00:00.000Z',
          approvedByEmail: 'rev@hta.test',
          snapshot,
        },
      ]),
    );
    expect(r).toMatchObject({
      page: '/dossiers/d1',
      'technology page': '/technology/t1',
      state: 'draft, version 2',
      'approved version': '1 (2026-11-01, rev@hta.test)',
      recommendation: 'adopt with conditions: Travel avoided.',
      'certainty per outcome': 'Travel: low | Images: very low',
      'evidence profile page': '/evidence-profile/ep1',
      // −199.6 rounds to −200 (a saving).
      'net budget impact total CAD': -200,
      'budget impact page': '/budget-impact/b1',
    });
  });

  it('has no recommendation or figures while nothing is approved', () => {
    const r = row(dossier([]));
    for (const k of [
      'approved version',
      'recommendation',
      'certainty per outcome',
      'net budget impact total CAD',
    ])
      expect(r[k] ?? null, k).toBeNull();
  });
});
