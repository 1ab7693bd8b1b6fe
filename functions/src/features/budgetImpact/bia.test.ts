import { describe, expect, it } from 'vitest';

import {
  budgetImpact,
  oneWaySensitivity,
  scenarioResults,
  type BiaModel,
  type SourcedValue,
  type TargetCommunity,
} from './bia.js';

const v = (value: number, low: number, high: number): SourcedValue => ({
  value,
  low,
  high,
  source: 'hand calculation',
});

// Two communities: A (1,000 people, 100 km round trip), B (500 people, 300 km round trip).
const target = (id: string, population2021: number, roundTripKm: number): TargetCommunity => ({
  id,
  name: id,
  population2021,
  remotenessIndex: 0.5,
  roundTripKm,
  hospitalName: 'H',
  travelNote: '',
  source: 'test',
});
const targets = [target('A', 1000, 100), target('B', 500, 300)];

const model: BiaModel = {
  horizonYears: 2,
  eligibleProportion: v(0.1, 0.05, 0.2),
  uptake: [v(0.2, 0.1, 0.3), v(0.5, 0.3, 0.7)],
  costs: {
    equipment: v(10000, 5000, 20000),
    licences: v(2000, 1000, 3000),
    connectivity: v(1000, 500, 1500),
    training: v(500, 250, 750),
    staffTime: v(1500, 1000, 2500),
    newPerPatient: v(100, 50, 150),
    currentPerPatient: v(200, 100, 300),
    costPerKm: v(0.5, 0.25, 1),
  },
};

