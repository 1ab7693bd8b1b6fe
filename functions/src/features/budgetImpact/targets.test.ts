import { describe, expect, it } from 'vitest';

import { targetCommunity, type CommunityData, type FacilityData } from './targets.js';

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

  it('say why there is no distance', () => {
    const t = targetCommunity(community({}), [{ ...aClinic, location: null }], hospitals);
    expect(t.roundTripKm).toBeNull();
    expect(t.travelNote).toMatch(/no point and no facility with coordinates/);
  });
});
