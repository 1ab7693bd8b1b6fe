import { describe, expect, it } from 'vitest';

import {
  missingTrip,
  targetCommunity,
  unplacedProviders,
  type CommunityData,
  type FacilityData,
  type LoggedTrip,
  type TripSources,
} from './targets.js';

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
const royalUniversity: FacilityData = {
  id: 'odhf-8868',
  name: 'Royal University Hospital (Ruh)',
  type: 'Hospitals',
  location: { lat: 52.130843, lng: -106.641547 },
};
const victoria: FacilityData = {
  id: 'odhf-8939',
  name: 'Victoria Hospital',
  type: 'Hospitals',
  location: { lat: 53.192095, lng: -105.784059 },
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

const community = (over: Partial<CommunityData>): CommunityData => ({
  id: '4718074',
  name: 'La Loche',
  type: 'Northern village',
  population2021: 2514,
  population2016: 2444,
  remotenessIndex: 0.566474,
  location: null,
  nearestHospital: null,
  nearestHospitalKm: null,
  nearestHospitalSource: null,
  source: 'Statistics Canada, 2021 Census',
  ...over,
});

// The review's trip: La Loche → Royal University Hospital, as the session log records it when a
// person chose the destination (2 × great-circle 517.85 km = 1,035.7 km).
const toRuh: LoggedTrip = {
  facilityId: royalUniversity.id,
  name: royalUniversity.name,
  roundTripKm: 1035.7,
};

const sources = (over: Partial<TripSources>): TripSources => ({
  service: 'ultrasound',
  basis: 'nearest providing',
  providers: [],
  logged: [],
  ...over,
});

describe('target communities', () => {
  it('travel to the nearest facility providing the service, not the nearest hospital', () => {
    // The nearest hospital is Île-à-la-Crosse, 302.2 km there and back (the ultrasound log's
    // default); declaring ultrasound only at Victoria Hospital and RUH sends La Loche to Prince
    // Albert: 2 × 435.4 = 870.8 km.
    const t = targetCommunity(
      community({}),
      [aClinic, laLocheHospital],
      sources({ providers: [victoria, royalUniversity] }),
    );
    expect(t).toMatchObject({
      population2021: 2514,
      population2016: 2444,
      censusType: 'Northern village',
      roundTripKm: 870.8,
      hospitalName: 'Victoria Hospital',
      destinationUsed: 'nearest providing',
    });
    expect(t.travelNote).toMatch(/^From LA LOCHE HEALTH CENTRE: .*declaring ultrasound/);
    // With Île-à-la-Crosse declaring it, the review's 302 km trip comes back.
    const nearer = targetCommunity(
      community({}),
      [laLocheHospital],
      sources({ providers: [ileALaCrosse, royalUniversity] }),
    );
    expect(nearer.roundTripKm).toBe(302.2);
  });

  it('show the session log destination beside it, and use it when the analysis chooses it', () => {
    const both = { providers: [ileALaCrosse], logged: [toRuh] };
    const nearest = targetCommunity(community({}), [laLocheHospital], sources(both));
    expect(nearest.roundTripKm).toBe(302.2);
    expect(nearest.logDestination).toMatchObject({
      name: royalUniversity.name,
      roundTripKm: 1035.7,
    });
    const logged = targetCommunity(
      community({}),
      [laLocheHospital],
      sources({ ...both, basis: 'session log' }),
    );
    expect(logged).toMatchObject({
      roundTripKm: 1035.7,
      hospitalName: royalUniversity.name,
      destinationUsed: 'session log',
    });
    expect(logged.nearestProviding?.roundTripKm).toBe(302.2);
    expect(logged.travelNote).toMatch(/1 session of 1 with a chosen destination/);
  });

  it('take the facility most logged sessions went to, averaging their trips', () => {
    const t = targetCommunity(
      community({}),
      [laLocheHospital],
      sources({
        basis: 'session log',
        providers: [ileALaCrosse],
        logged: [
          toRuh,
          { ...toRuh, roundTripKm: 1035.9 },
          { facilityId: victoria.id, name: victoria.name, roundTripKm: 870.8 },
        ],
      }),
    );
    // (1,035.7 + 1,035.9) / 2 = 1,035.8
    expect(t).toMatchObject({ hospitalName: royalUniversity.name, roundTripKm: 1035.8 });
    expect(t.travelNote).toMatch(/2 sessions of 3/);
  });

  it('fall back to the nearest providing facility where the log has none, and say so', () => {
    const t = targetCommunity(
      community({ id: '4718070', name: 'Buffalo Narrows' }),
      [buffaloClinic],
      sources({ basis: 'session log', providers: [ileALaCrosse] }),
    );
    expect(t).toMatchObject({ roundTripKm: 117.7, destinationUsed: 'nearest providing' });
    expect(t.travelNote).toMatch(/^The session log has no chosen destination for Buffalo Narrows/);
  });

  it('make no trip where a facility of the community provides the service', () => {
    const t = targetCommunity(
      community({}),
      [laLocheHospital],
      sources({ providers: [laLocheHospital, ileALaCrosse] }),
    );
    expect(t.roundTripKm).toBe(0);
  });

  it('settle the NIHB share of a reserve from its census type, and only of a reserve', () => {
    const reserve = targetCommunity(
      community({ id: '4718828', name: 'Chicken 224', type: 'Indian reserve' }),
      [laLocheHospital],
      sources({ providers: [ileALaCrosse] }),
    );
    expect(reserve.nihbShare).toBe(1);
    expect(reserve.nihbNote).toMatch(/census subdivision type "Indian reserve"/);
    const village = targetCommunity(
      community({}),
      [laLocheHospital],
      sources({ providers: [ileALaCrosse] }),
    );
    expect(village.nihbShare).toBeNull();
  });

  it("take the community's own point first", () => {
    const t = targetCommunity(
      community({ location: buffaloClinic.location }),
      [laLocheHospital],
      sources({ providers: [ileALaCrosse] }),
    );
    expect(t.roundTripKm).toBe(117.7);
  });

  it('use a distance entered with its source only where no providing facility is reachable', () => {
    const entered = community({
      nearestHospital: 'Athabasca Health Facility',
      nearestHospitalKm: 80.25,
      nearestHospitalSource: 'Winter road distance',
    });
    const t = targetCommunity(entered, [laLocheHospital], sources({}));
    expect(t).toMatchObject({
      roundTripKm: 160.5,
      hospitalName: 'Athabasca Health Facility',
      destinationUsed: 'entered distance',
    });
    expect(t.travelNote).toMatch(/80.25 km each way to Athabasca Health Facility.*not checked/);
    expect(missingTrip(entered, t, 'ultrasound')).toBeNull();
  });

  it('have no trip without a point or a sourced distance, and say what resolves it', () => {
    const none = community({});
    const t = targetCommunity(
      none,
      [{ ...aClinic, location: null }],
      sources({ providers: [ileALaCrosse] }),
    );
    expect(t.roundTripKm).toBeNull();
    // The note is printed in the report: a statement, never the app's instructions.
    expect(t.travelNote).toBe(
      'No trip for ultrasound is known for La Loche; its travel is not counted.',
    );
    expect(missingTrip(none, t, 'ultrasound')).toMatch(/set its location, declare the service/);
    const unsourced = community({ nearestHospitalKm: 80 });
    expect(
      missingTrip(unsourced, targetCommunity(unsourced, [], sources({})), 'ultrasound'),
    ).toMatch(/no source/);
  });

  it('name the providing facilities the search could not place', () => {
    expect(
      unplacedProviders([victoria, { ...ileALaCrosse, location: null }], 'ultrasound'),
    ).toEqual([
      `${ileALaCrosse.name} declares ultrasound but has no coordinates: not considered as a destination.`,
    ]);
    expect(unplacedProviders([victoria], 'ultrasound')).toEqual([]);
  });
});
