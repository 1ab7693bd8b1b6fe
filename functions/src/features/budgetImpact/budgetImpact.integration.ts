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

interface Stored {
  id: string;
  version: number;
  technologyName: string | null;
  targets: Array<{
    id: string;
    name: string;
    population2021: number | null;
    roundTripKm: number | null;
    hospitalName: string | null;
    travelNote: string;
    source: string;
  }>;
  totals: { eligiblePopulation: number; netTotal: number; netByYear: number[] };
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

    // The distance is the tele-ultrasound log's: a session at La Loche's health centre with no
    // destination chosen (demo-us-2) avoided the same round trip.
    const session = await db.collection('ultrasoundSessions').doc('demo-us-2').get();
    const travel = session.get('travel') as { roundTripKm: number; toFacilityName: string };
    expect(a.targets[0]!.roundTripKm).toBe(travel.roundTripKm);
    expect(a.targets[0]!.hospitalName).toBe(travel.toFacilityName);

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
    expect(why).toMatch(/location or its distance to the nearest hospital with its source/);
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