describe('budget impact, by hand', () => {
  // Eligible: A 1,000 × 0.1 = 100, B 500 × 0.1 = 50; 150 in all.
  // Current cost per patient: A 200 + 100 km × 0.5 = 250; B 200 + 300 × 0.5 = 350.
  // Current mix per year: 100 × 250 + 50 × 350 = 25,000 + 17,500 = 42,500.
  // Programme: licences 2,000 + connectivity 1,000 + training 500 + staff 1,500 = 5,000 a year;
  //   year 1 adds the equipment: 15,000.
  // Year 1 (uptake 0.2): new pathway 150 × 0.2 = 30 patients, current 120;
  //   new mix = 42,500 × 0.8 + 30 × 100 + 15,000 = 34,000 + 3,000 + 15,000 = 52,000;
  //   net = 52,000 − 42,500 = 9,500.
  // Year 2 (uptake 0.5): 75 and 75; new mix = 42,500 × 0.5 + 75 × 100 + 5,000 = 33,750;
  //   net = 33,750 − 42,500 = −8,750.
  // Net total (undiscounted) = 9,500 − 8,750 = 750; current 85,000, new 85,750.
  it('gives the per-year table and the total', () => {
    const r = budgetImpact(model, targets);
    expect(r.eligiblePopulation).toBeCloseTo(150, 9);
    expect(r.years).toHaveLength(2);
    const [y1, y2] = r.years;
    expect(y1!.newPathway).toBeCloseTo(30, 9);
    expect(y1!.currentPathway).toBeCloseTo(120, 9);
    expect(y1!.costCurrentMix).toBeCloseTo(42500, 6);
    expect(y1!.programCost).toBeCloseTo(15000, 6);
    expect(y1!.costNewMix).toBeCloseTo(52000, 6);
    expect(y1!.net).toBeCloseTo(9500, 6);
    expect(y2!.newPathway).toBeCloseTo(75, 9);
    expect(y2!.programCost).toBeCloseTo(5000, 6);
    expect(y2!.costNewMix).toBeCloseTo(33750, 6);
    expect(y2!.net).toBeCloseTo(-8750, 6);
    expect(r.currentTotal).toBeCloseTo(85000, 6);
    expect(r.newTotal).toBeCloseTo(85750, 6);
    expect(r.netTotal).toBeCloseTo(750, 6);
  });

  it('counts a community without population or distance as none', () => {
    const r = budgetImpact(model, [
      ...targets,
      { ...target('C', 0, 0), population2021: null, roundTripKm: null },
    ]);
    expect(r.eligiblePopulation).toBeCloseTo(150, 9);
    expect(r.netTotal).toBeCloseTo(750, 6);
  });

  // Net total = −27,500 × (u1 + u2) + equipment + 2 × annual programme, since each year's net is
  // uptake × (150 × 100 − 42,500) + programme. Each input at low / high, the others at base:
  //   eligible 0.05 / 0.2: the patient terms scale with it: −19,250 × ½ + 20,000 = 10,375;
  //     −19,250 × 2 + 20,000 = −18,500; swing 28,875
  //   current cost per patient 100 / 300: ∓100 × 150 patients × 0.7 uptake-years = ±10,500:
  //     11,250 / −9,750; swing 21,000
  //   equipment 5,000 / 20,000: 750 − 5,000 = −4,250 / 750 + 10,000 = 10,750; swing 15,000
  //   cost per km 0.25 / 1: travel = (100 × 100 + 50 × 300) km × rate = 25,000 × rate a year,
  //     × 0.7: base −8,750; at 0.25 −4,375 → 5,125; at 1 −17,500 → −8,000; swing 13,125
  //   uptake year 2 0.3 / 0.7: −27,500 × 0.5 + 20,000 = 6,250 / −27,500 × 0.9 + 20,000 = −4,750;
  //     swing 11,000
  //   new cost per patient 50 / 150: ∓50 × 105 = ∓5,250: −4,500 / 6,000; swing 10,500
  //   uptake year 1 0.1 / 0.3: −27,500 × 0.6 + 20,000 = 3,500 / × 0.8 → −2,000; swing 5,500
  //   licences 1,000 / 3,000 (two years): −1,250 / 2,750; swing 4,000
  //   staff time 1,000 / 2,500: −250 / 2,750; swing 3,000
  //   connectivity 500 / 1,500: −250 / 1,750; swing 2,000
  //   training 250 / 750: 250 / 1,250; swing 1,000
  it('orders the one-way sensitivity by swing (the tornado)', () => {
    const rows = oneWaySensitivity(model, targets);
    expect(rows.map((r) => r.key)).toEqual([
      'eligibleProportion',
      'currentPerPatient',
      'equipment',
      'costPerKm',
      'uptake2',
      'newPerPatient',
      'uptake1',
      'licences',
      'staffTime',
      'connectivity',
      'training',
    ]);
    const expected: Record<string, [number, number, number]> = {
      eligibleProportion: [10375, -18500, 28875],
      currentPerPatient: [11250, -9750, 21000],
      equipment: [-4250, 10750, 15000],
      costPerKm: [5125, -8000, 13125],
      uptake2: [6250, -4750, 11000],
      newPerPatient: [-4500, 6000, 10500],
      uptake1: [3500, -2000, 5500],
      licences: [-1250, 2750, 4000],
      staffTime: [-250, 2750, 3000],
      connectivity: [-250, 1750, 2000],
      training: [250, 1250, 1000],
    };
    for (const row of rows) {
      const [low, high, swing] = expected[row.key]!;
      expect(row.netAtLow, `${row.key} low`).toBeCloseTo(low, 6);
      expect(row.netAtHigh, `${row.key} high`).toBeCloseTo(high, 6);
      expect(row.swing, `${row.key} swing`).toBeCloseTo(swing, 6);
    }
  });

  // High uptake (0.3, 0.7): −27,500 × 1.0 + 20,000 = −7,500. Low uptake (0.1, 0.3) with the
  // equipment at 5,000: −27,500 × 0.4 + 5,000 + 10,000 = 4,000.
  it('runs scenarios beside the base case', () => {
    const results = scenarioResults(model, targets, [
      {
        name: 'High uptake',
        overrides: [
          { input: 'uptake1', value: 0.3 },
          { input: 'uptake2', value: 0.7 },
        ],
      },
      {
        name: 'Low uptake, cheaper cart',
        overrides: [
          { input: 'uptake1', value: 0.1 },
          { input: 'uptake2', value: 0.3 },
          { input: 'equipment', value: 5000 },
        ],
      },
    ]);
    expect(results.map((s) => s.name)).toEqual([
      'Base case',
      'High uptake',
      'Low uptake, cheaper cart',
    ]);
    expect(results[0]!.result.netTotal).toBeCloseTo(750, 6);
    expect(results[1]!.result.netTotal).toBeCloseTo(-7500, 6);
    expect(results[2]!.result.netTotal).toBeCloseTo(4000, 6);
  });
});
