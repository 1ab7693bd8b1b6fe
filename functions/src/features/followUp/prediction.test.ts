import { describe, expect, it } from 'vitest';

import { targetCommunitySchema } from '../budgetImpact/public.js';
import { predictionFromAnalysis, type AnalysisForPrediction } from './prediction.js';

const v = (value: number, source = 'test') => ({ value, low: value, high: value, source });
const target = (
  name: string,
  population2021: number | null,
  roundTripKm: number | null,
  population2016: number | null = null,
) =>
  targetCommunitySchema.parse({
    id: name,
    name,
    population2021,
    population2016,
    remotenessIndex: null,
    roundTripKm,
    hospitalName: `${name} hospital`,
    travelNote: '',
    destinationUsed: 'nearest providing',
    source: 'test',
  });

const analysis: AnalysisForPrediction = {
  title: 'Cart',
  horizonYears: 2,
  eligibleProportion: v(0.1),
  uptake: [v(0.2), v(0.4)],
  reTravelShare: v(0.25, 'the log: 1 of 4'),
  nihbShare: v(0),
  payers: {
    equipment: 'provincial',
    licences: 'provincial',
    connectivity: 'provincial',
    training: 'provincial',
    staffTime: 'provincial',
    newPerPatient: 'provincial',
    currentPerPatient: 'provincial',
    costPerKm: 'patient',
  },
  population: { method: 'held', firstYear: 2026 },
  destinationBasis: 'nearest providing',
  costs: {
    equipment: v(100000),
    licences: v(12000),
    connectivity: v(6000),
    training: v(3000),
    staffTime: v(3000),
    newPerPatient: v(120),
    currentPerPatient: v(250),
    costPerKm: v(0.5),
  },
  targets: [target('A', 1000, 300, 800), target('B', 500, 100, 500), target('C', null, 50)],
};

describe('the targets a budget impact analysis predicts', () => {
  it('gives sessions, km, the re-travel share and cost per session, by hand', () => {
    const { targets, costBasis } = predictionFromAnalysis(analysis, 1);
    // (1000 + 500) × 0.1 × 0.2 ÷ 12 = 2.5 sessions a month (C has no population: none).
    expect(targets.sessionsPerMonth.value).toBe(2.5);
    // A quarter of them travel after all: (1000 × 0.1 × 0.2 × 300 + 500 × 0.1 × 0.2 × 100)
    // × (1 − 0.25) ÷ 12 = 7000 × 0.75 ÷ 12 = 437.5 → 438 km.
    expect(targets.kmAvoided.value).toBe(438);
    expect(targets.shareTravel.value).toBe(0.25);
    expect(targets.shareTravel.source).toContain('re-travel share on the new pathway, 0.25');
    expect(targets.shareTravel.source).toContain('the log: 1 of 4');
    // (12000 + 6000 + 3000 + 3000) ÷ 12 = $2,000 a month; ÷ 2.5 + $120 = $920 (no equipment).
    expect(costBasis).toMatchObject({ fixedPerMonth: 2000, perSession: 120 });
    expect(targets.costPerSession.value).toBe(920);
    expect(targets.sessionsPerMonth.source).toContain('"Cart", year 1 (2026)');
    expect(targets.kmAvoided.source).toContain('A → A hospital 300 km (nearest providing)');
  });

  it('reads the population as the analysis projects it', () => {
    // 2026 is one census span after 2021: A 1000 × (1000 / 800) = 1,250; B held (no change).
    // Sessions (125 + 50) × 0.2 ÷ 12 = 2.92 → 2.9; km (125 × 0.2 × 300 + 50 × 0.2 × 100) × 0.75
    // ÷ 12 = 8500 × 0.75 ÷ 12 = 531.25 → 531.
    const projected = {
      ...analysis,
      population: { method: 'projected' as const, firstYear: 2026 },
    };
    const { targets } = predictionFromAnalysis(projected, 1);
    expect(targets.sessionsPerMonth.value).toBe(2.9);
    expect(targets.kmAvoided.value).toBe(531);
    expect(targets.sessionsPerMonth.source).toContain('projected to 2026');
  });

  it('takes the uptake of the year asked for, within the horizon', () => {
    expect(predictionFromAnalysis(analysis, 2).targets.sessionsPerMonth.value).toBe(5);
    expect(() => predictionFromAnalysis(analysis, 3)).toThrow('outside');
  });

  it('predicts no cost per session when it predicts no session', () => {
    const none = { ...analysis, uptake: [v(0), v(0)] };
    expect(predictionFromAnalysis(none, 1).targets.costPerSession.value).toBeNull();
  });
});
