import { describe, expect, it } from 'vitest';

import { missingTrip, targetCommunity, type CommunityData, type FacilityData } from './targets.js';

// Coordinates as published in sk_facilities.json (Statistics Canada ODHF v1.1).
const laLocheHospital: FacilityData = {
  id: 'odhf-8710',
  name: 'LA LOCHE HEALTH CENTRE',
  type: 'Hospitals',
  location: { lat: 56.491177, lng: -109.450785 },
};
const ileALaCrosse: FacilityData = {
  id: 'odhf-8902',
  name: "ST. JOSEPH'S HEALTH CENTRE (ÎLE DE LA CROSSE)",
  type: 'Hospitals',
  location: { lat: 55.445653, lng: -107.899584 },
};
const buffaloClinic: FacilityData = {
  id: 'odhf-8565',
  name: 'Buffalo Narrows Clinic',
  type: 'Ambulatory health care services',
  location: { lat: 55.861272, lng: -108.480389 },
};
// A clinic at La Loche whose name sorts first: the hospital is still the community's point.
const aClinic: FacilityData = {
  id: 'clinic',
  name: 'A clinic',
  type: 'Ambulatory health care services',
  location: { lat: 56.49, lng: -109.45 },
};
const hospitals = [laLocheHospital, ileALaCrosse];

const community = (over: Partial<CommunityData>): CommunityData => ({
  id: '4718074',
  name: 'La Loche',
  population2021: 2514,
  remotenessIndex: 0.566474,
  location: null,
  nearestHospital: null,
  nearestHospitalKm: null,
  nearestHospitalSource: null,
  source: 'Statistics Canada, 2021 Census',
  ...over,
});

describe('target communities', () => {
  it('go from their hospital to the nearest other one, as the ultrasound log does', () => {
    // features/ultrasound/ultrasound.test.ts: La Loche's health centre → Île-à-la-Crosse, 302.2 km
    // there and back.
    const t = targetCommunity(community({}), [aClinic, laLocheHospital], hospitals);
    expect(t).toMatchObject({
      population2021: 2514,
      remotenessIndex: 0.566474,
      roundTripKm: 302.2,
      hospitalName: ileALaCrosse.name,
      source: 'Statistics Canada, 2021 Census',
    });
    expect(t.travelNote).toMatch(/^From LA LOCHE HEALTH CENTRE: /);
  });

  it('else from a facility with coordinates (Buffalo Narrows clinic → Île-à-la-Crosse 117.7 km)', () => {
    const t = targetCommunity(
      community({ id: '4718070', name: 'Buffalo Narrows' }),
      [{ ...buffaloClinic, location: buffaloClinic.location }],
      hospitals,
    );
    expect(t.roundTripKm).toBe(117.7);
  });

  it("take the community's own point first", () => {
    const t = targetCommunity(
      community({ location: buffaloClinic.location }),
      [laLocheHospital],
      hospitals,
    );
    expect(t.roundTripKm).toBe(117.7);
  });

  it('take a distance entered with its source before a computed one', () => {
    const entered = community({
      nearestHospital: 'Athabasca Health Facility',
      nearestHospitalKm: 80.25,
      nearestHospitalSource: 'Winter road distance',
    });
    const t = targetCommunity(entered, [laLocheHospital], hospitals);
    expect(t).toMatchObject({ roundTripKm: 160.5, hospitalName: 'Athabasca Health Facility' });
    expect(t.travelNote).toBe(
      '80.25 km each way to Athabasca Health Facility, there and back (Winter road distance).',
    );
    expect(missingTrip(entered, t)).toBeNull();
  });

  it('have no trip without a point or a sourced distance, and say what resolves it', () => {
    const none = community({});
    const t = targetCommunity(none, [{ ...aClinic, location: null }], hospitals);
    expect(t.roundTripKm).toBeNull();
    // The note is printed in the report: a statement, never the app's instructions.
    expect(t.travelNote).toBe(
      'No distance to a hospital is known for La Loche; its travel is not counted.',
    );
    expect(missingTrip(none, t)).toMatch(
      /set its location or its distance to the nearest hospital with its source/,
    );
    const unsourced = community({ nearestHospitalKm: 80 });
    expect(missingTrip(unsourced, targetCommunity(unsourced, [], hospitals))).toMatch(/no source/);
  });
});
