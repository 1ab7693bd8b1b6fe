// Budget impact analyses through the API: the server reads the target communities' 2021
// populations and distances and stores the totals (a client cannot send its own); bad input —
// a horizon of 0 or 6 years, uptake above 1, a negative cost, an unknown community — is a 400
// naming the field, with nothing written. Access as declared: staff read and write, visitors
// nothing, only admins delete.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

// La Loche and Buffalo Narrows (northern villages); census subdivision uids as in the seed.
const LA_LOCHE = '4718074';
const BUFFALO_NARROWS = '4718070';
// Stony Rapids (northern hamlet): no facility with coordinates and no point in the census data.
const STONY_RAPIDS = '4718100';

const v = (value: number, low = value, high = value) => ({ value, low, high, source: 'test' });

/** Travel costs nothing here, so the net total is plain arithmetic on the populations. */
const anAnalysis = (t: string) => ({
  title: `Tele-ultrasound budget ${t}`,
  technologyId: 'demo-tech-ultrasound',
  horizonYears: 2,
  communityIds: [LA_LOCHE, BUFFALO_NARROWS],
  eligibleProportion: v(0.1, 0.05, 0.2),
  uptake: [v(0.2, 0.1, 0.3), v(0.5, 0.3, 0.7)],
  costs: {
    equipment: v(10000, 5000, 20000),
    licences: v(2000),
    connectivity: v(1000),
    training: v(500),
    staffTime: v(1500),
    newPerPatient: v(100),
    currentPerPatient: v(200),
    costPerKm: v(0, 0, 1),
  },
  scenarios: [{ name: 'High uptake', overrides: [{ input: 'uptake2', value: 0.7 }] }],
});

interface Destination {
  facilityId: string | null;
  name: string;
  roundTripKm: number;
}

interface Stored {
  id: string;
  version: number;
  technologyName: string | null;
  targets: Array<{
    id: string;
    name: string;
    population2021: number | null;
    population2016: number | null;
    roundTripKm: number | null;
    hospitalName: string | null;
    travelNote: string;
    nearestProviding: Destination | null;
    logDestination: Destination | null;
    destinationUsed: string | null;
    nihbShare: number | null;
    source: string;
  }>;
  totals: {
    eligiblePopulation: number;
    netTotal: number;
    netByYear: number[];
    netByPayer: Record<'provincial' | 'nihb' | 'patient' | 'other', number>;
    omissions: string[];
  };
}

const create = (fields: Record<string, unknown>, as: Session = staff) =>
  callApi<{ budgetImpact: Stored }>('budgetImpacts.create', { fields }, as);

const written = async (title: string) =>
  (await db.collection('budgetImpacts').where('title', '==', title).get()).size;

const population = async (id: string) =>
  (await db.collection('communities').doc(id).get()).get('population2021') as number;

