import { describe, expect, it } from 'vitest';

import { targetCommunitySchema } from '../budgetImpact/public.js';
import { predictionFromAnalysis, type AnalysisForPrediction } from './prediction.js';

const v = (value: number) => ({ value, low: value, high: value, source: 'test' });
const target = (name: string, population2021: number | null, roundTripKm: number | null) =>
  targetCommunitySchema.parse({
    id: name,
    name,
    population2021,
    remotenessIndex: null,
    roundTripKm,
    hospitalName: null,
    travelNote: '',
    source: 'test',
  });

const analysis: AnalysisForPrediction = {
  title: 'Cart',
  horizonYears: 2,
  eligibleProportion: v(0.1),
  uptake: [v(0.2), v(0.4)],
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
  targets: [target('A', 1000, 300), target('B', 500, 100), target('C', null, 50)],
};

describe('the targets a budget impact analysis predicts', () => {
  it('gives sessions, km, cost per session and the running costs a month, by hand', () => {
    const { targets, costBasis } = predictionFromAnalysis(analysis, 1);
    // (1000 + 500) × 0.1 × 0.2 ÷ 12 = 2.5 sessions a month (C has no population: none).
    expect(targets.sessionsPerMonth.value).toBe(2.5);
    // (1000 × 0.1 × 0.2 × 300 + 500 × 0.1 × 0.2 × 100) ÷ 12 = 7000 ÷ 12 = 583.3 km.
    expect(targets.kmAvoided.value).toBe(583);
    // (12000 + 6000 + 3000 + 3000) ÷ 12 = $2,000 a month; ÷ 2.5 + $120 = $920 (no equipment).
    expect(costBasis).toMatchObject({ fixedPerMonth: 2000, perSession: 120 });
    expect(targets.costPerSession.value).toBe(920);
    expect(targets.shareTravel.value).toBe(0);
    expect(targets.sessionsPerMonth.source).toContain('"Cart", year 1');
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
