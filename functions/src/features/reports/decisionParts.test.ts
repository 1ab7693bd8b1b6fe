// The report's decision parts: the per-payer budget impact checked by hand against the test
// analysis (testSources.ts), the trips and re-travel it follows, the Evidence-to-Decision table
// with its linked figures, equity and engagement, conditions, monitoring and declarations — and a
// dossier approved before any of these still gives its recommendation.
import { describe, expect, it } from 'vitest';

import { dossierSnapshotSchema, type DossierSnapshot } from '../dossiers/public.js';
import { monitoringPlan } from '../followUp/public.js';
import { dossierParts, economicParts } from './decisionParts.js';
import { reportPart, type ReportBlock, type ReportPart } from './reportSchema.js';
import { TEST_TARGETS, testSources } from './testSources.js';

/** The test analysis with Lake Hamlet a reserve, whose travel NIHB pays in full. */
function analysis(reTravel = 0) {
  const a = testSources().budgetImpact!;
  return {
    ...a,
    service: 'ultrasound' as const,
    destinationBasis: 'nearest providing' as const,
    reTravelShare: { value: reTravel, low: 0, high: 0.3, source: 'Test: session log' },
    targets: TEST_TARGETS.map((t) =>
      t.id === 'c2' ? { ...t, censusType: 'Indian reserve', nihbShare: 1 } : t,
    ),
  };
}

const table = (part: ReportPart | undefined, i = 0) => {
  const tables = (part?.blocks ?? []).filter(
    (b): b is Extract<ReportBlock, { kind: 'table' }> => b.kind === 'table',
  );
  return tables[i]!;
};
const texts = (part: ReportPart | undefined) =>
  (part?.blocks ?? [])
    .map((b) => (b.kind === 'paragraph' ? b.text : b.kind === 'bullets' ? b.items.join(' ') : ''))
    .join(' ');
const titled = (parts: ReportPart[], title: string) => parts.find((p) => p.title === title);

describe('economicParts', () => {
  it('splits the net per year by payer, the provincial budget holder first (by hand)', () => {
    const [byPayer] = economicParts(analysis());
    expect(byPayer!.place).toBe('economic');
    const t = table(byPayer);
    expect(t.columns[0]).toBe('Payer');
    expect(t.columns.slice(1, 4).every((c, i) => c.startsWith(`Year ${i + 1} (`))).toBe(true);
    expect(t.columns[4]).toBe('Total');
    // Year 1 (uptake 0.2). North Village: 100 eligible, trip 400 km × $0.50 = $200 paid by the
    // patient; Lake Hamlet (reserve): 50 eligible, trip $100 paid by NIHB. Exams $200 a person
    // today, $100 on the new pathway, all provincial, + $140,000 programme in year 1.
    // Provincial: current 150 × 200 = 30,000; new 120 × 200 + 30 × 100 + 140,000 = 167,000
    // → +137,000. NIHB: 40 × 100 − 50 × 100 = −1,000. Patients: 80 × 200 − 100 × 200 = −4,000.
    // Year 2 (0.4): provincial 90 × 200 + 60 × 100 + 40,000 − 30,000 = +34,000; NIHB 30 × 100 −
    // 5,000 = −2,000; patients 60 × 200 − 20,000 = −8,000. Year 3 (0.5): +32,500; −2,500;
    // −10,000. Totals: +203,500; −5,500; −22,000; all payers 176,000 (model.test.ts).
    expect(t.rows.map((r) => r.slice(1))).toEqual([
      ['$137,000', '$34,000', '$32,500', '$203,500'],
      ['-$1,000 (saving)', '-$2,000 (saving)', '-$2,500 (saving)', '-$5,500 (saving)'],
      ['-$4,000 (saving)', '-$8,000 (saving)', '-$10,000 (saving)', '-$22,000 (saving)'],
      ['$0', '$0', '$0', '$0'],
      ['$132,000', '$24,000', '$20,000', '$176,000'],
    ]);
    expect(t.rows.map((r) => r[0])).toEqual([
      'Provincial health authority',
      'NIHB (federal Non-Insured Health Benefits)',
      'Patients and families',
      'Other payers',
      'All payers',
    ]);
    expect(reportPart.parse(byPayer)).toEqual(byPayer);
  });

  it('shows the nearest providing facility beside the session log’s, and the re-travel share', () => {
    const a = analysis(0.19);
    const laLoche = {
      ...a.targets[0]!,
      name: 'La Loche',
      roundTripKm: 1036,
      nearestProviding: { facilityId: 'f1', name: 'Île-à-la-Crosse', roundTripKm: 302, note: '' },
      logDestination: {
        facilityId: 'f2',
        name: 'Royal University Hospital',
        roundTripKm: 1036,
        note: '',
      },
      destinationUsed: 'session log' as const,
    };
    const [, trips] = economicParts({ ...a, destinationBasis: 'session log', targets: [laLoche] });
    expect(table(trips).rows[0]).toEqual([
      'La Loche',
      'Île-à-la-Crosse, 302 km',
      'Royal University Hospital, 1,036 km',
      'session log',
      '1,036',
    ]);
    expect(texts(trips)).toContain('19 % of its patients still travel');
    expect(texts(trips)).toContain('Test: session log');
    expect(texts(trips)).toContain('held at the 2021 Census');
  });
});