describe('budget impact analyses', () => {
  it('are computed by the server from the communities in the hub', async () => {
    const t = tag();
    const answer = await create(anAnalysis(t));
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const a = answer.result!.budgetImpact;
    expect(a.technologyName).toBe('Tele-ultrasound cart (demo)');
    const [laLoche, buffalo] = [await population(LA_LOCHE), await population(BUFFALO_NARROWS)];
    expect(a.targets.map((c) => [c.id, c.population2021])).toEqual([
      [LA_LOCHE, laLoche],
      [BUFFALO_NARROWS, buffalo],
    ]);
    expect(a.targets[0]!.source).toMatch(/Statistics Canada, 2021 Census/);
    // By hand: E = (La Loche + Buffalo Narrows) × 0.1; with no travel cost each year's net is
    // uptake × E × (100 − 200) + programme (5,000 a year, + 10,000 equipment in year 1).
    const e = (laLoche + buffalo) * 0.1;
    expect(a.totals.eligiblePopulation).toBeCloseTo(e, 6);
    expect(a.totals.netByYear[0]).toBeCloseTo(0.2 * e * -100 + 15000, 6);
    expect(a.totals.netByYear[1]).toBeCloseTo(0.5 * e * -100 + 5000, 6);
    expect(a.totals.netTotal).toBeCloseTo(0.7 * e * -100 + 20000, 6);

    // The trip is to the nearest facility declaring ultrasound (the seed declares it on city
    // hospitals only), not to the nearest hospital the log's default would take (Île-à-la-Crosse,
    // 302.2 km from La Loche).
    expect(a.targets[0]).toMatchObject({ destinationUsed: 'nearest providing' });
    expect(a.targets[0]!.roundTripKm).toBe(a.targets[0]!.nearestProviding?.roundTripKm);
    expect(a.targets[0]!.roundTripKm).toBeGreaterThan(302.2);

    // An edit recomputes: three years, the third at uptake 0.5 with 5,000 of programme.
    const third = await callApi<{ budgetImpact: Stored }>(
      'budgetImpacts.update',
      {
        id: a.id,
        version: a.version,
        fields: {
          ...anAnalysis(t),
          horizonYears: 3,
          uptake: [...anAnalysis(t).uptake, v(0.5)],
        },
      },
      staff,
    );
    expect(third.status, JSON.stringify(third.error)).toBe(200);
    expect(third.result!.budgetImpact.totals.netTotal).toBeCloseTo(1.2 * e * -100 + 25000, 6);
    // The list carries the totals, found by the technology.
    const list = await callApi<{ items: Array<{ id: string; totals: Stored['totals'] }> }>(
      'budgetImpacts.list',
      {
        pageSize: 100,
        sort: { field: 'updatedAt', direction: 'desc' },
        filters: { technologyId: 'demo-tech-ultrasound' },
      },
      staff,
    );
    expect(list.status, JSON.stringify(list.error)).toBe(200);
    const row = list.result!.items.find((i) => i.id === a.id);
    expect(row?.totals.netTotal).toBeCloseTo(1.2 * e * -100 + 25000, 6);
  });

  it("follow the session log's destination when chosen, and count re-travel and payers", async () => {
    const t = tag();
    // The demo log sent a La Loche patient to Royal University Hospital (demo-us-1, chosen).
    const ruh = (await db.collection('ultrasoundSessions').doc('demo-us-1').get()).get(
      'travel',
    ) as { roundTripKm: number; toFacilityName: string };
    const fields = {
      ...anAnalysis(t),
      communityIds: [LA_LOCHE],
      destinationBasis: 'session log',
      reTravelShare: v(0.2, 0.1, 0.3),
      nihbShare: v(0.5, 0.25, 0.75),
      costs: { ...anAnalysis(t).costs, costPerKm: v(1, 0.5, 2) },
    };
    const answer = await create(fields);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const a = answer.result!.budgetImpact;
    const [target] = a.targets;
    expect(target!.logDestination?.name).toBe(ruh.toFacilityName);
    expect(target).toMatchObject({ destinationUsed: 'session log', nihbShare: null });
    expect(target!.nearestProviding).not.toBeNull();
    const km = target!.roundTripKm!;
    expect(km).toBe(target!.logDestination!.roundTripKm);
    // By hand: E = La Loche × 0.1; a trip costs 200 + km × 1; the new pathway's patients cost 100
    // and 20 % of them the whole trip again: net_y = u_y × E × (100 − 0.8 × (200 + km)) + programme.
    const e = (await population(LA_LOCHE)) * 0.1;
    const net = 0.7 * e * (100 - 0.8 * (200 + km)) + 20000;
    expect(a.totals.netTotal).toBeCloseTo(net, 6);
    // NIHB pays half the travel off reserve: its net is −0.5 × 0.8 × km × 0.7 × E; patients the
    // other half; the health authority the rest; they add up to the net.
    const travel = 0.7 * e * 0.8 * km;
    expect(a.totals.netByPayer.nihb).toBeCloseTo(-0.5 * travel, 6);
    expect(a.totals.netByPayer.patient).toBeCloseTo(-0.5 * travel, 6);
    const payers = Object.values(a.totals.netByPayer).reduce((x, y) => x + y, 0);
    expect(payers).toBeCloseTo(a.totals.netTotal, 6);

    // The nearest providing facility instead, on the same analysis.
    const nearest = await callApi<{ budgetImpact: Stored }>(
      'budgetImpacts.update',
      {
        id: a.id,
        version: a.version,
        fields: { ...fields, destinationBasis: 'nearest providing' },
      },
      staff,
    );
    expect(nearest.status, JSON.stringify(nearest.error)).toBe(200);
    const again = nearest.result!.budgetImpact.targets[0]!;
    expect(again.destinationUsed).toBe('nearest providing');
    expect(again.roundTripKm).toBe(again.nearestProviding!.roundTripKm);
  });

  it('project the population from the 2016→2021 change when asked', async () => {
    const t = tag();
    const answer = await create({
      ...anAnalysis(t),
      communityIds: [LA_LOCHE],
      population: { method: 'projected', firstYear: 2027 },
    });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const c = (await db.collection('communities').doc(LA_LOCHE).get()).data() as {
      population2021: number;
      population2016: number;
    };
    // 2027 is 6 years after 2021: P2021 × (P2021 / P2016)^(6/5).
    const p2027 = c.population2021 * (c.population2021 / c.population2016) ** (6 / 5);
    expect(answer.result!.budgetImpact.totals.eligiblePopulation).toBeCloseTo(p2027 * 0.1, 6);
  });

  it('never store results a client sends', async () => {
    const t = tag();
    const totals = {
      eligiblePopulation: 1,
      currentTotal: 0,
      newTotal: 0,
      netTotal: -1e9,
      netByYear: [],
    };
    const inFields = await create({ ...anAnalysis(t), totals });
    expect(inFields.status).toBe(400);
    expect(inFields.error?.status).toBe('INVALID_ARGUMENT');
    const beside = await callApi('budgetImpacts.create', { fields: anAnalysis(t), totals }, staff);
    expect(beside.status).toBe(400);
    const targets = [{ id: LA_LOCHE, name: 'x', population2021: 1e9 }];
    const forged = await create({ ...anAnalysis(t), targets });
    expect(forged.status).toBe(400);
    expect(await written(`Tele-ultrasound budget ${t}`)).toBe(0);
  });

  it('refuse bad input with a message that says what is expected, writing nothing', async () => {
    const t = tag();
    const base = anAnalysis(t);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ horizonYears: 0, uptake: [] }, 'fields.horizonYears', /1 to 5 years/],
      [
        { horizonYears: 6, uptake: [...base.uptake, v(0.5), v(0.5), v(0.5), v(0.5)] },
        'fields.horizonYears',
        /1 to 5 years/,
      ],
      [{ uptake: [v(0.2, 0.1, 0.3), v(1.5)] }, 'fields.uptake.1.value', /between 0 and 1/],
      [
        { costs: { ...base.costs, equipment: v(-1) } },
        'fields.costs.equipment.value',
        /cannot be negative/,
      ],
      [
        { communityIds: [LA_LOCHE, 'no-such-community'] },
        'fields.communityIds',
        /No community with id no-such-community/,
      ],
      [{ uptake: [v(0.2)] }, 'fields.uptake', /each of the 2 years/],
      [
        { eligibleProportion: { ...v(0.1, 0.2, 0.3) } },
        'fields.eligibleProportion.low',
        /above the base value/,
      ],
      [
        { scenarios: [{ name: 'Later', overrides: [{ input: 'uptake4', value: 0.5 }] }] },
        'fields.scenarios.0.overrides.0.input',
        /beyond the 2-year horizon/,
      ],
      [{ reTravelShare: v(1.2) }, 'fields.reTravelShare.value', /between 0 and 1/],
      [{ service: 'x-ray vision' }, 'fields.service', /Choose the service/],
      [
        {
          payers: {
            ...Object.fromEntries(Object.keys(base.costs).map((k) => [k, 'provincial'])),
            costPerKm: 'the moon',
          },
        },
        'fields.payers.costPerKm',
        /Choose who pays/,
      ],
      [
        { population: { method: 'projected', firstYear: 1900 } },
        'fields.population.firstYear',
        /between 2000 and 2100/,
      ],
      // A scenario's cost is bounded as the input is: 1.7e308 made every report fail.
      [
        { scenarios: [{ name: 'Overflow', overrides: [{ input: 'equipment', value: 1.7e308 }] }] },
        'fields.scenarios.0.overrides.0.value',
        /too large/,
      ],
    ];
    for (const [bad, field, message] of cases) {
      const refused = await create({ ...base, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.error?.status).toBe('INVALID_ARGUMENT');
      expect(refused.error?.details?.fields?.[field], JSON.stringify(refused.error)).toMatch(
        message,
      );
    }
    expect(await written(`Tele-ultrasound budget ${t}`)).toBe(0);
  });

  it('refuse a community without a trip to a hospital until its location or a sourced distance is set', async () => {
    const t = tag();
    const title = `Tele-ultrasound budget ${t}`;
    const fields = { ...anAnalysis(t), costs: { ...anAnalysis(t).costs, costPerKm: v(1, 0.5, 2) } };
    const stony = await create({ ...fields, communityIds: [LA_LOCHE, STONY_RAPIDS] });
    expect(stony.status).toBe(400);
    expect(stony.error?.status).toBe('INVALID_ARGUMENT');
    const why = stony.error?.details?.fields?.['fields.communityIds'] ?? '';
    expect(why, JSON.stringify(stony.error)).toMatch(/Stony Rapids/);
    expect(why).toMatch(/set its location, declare the service .* or enter its distance/);
    expect(await written(title)).toBe(0);

    // A community of this test's own, edited as an analyst would on the community form.
    const made = await callApi<{ community: { id: string; version: number } }>(
      'communities.create',
      { fields: { name: `Far Shore ${t}`, type: 'Northern hamlet', population2021: 500 } },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    let community = made.result!.community;
    const edit = async (extra: Record<string, unknown>) => {
      const answer = await callApi<{ community: { id: string; version: number } }>(
        'communities.update',
        {
          id: community.id,
          version: community.version,
          fields: {
            name: `Far Shore ${t}`,
            type: 'Northern hamlet',
            population2021: 500,
            ...extra,
          },
        },
        staff,
      );
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      community = answer.result!.community;
    };
    const withFarShore = { ...fields, communityIds: [community.id] };
    expect((await create(withFarShore)).status).toBe(400);

    // A distance without its source is not enough.
    await edit({ nearestHospital: 'Athabasca Health Facility', nearestHospitalKm: 80 });
    const unsourced = await create(withFarShore);
    expect(unsourced.status).toBe(400);
    expect(unsourced.error?.details?.fields?.['fields.communityIds']).toMatch(
      /Far Shore .* has a distance to the nearest hospital but no source/,
    );
    expect(await written(title)).toBe(0);

    // With its source, the entered distance is the trip: there and back.
    await edit({
      nearestHospital: 'Athabasca Health Facility',
      nearestHospitalKm: 80,
      nearestHospitalSource: 'Winter road distance, Saskatchewan Highways 2024',
    });
    const sourced = await create(withFarShore);
    expect(sourced.status, JSON.stringify(sourced.error)).toBe(200);
    const target = sourced.result!.budgetImpact.targets[0]!;
    expect(target).toMatchObject({ roundTripKm: 160, hospitalName: 'Athabasca Health Facility' });
    expect(target.travelNote).toMatch(/Winter road distance, Saskatchewan Highways 2024/);
    expect(target.travelNote).not.toMatch(/on its page|set its/);
    // Travel is in the total: 0.1 × 500 people × 160 km × $1 fewer on the new pathway's share.
    const e = 50;
    expect(sourced.result!.budgetImpact.totals.netTotal).toBeCloseTo(
      0.7 * e * (100 - 200 - 160) + 20000,
      6,
    );

    // A location on the community gives the great-circle trip instead (Stony Rapids' point).
    await edit({ location: { lat: 59.2564, lng: -105.8417 } });
    const placed = await create({ ...withFarShore, title: `${title} placed` });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const placedTarget = placed.result!.budgetImpact.targets[0]!;
    expect(placedTarget.roundTripKm).toBeGreaterThan(0);
    expect(placedTarget.hospitalName).not.toBeNull();
  });

  it('are read and written by staff, not by visitors, and deleted by admins only', async () => {
    const t = tag();
    const visitor = await callApi('budgetImpacts.create', { fields: anAnalysis(t) });
    expect(visitor.error?.status).toMatch(/UNAUTHENTICATED|PERMISSION_DENIED/);
    const visitorList = await callApi('budgetImpacts.list', { pageSize: 10 });
    expect(visitorList.error?.status).toMatch(/UNAUTHENTICATED|PERMISSION_DENIED/);
    expect(await written(`Tele-ultrasound budget ${t}`)).toBe(0);
    const created = await create(anAnalysis(t));
    const { id, version } = created.result!.budgetImpact;
    const read = await callApi('budgetImpacts.get', { id }, staff);
    expect(read.status, JSON.stringify(read.error)).toBe(200);
    const refused = await callApi('budgetImpacts.delete', { id, version }, staff);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const deleted = await callApi('budgetImpacts.delete', { id, version }, admin);
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
  });
});
