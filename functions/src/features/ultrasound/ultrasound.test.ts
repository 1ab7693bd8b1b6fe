import { describe, expect, it } from 'vitest';

import {
  greatCircleKm,
  travelAvoided,
  ultrasoundTotals,
  type PlacedFacility,
  type SessionForTotals,
} from './ultrasound.js';

// Coordinates as published in sk_facilities.json (Statistics Canada ODHF v1.1).
const laLoche: PlacedFacility = {
  id: 'odhf-8710',
  name: 'LA LOCHE HEALTH CENTRE',
  location: { lat: 56.491177, lng: -109.450785 },
};
const victoria: PlacedFacility = {
  id: 'odhf-8939',
  name: 'Victoria Hospital',
  location: { lat: 53.192095, lng: -105.784059 },
};
const ileALaCrosse: PlacedFacility = {
  id: 'odhf-8902',
  name: "ST. JOSEPH'S HEALTH CENTRE (ÎLE DE LA CROSSE)",
  location: { lat: 55.445653, lng: -107.899584 },
};
const buffaloNarrows: PlacedFacility = {
  id: 'odhf-8565',
  name: 'Buffalo Narrows Clinic',
  location: { lat: 55.861272, lng: -108.480389 },
};
const unplaced: PlacedFacility = { id: 'odhf-8941', name: 'No coordinates', location: null };

describe('great-circle distance', () => {
  it('La Loche Health Centre to Victoria Hospital, Prince Albert: 435.4 km', () => {
    // By hand, with the spherical law of cosines on the same 6,371.0088 km sphere:
    // acos(sin φ1 sin φ2 + cos φ1 cos φ2 cos Δλ) × R = 435.403 km.
    expect(greatCircleKm(laLoche.location!, victoria.location!)).toBeCloseTo(435.403, 2);
    expect(greatCircleKm(victoria.location!, laLoche.location!)).toBeCloseTo(435.403, 2);
    expect(greatCircleKm(laLoche.location!, laLoche.location!)).toBe(0);
  });
});

describe('travel avoided', () => {
  const hospitals = [laLoche, victoria, ileALaCrosse, unplaced];

  it('goes to the chosen hospital, there and back', () => {
    const travel = travelAvoided(laLoche, victoria, hospitals);
    expect(travel).toMatchObject({
      basis: 'chosen',
      toFacilityId: 'odhf-8939',
      roundTripKm: 870.8,
    });
  });

  it('else to the nearest other hospital with coordinates', () => {
    // Buffalo Narrows → Île-à-la-Crosse is 58.85 km (law of cosines), La Loche 95.6 km.
    expect(travelAvoided(buffaloNarrows, null, hospitals)).toMatchObject({
      basis: 'nearest hospital',
      toFacilityId: 'odhf-8902',
      roundTripKm: 117.7,
    });
    // A hospital's session is not "avoided" by the hospital itself: the next one counts.
    expect(travelAvoided(laLoche, null, hospitals)).toMatchObject({
      toFacilityId: 'odhf-8902',
      roundTripKm: 302.2,
    });
  });

  it('says why when a point is missing', () => {
    expect(travelAvoided(unplaced, victoria, hospitals)).toMatchObject({
      basis: 'not computed',
      roundTripKm: null,
      note: expect.stringContaining('has no coordinates') as string,
    });
    expect(travelAvoided(laLoche, unplaced, hospitals).roundTripKm).toBeNull();
    expect(travelAvoided(buffaloNarrows, null, [unplaced]).note).toMatch(/No hospital/);
  });
});

describe('totals', () => {
  const session = (over: Partial<SessionForTotals>): SessionForTotals => ({
    date: '2026-10-05',
    examType: 'abdominal',
    mode: 'telerobotic',
    adequacy: 'adequate',
    outcome: 'no travel needed',
    roundTripKm: 100,
    ...over,
  });

  it('counts per month and kind; km only for sessions after which nobody travelled', () => {
    const totals = ultrasoundTotals([
      session({}),
      session({ date: '2026-10-20', adequacy: 'inadequate', outcome: 'travel needed' }),
      session({ date: '2026-11-02', examType: 'cardiac', roundTripKm: 50.25 }),
      session({ date: '2026-09-30', adequacy: 'adequate with reservations', roundTripKm: null }),
    ]);
    expect(totals.sessions).toBe(4);
    expect(totals.byMonth).toEqual([
      { month: '2026-09', count: 1 },
      { month: '2026-10', count: 2 },
      { month: '2026-11', count: 1 },
    ]);
    expect(totals.byExamType.find((e) => e.key === 'abdominal')?.count).toBe(3);
    expect(totals.byExamType.find((e) => e.key === 'cardiac')?.count).toBe(1);
    expect(totals.adequacyRate).toBe(0.75);
    expect(totals.travelAvoidedSessions).toBe(3);
    expect(totals.travelKnownSessions).toBe(2);
    expect(totals.kmAvoided).toBe(150.3);
  });

  it('has no adequacy rate without sessions', () => {
    expect(ultrasoundTotals([])).toMatchObject({ sessions: 0, adequacyRate: null, kmAvoided: 0 });
  });
});