const snapshot = (over: Partial<DossierSnapshot> = {}): DossierSnapshot => {
  const a = analysis();
  return dossierSnapshotSchema.parse({
    title: 'Tele-ultrasound cart for the north',
    technology: { id: 't1', name: 'Tele-ultrasound cart', category: 'Tele-ultrasound' },
    recommendation: 'adopt with conditions',
    rationale: 'Travel avoided outweighs the cost.',
    etd: [
      {
        key: 'priority',
        label: 'Priority of the problem',
        judgement: 'yes',
        evidence: null,
        additional: null,
      },
      {
        key: 'resources',
        label: 'Resources required',
        judgement: 'moderate costs',
        evidence: 'Vendor quote.',
        additional: 'Equipment is one-off.',
      },
      { key: 'equity', label: 'Equity', judgement: null, evidence: null, additional: null },
    ],
    conclusions: {
      conditions: [{ text: 'Pilot at La Loche first.', owner: 'Hub manager' }],
      subgroupConsiderations: null,
      implementationConsiderations: 'Train two sonographers.',
      monitoring: monitoringPlan.parse({
        targets: {
          sessionsPerMonth: { value: 20, source: 'BIA year 1' },
          shareTravel: { value: 0.2, source: 'The log' },
        },
        indicators: [{ name: 'Patient satisfaction', target: '4 of 5', source: null }],
        reviewDate: '2027-12-01',
      }),
      researchPriorities: 'Diagnostic accuracy in the north.',
    },
    equity: {
      communities: [
        {
          id: 'c2',
          name: 'Lake Hamlet',
          type: 'Indian reserve',
          flag: 'First Nations reserve',
          population2021: 500,
          roundTripKm: 200,
          inBudgetImpact: true,
        },
      ],
      engagements: [
        {
          parties: 'Lake Hamlet First Nation',
          people: 'Health director',
          date: '2026-10-01',
          method: 'Meeting in the community',
          said: 'Wants the cart at the nursing station.',
        },
      ],
      dataGovernance: { reference: 'DSA-2026-01', ocap: 'The Nation holds its session data.' },
      culturalSafety: null,
    },
    conflicts: [{ person: 'A. Author', role: 'author', declaration: 'None.' }],
    evaluations: null,
    evidenceProfile: null,
    budgetImpact: {
      id: 'b1',
      title: a.title,
      perspective: a.perspective,
      horizonYears: 3,
      communities: ['North Village', 'Lake Hamlet'],
      eligiblePopulation: 150,
      currentTotal: 165000,
      newTotal: 341000,
      netByYear: [132000, 24000, 20000],
      netTotal: 176000,
    },
    readiness: [],
    needs: null,
    ...over,
  });
};

