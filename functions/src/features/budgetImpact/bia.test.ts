import { describe, expect, it } from 'vitest';

import {
  DEFAULT_PAYERS,
  budgetImpact,
  oneWaySensitivity,
  populationIn,
  reTravelFromLog,
  scenarioResults,
  type BiaModel,
  type SourcedValue,
  type TargetCommunity,
} from './bia.js';
import { communityEffects } from './communityEffects.js';

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
  population2016: null,
  remotenessIndex: 0.5,
  censusType: null,
  roundTripKm,
  hospitalName: 'H',
  travelNote: '',
  nearestProviding: null,
  logDestination: null,
  destinationUsed: 'nearest providing',
  nihbShare: null,
  nihbNote: '',
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
  // Neutral: nobody travels again, one payer, the population held.
  reTravelShare: v(0, 0, 0),
  nihbShare: v(0, 0, 0),
  payers: { ...DEFAULT_PAYERS, costPerKm: 'provincial' },
  population: { method: 'held', firstYear: 2027 },
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
    // … and says so, in the result.
    expect(r.omissions).toEqual([
      'C has no 2021 population: none of its people are counted.',
      'C has no known trip: its travel counts as $0.',
    ]);
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
      'reTravelShare',
      'nihbShare',
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
    for (const row of rows.filter((r) => r.swing > 0)) {
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

// The outside review's figures: the demo tele-ultrasound analysis as it was (equipment $120,000,
// population held at 2021, one payer), computed by hand.
describe('the demo tele-ultrasound analysis, by hand', () => {
  // La Loche 2,514, Buffalo Narrows 1,014, Beauval 685 (2021 Census) × 0.1 eligible:
  //   251.4 + 101.4 + 68.5 = 421.3 people a year.
  // Round trips (great-circle × 2, from the ODHF coordinates): Buffalo Narrows clinic →
  //   Île-à-la-Crosse 117.7 km, Beauval clinic → Île-à-la-Crosse 75.6 km; La Loche → Île-à-la-Crosse
  //   302.2 km (the nearest hospital), or → Royal University Hospital 1,035.7 km (the session log).
  // Programme: 120,000 + 3 × (10,000 + 6,000 + 5,000 + 40,000) = 120,000 + 183,000 = 303,000.
  // Uptake 0.2 + 0.35 + 0.5 = 1.05; the new pathway costs 421.3 × 120 = 50,556 a year at full
  //   uptake, so net = 303,000 + 1.05 × (50,556 − (1 − re-travel) × current mix).
  const demo = (laLocheKm: number, reTravel: number): [BiaModel, TargetCommunity[]] => [
    {
      horizonYears: 3,
      eligibleProportion: v(0.1, 0.05, 0.15),
      uptake: [v(0.2, 0.1, 0.3), v(0.35, 0.2, 0.5), v(0.5, 0.3, 0.6)],
      costs: {
        equipment: v(120000, 80000, 200000),
        licences: v(10000, 5000, 20000),
        connectivity: v(6000, 3000, 12000),
        training: v(5000, 2000, 10000),
        staffTime: v(40000, 25000, 60000),
        newPerPatient: v(120, 80, 200),
        currentPerPatient: v(250, 150, 350),
        costPerKm: v(0.5, 0.3, 1),
      },
      reTravelShare: v(reTravel, 0, 0.3),
      nihbShare: v(0, 0, 0),
      payers: { ...DEFAULT_PAYERS, costPerKm: 'provincial' },
      population: { method: 'held', firstYear: 2027 },
    },
    [
      target('La Loche', 2514, laLocheKm),
      target('Buffalo Narrows', 1014, 117.7),
      target('Beauval', 685, 75.6),
    ],
  ];
  // Current mix a year, with La Loche → Île-à-la-Crosse (302.2 km):
  //   251.4 × (250 + 302.2 × 0.5) = 251.4 × 401.1 = 100,836.54
  //   101.4 × (250 + 117.7 × 0.5) = 101.4 × 308.85 = 31,317.39
  //    68.5 × (250 + 75.6 × 0.5)  =  68.5 × 287.8  = 19,714.30
  //   = 151,868.23
  // Net = 303,000 + 1.05 × (50,556 − 151,868.23) = 303,000 − 106,377.84 = +196,622.16.
  it('gives +$196,622 with the 302 km trip to the nearest hospital', () => {
    const r = budgetImpact(...demo(302.2, 0));
    expect(r.eligiblePopulation).toBeCloseTo(421.3, 9);
    expect(r.years[0]!.costCurrentMix).toBeCloseTo(151868.23, 6);
    expect(r.netTotal).toBeCloseTo(196622.16, 2);
  });

  // With La Loche → Royal University Hospital (1,035.7 km):
  //   251.4 × (250 + 1,035.7 × 0.5) = 251.4 × 767.85 = 193,037.49
  //   current mix = 193,037.49 + 31,317.39 + 19,714.30 = 244,069.18
  // Net = 303,000 + 1.05 × (50,556 − 244,069.18) = 303,000 − 203,188.84 = +99,811.16 (−49 %).
  it("gives +$99,811 with the session log's 1,036 km trip to Saskatoon", () => {
    const r = budgetImpact(...demo(1035.7, 0));
    expect(r.years[0]!.costCurrentMix).toBeCloseTo(244069.18, 6);
    expect(r.netTotal).toBeCloseTo(99811.16, 2);
  });

  // 19 % of the new pathway's patients travel after all and have the exam in person: the new
  // pathway keeps 0.19 of the current cost, so net = 303,000 + 1.05 × (50,556 − 0.81 × mix).
  //   302 km:  0.81 × 151,868.23 = 123,013.27; 1.05 × (50,556 − 123,013.27) = −76,080.13
  //            → +226,919.87
  //   1,036 km: 0.81 × 244,069.18 = 197,696.04; 1.05 × (50,556 − 197,696.04) = −154,497.04
  //            → +148,502.96
  it('gives +$226,920 with 19 % re-travel on the 302 km trip, +$148,503 on the 1,036 km one', () => {
    const near = budgetImpact(...demo(302.2, 0.19));
    expect(near.netTotal).toBeCloseTo(226919.87, 2);
    // Year 1: 421.3 × 0.2 = 84.26 on the new pathway, 84.26 × 0.19 = 16.0094 of them travel.
    expect(near.years[0]!.reTravelling).toBeCloseTo(16.0094, 9);
    // Km not travelled in year 1: (251.4 × 302.2 + 101.4 × 117.7 + 68.5 × 75.6) × 0.2 × 0.81
    //   = (75,973.08 + 11,934.78 + 5,178.60) × 0.162 = 93,086.46 × 0.162 = 15,080.01.
    expect(near.years[0]!.kmAvoided).toBeCloseTo(15080.0065, 3);
    expect(budgetImpact(...demo(1035.7, 0.19)).netTotal).toBeCloseTo(148502.96, 2);
  });
});

describe('payers, by hand', () => {
  // One community of 1,000 people, 400 km round trip, 10 % eligible, uptake 0.5 for one year;
  // exam 200 (provincial), remote exam 100 (provincial), 0.5 $/km (patients), licences 1,000
  // (other), no re-travel; NIHB pays 40 % of the travel off reserve.
  //   People 100; travel 400 × 0.5 = 200 a trip.
  //   Current: provincial 100 × 200 = 20,000; NIHB 100 × 200 × 0.4 = 8,000;
  //            patients 100 × 200 × 0.6 = 12,000.
  //   New: 50 trips: provincial 50 × 200 + 50 × 100 = 15,000; NIHB 50 × 200 × 0.4 = 4,000;
  //        patients 50 × 200 × 0.6 = 6,000; other 1,000.
  //   Net: provincial −5,000, NIHB −4,000, patients −6,000, other +1,000; total −14,000.
  const costs = {
    equipment: v(0, 0, 0),
    licences: v(1000, 1000, 1000),
    connectivity: v(0, 0, 0),
    training: v(0, 0, 0),
    staffTime: v(0, 0, 0),
    newPerPatient: v(100, 100, 100),
    currentPerPatient: v(200, 200, 200),
    costPerKm: v(0.5, 0.5, 0.5),
  };
  const one: BiaModel = {
    horizonYears: 1,
    eligibleProportion: v(0.1, 0.1, 0.1),
    uptake: [v(0.5, 0.5, 0.5)],
    costs,
    reTravelShare: v(0, 0, 0),
    nihbShare: v(0.4, 0.2, 0.6),
    payers: { ...DEFAULT_PAYERS, licences: 'other' },
    population: { method: 'held', firstYear: 2027 },
  };
  it('splits each cost to its payer, travel between NIHB and the cost per km payer', () => {
    const r = budgetImpact(one, [target('V', 1000, 400)]);
    expect(r.years[0]!.byPayer.provincial).toEqual({ current: 20000, new: 15000, net: -5000 });
    expect(r.years[0]!.byPayer.nihb.current).toBeCloseTo(8000, 9);
    expect(r.netByPayer.nihb).toBeCloseTo(-4000, 9);
    expect(r.netByPayer.patient).toBeCloseTo(-6000, 9);
    expect(r.netByPayer.other).toBeCloseTo(1000, 9);
    expect(r.netTotal).toBeCloseTo(-14000, 9);
  });

  // On a reserve NIHB pays all the travel: NIHB −(100 − 50) × 200 = −10,000; patients 0.
  it('lets NIHB pay all the travel of a reserve', () => {
    const r = budgetImpact(one, [{ ...target('R', 1000, 400), nihbShare: 1 }]);
    expect(r.netByPayer.nihb).toBeCloseTo(-10000, 9);
    expect(r.netByPayer.patient).toBeCloseTo(0, 9);
    expect(r.netTotal).toBeCloseTo(-14000, 9);
  });

  // NIHB share 0.2 / 0.6 moves money between payers, not the total: the swing is 0; re-travel is
  // a sensitivity input too (0.1 / 0.3 would add 5 / 15 trips × 400 = 2,000 / 6,000).
  it('runs the sensitivity over the NIHB and re-travel shares', () => {
    const rows = oneWaySensitivity({ ...one, reTravelShare: v(0.2, 0.1, 0.3) }, [
      target('V', 1000, 400),
    ]);
    const reTravel = rows.find((r) => r.key === 'reTravelShare')!;
    // Base: −14,000 + 0.2 × 50 × 400 = −10,000; low −12,000; high −8,000.
    expect(reTravel.netAtLow).toBeCloseTo(-12000, 9);
    expect(reTravel.netAtHigh).toBeCloseTo(-8000, 9);
    expect(rows.find((r) => r.key === 'nihbShare')!.swing).toBeCloseTo(0, 9);
  });
});

describe('population projection, by hand', () => {
  // La Loche: 2,444 (2016) → 2,514 (2021): ratio 1.028642, a five-year step.
  //   2027: 2,514 × 1.028642^(6/5) = 2,514 × 1.034468 = 2,600.65
  //   2028: 2,514 × 1.028642^(7/5) = 2,514 × 1.040327 = 2,615.38
  const laLoche = { population2021: 2514, population2016: 2444 };
  it('projects geometrically from the 2016→2021 change, or holds 2021', () => {
    expect(populationIn(laLoche, 'projected', 2027)).toBeCloseTo(2600.65, 1);
    expect(populationIn(laLoche, 'projected', 2028)).toBeCloseTo(2615.38, 1);
    expect(populationIn(laLoche, 'projected', 2021)).toBe(2514);
    expect(populationIn(laLoche, 'held', 2028)).toBe(2514);
    // Buffalo Narrows fell 1,110 → 1,014: 1,014 × (1,014 / 1,110)^(6/5) = 909.70
    expect(
      populationIn({ population2021: 1014, population2016: 1110 }, 'projected', 2027),
    ).toBeCloseTo(909.7, 1);
  });

  it('holds a community without a 2016 population, and says so', () => {
    const projected: BiaModel = { ...model, population: { method: 'projected', firstYear: 2027 } };
    const r = budgetImpact(projected, targets);
    expect(r.eligiblePopulation).toBeCloseTo(150, 9);
    expect(r.omissions).toEqual([
      'A has no 2016 population: it is held at its 2021 population.',
      'B has no 2016 population: it is held at its 2021 population.',
    ]);
    const grown = budgetImpact(projected, [
      { ...targets[0]!, population2016: 2444, population2021: 2514 },
    ]);
    // Year 1 (2027): 2,600.65 × 0.1 = 260.07 eligible; year 2 (2028): 2,615.38 × 0.1 = 261.54.
    expect(grown.years[0]!.eligible).toBeCloseTo(260.07, 1);
    expect(grown.years[1]!.eligible).toBeCloseTo(261.54, 1);
    expect(grown.years.map((y) => y.calendarYear)).toEqual([2027, 2028]);
  });
});

describe('the re-travel share from the session log', () => {
  // 1 of 5 sessions (the demo log): p = 0.2, z = 1.96, z² = 3.8415;
  //   denominator = 1 + 3.8415 / 5 = 1.7683; centre = (0.2 + 3.8415 / 10) / 1.7683 = 0.33035;
  //   half = 1.96 × √(0.2 × 0.8 / 5 + 3.8415 / 100) / 1.7683 = 1.96 × 0.26536 / 1.7683 = 0.29412;
  //   low 0.0362, high 0.6245.
  it('takes the inadequate or travelled share, with the Wilson interval', () => {
    const share = reTravelFromLog(1, 5)!;
    expect(share.value).toBe(0.2);
    expect(share.low).toBeCloseTo(0.0362, 4);
    expect(share.high).toBeCloseTo(0.6245, 4);
    expect(share.source).toMatch(/1 of 5 sessions/);
    expect(reTravelFromLog(0, 0)).toBeNull();
    // None of 10: the low is 0, the value 0, the high above it.
    expect(reTravelFromLog(0, 10)).toMatchObject({ value: 0, low: 0 });
  });
});

describe('the effect per community, by hand', () => {
  // A: 100 eligible; served 100 × 0.2 + 100 × 0.5 = 70, so 70 trips and 7,000 km avoided.
  //   Year 1: current 100 × 250 = 25,000; new 80 × 250 + 20 × 100 = 22,000; −3,000.
  //   Year 2: new 50 × 250 + 50 × 100 = 17,500; −7,500. Net before programme −10,500.
  // B: 50 eligible; served 10 + 25 = 35; 35 trips and 10,500 km avoided.
  //   Year 1: current 50 × 350 = 17,500; new 40 × 350 + 10 × 100 = 15,000; −2,500.
  //   Year 2: new 25 × 350 + 25 × 100 = 11,250; −6,250. Net before programme −8,750.
  // With the programme's 15,000 + 5,000: −10,500 − 8,750 + 20,000 = 750, the analysis' net.
  it('runs the model for each community, leaving the shared programme costs out', () => {
    const [a, b] = communityEffects(model, targets);
    expect(a).toMatchObject({ id: 'A', name: 'A' });
    expect(a!.served).toBeCloseTo(70, 9);
    expect(a!.tripsAvoided).toBeCloseTo(70, 9);
    expect(a!.kmAvoided).toBeCloseTo(7000, 9);
    expect(a!.netBeforeProgramme).toBeCloseTo(-10500, 9);
    expect(b!.served).toBeCloseTo(35, 9);
    expect(b!.kmAvoided).toBeCloseTo(10500, 9);
    expect(b!.netBeforeProgramme).toBeCloseTo(-8750, 9);
    const programme = budgetImpact(model, targets).years.reduce((s, y) => s + y.programCost, 0);
    expect(a!.netBeforeProgramme + b!.netBeforeProgramme + programme).toBeCloseTo(
      budgetImpact(model, targets).netTotal,
      9,
    );
  });

  // A with a fifth re-travelling: trips avoided 70 × 0.8 = 56, 5,600 km.
  //   Year 1 trips 100 × (0.8 + 0.2 × 0.2) = 84: 84 × 250 + 20 × 100 = 23,000; −2,000.
  //   Year 2 trips 100 × (0.5 + 0.5 × 0.2) = 60: 60 × 250 + 50 × 100 = 20,000; −5,000.
  it('counts those who travel after all, and a trip without a distance as unknown km', () => {
    const reTravel = { ...model, reTravelShare: v(0.2, 0.1, 0.3) };
    const [a] = communityEffects(reTravel, [targets[0]!]);
    expect(a!.tripsAvoided).toBeCloseTo(56, 9);
    expect(a!.kmAvoided).toBeCloseTo(5600, 9);
    expect(a!.netBeforeProgramme).toBeCloseTo(-7000, 9);
    const [unknown] = communityEffects(model, [{ ...targets[0]!, roundTripKm: null }]);
    expect(unknown!.kmAvoided).toBeNull();
  });
});
