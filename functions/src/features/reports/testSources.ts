// Report sources for the tests and the bench: a tele-ultrasound cart with a two-outcome evidence
// profile and a three-year budget impact for two communities, made through the registries' own
// schemas and derived fields (GRADE certainty, the stored BIA totals) as the server stores them.
// Figures are test inputs, not findings.
import { biaTotals, budgetImpacts, type TargetCommunity } from '../budgetImpact/public.js';
import { evidenceProfileDerived, evidenceProfiles } from '../evidenceProfiles/public.js';
import type { ReportSources } from './model.js';

const sourced = (value: number, low: number, high: number) => ({
  value,
  low,
  high,
  source: 'Test input',
});

export const TEST_TARGETS: TargetCommunity[] = [
  {
    id: 'c1',
    name: 'North Village',
    population2021: 1000,
    population2016: null,
    remotenessIndex: 0.6,
    censusType: null,
    roundTripKm: 400,
    hospitalName: 'Regional Hospital',
    travelNote: 'Great-circle distance to the nearest hospital.',
    nearestProviding: null,
    logDestination: null,
    destinationUsed: null,
    nihbShare: null,
    nihbNote: '',
    source: 'Test community',
  },
  {
    id: 'c2',
    name: 'Lake Hamlet',
    population2021: 500,
    population2016: null,
    remotenessIndex: 0.7,
    censusType: null,
    roundTripKm: 200,
    hospitalName: 'Regional Hospital',
    travelNote: 'Great-circle distance to the nearest hospital.',
    nearestProviding: null,
    logDestination: null,
    destinationUsed: null,
    nihbShare: null,
    nihbNote: '',
    source: 'Test community',
  },
];

export function testSources(studies = 3): ReportSources {
  const studyIds = Array.from({ length: studies }, (_, i) => `s${i + 1}`);
  // Split between the two outcomes (an outcome cites at most 100): 3 → [s1, s2] and [s3].
  const split = studies - Math.floor(studies / 2);
  const second = studies === 1 ? studyIds : studyIds.slice(split);
  const profileFields = evidenceProfiles.fields.parse({
    title: 'Tele-ultrasound for people in northern communities',
    technologyId: 't1',
    population: 'People in remote communities needing an ultrasound exam.',
    setting: null,
    comparison: 'Travel to a regional hospital.',
    outcomes: [
      {
        name: 'Travel to hospital for the exam',
        importance: 'critical',
        studyIds: studyIds.slice(0, split),
        participants: 120,
        evidence: 'observational studies',
        measure: 'RR',
        estimate: 0.4,
        ciLow: 0.25,
        ciHigh: 0.65,
        comparatorPer1000: 600,
        down: { imprecision: { rating: 'serious', reason: 'Few participants.' } },
        up: { largeEffect: { rating: 'large', reason: 'RR below 0.5.' } },
      },
      {
        name: 'Images adequate for a diagnosis',
        importance: 'important',
        studyIds: second,
        evidence: 'observational studies',
        measure: 'none',
        narrative: 'Told in words, not pooled.',
        down: {
          indirectness: { rating: 'serious', reason: 'Urban settings, not rural or remote.' },
        },
      },
    ],
  });
  const analysisFields = budgetImpacts.fields.parse({
    title: 'Tele-ultrasound cart for two communities',
    technologyId: 't1',
    horizonYears: 3,
    communityIds: ['c1', 'c2'],
    eligibleProportion: sourced(0.1, 0.05, 0.15),
    uptake: [sourced(0.2, 0.1, 0.3), sourced(0.4, 0.2, 0.5), sourced(0.5, 0.3, 0.6)],
    costs: {
      equipment: sourced(100000, 80000, 150000),
      licences: sourced(10000, 5000, 20000),
      connectivity: sourced(5000, 3000, 8000),
      training: sourced(5000, 2000, 8000),
      staffTime: sourced(20000, 10000, 30000),
      newPerPatient: sourced(100, 80, 150),
      currentPerPatient: sourced(200, 150, 300),
      costPerKm: sourced(0.5, 0.3, 1),
    },
    scenarios: [{ name: 'High uptake', overrides: [{ input: 'uptake3', value: 0.6 }] }],
  });
  return {
    generatedAt: '2026-11-24T12:00:00.000Z',
    technology: {
      id: 't1',
      name: 'Tele-ultrasound cart',
      category: 'Tele-ultrasound',
      vendorName: 'Example Vendor',
      description: 'A cart with a probe, read by a sonographer at a distance.',
      intendedUse: null,
      lifecycleStage: 'evaluation',
      evaluationResults: null,
    },
    evaluations: [],
    needs: [],
    facilities: [],
    evidenceProfile: { id: 'p1', ...profileFields, ...evidenceProfileDerived(profileFields) },
    studies: studyIds.map((id, i) => ({
      id,
      reference: `Author${i + 1} A, Second B. Study number ${i + 1}. J Test. 2020;${i + 1}:1-9.`,
    })),
    budgetImpact: {
      id: 'b1',
      ...analysisFields,
      targets: TEST_TARGETS,
      totals: biaTotals(analysisFields, TEST_TARGETS),
    },
  };
}