describe('dossierParts', () => {
  it('lays out the Evidence-to-Decision table with the linked figures and the panel’s words', () => {
    const parts = dossierParts(snapshot(), analysis());
    for (const p of parts) expect(reportPart.parse(p)).toEqual(p);
    const etd = table(titled(parts, 'Evidence-to-Decision table'));
    expect(etd.columns).toEqual([
      'Criterion',
      'Judgement',
      'Research evidence',
      'Additional considerations',
    ]);
    const resources = etd.rows.find((r) => r[0] === 'Resources required')!;
    expect(resources[1]).toBe('moderate costs');
    expect(resources[2]).toContain('Net budget impact year 1: $132,000');
    expect(resources[2]).toContain('Vendor quote.');
    expect(resources[3]).toBe('Equipment is one-off.');
    // Unjudged: said, not left blank.
    expect(etd.rows.find((r) => r[0] === 'Equity')![1]).toBe('no judgement');
    expect(etd.rows.find((r) => r[0] === 'Equity')![2]).toContain(
      'First Nations reserves or settlements: Lake Hamlet',
    );
    const rec = titled(parts, 'Type of recommendation');
    expect(texts(rec)).toContain('adopt with conditions');
    expect(texts(rec)).toContain('Justification: Travel avoided outweighs the cost.');
  });

  it('places equity, engagement, conditions, monitoring, conclusions and declarations', () => {
    const parts = dossierParts(snapshot(), analysis());
    expect(parts.map((p) => p.place)).toEqual([
      'decision',
      'decision',
      'equity',
      'implementation',
      'monitoring',
      'conclusions',
      'authors',
    ]);
    const equity = titled(parts, 'Communities served and engagement');
    expect(table(equity, 0).rows).toEqual([
      ['Lake Hamlet', 'Indian reserve', 'First Nations reserve', '500'],
    ]);
    expect(table(equity, 0).notes.join(' ')).toContain('OCAP®');
    expect(table(equity, 1).rows[0]).toEqual([
      'Lake Hamlet First Nation (Health director)',
      '2026-10-01',
      'Meeting in the community',
      'Wants the cart at the nursing station.',
    ]);
    expect(texts(equity)).toContain('DSA-2026-01');
    expect(texts(equity)).toContain('No cultural-safety review has been recorded.');
    // Per community, by hand: Lake Hamlet serves 50 × (0.2 + 0.4 + 0.5) = 55 people on the new
    // pathway, none re-travelling: 55 trips and 55 × 200 = 11,000 km avoided; its own net before
    // the shared programme: (13,000 − 15,000) + (11,000 − 15,000) + (10,000 − 15,000) = −11,000.
    expect(table(equity, 2).rows[1]).toEqual([
      'Lake Hamlet',
      '55',
      '55',
      '11,000',
      '-$11,000 (saving)',
    ]);
    expect(table(titled(parts, 'Conditions and readiness')).rows).toEqual([
      ['Pilot at La Loche first.', 'Hub manager'],
    ]);
    const monitoring = titled(parts, 'Indicators and review date');
    // The follow-up's targets a month, in its indicators' order, then the others in words.
    expect(table(monitoring).rows).toEqual([
      ['Sessions per month', '20', 'BIA year 1'],
      ['Share needing travel', '20 %', 'The log'],
      ['Patient satisfaction (not in the session log)', '4 of 5', '—'],
    ]);
    expect(texts(monitoring)).toContain('Review date: 2027-12-01');
    expect(texts(titled(parts, 'Implications and research priorities'))).toContain(
      'Diagnostic accuracy in the north.',
    );
    expect(table(titled(parts, 'Declared conflicts of interest')).rows).toEqual([
      ['A. Author', 'author', 'None.'],
    ]);
    expect(parts.every((p) => !p.demo)).toBe(true);
  });

  it('counts re-travellers out of the trips avoided', () => {
    // North Village: 100 × 1.1 = 110 served; 20 % travel after all: 88 trips, 88 × 400 km.
    const equity = titled(
      dossierParts(snapshot(), analysis(0.2)),
      'Communities served and engagement',
    );
    expect(table(equity, 2).rows[0]!.slice(0, 4)).toEqual(['North Village', '110', '88', '35,200']);
  });

  it('labels a demo dossier’s parts demo', () => {
    const parts = dossierParts(snapshot({ title: 'Cart (demo)' }), null);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.demo)).toBe(true);
  });

  it('gives a dossier approved before the decision fields its recommendation only', () => {
    const old = snapshot({ etd: [], conclusions: null, equity: null, conflicts: [] });
    const parts = dossierParts(old, null);
    expect(parts.map((p) => p.title)).toEqual(['Type of recommendation']);
  });
});
