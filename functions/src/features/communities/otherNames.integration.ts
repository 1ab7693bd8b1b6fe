// A community's other names through the API: the census's "Chicken 224" is found by "Black
// Lake", as seeded with its source; an administrator adds a name and the search finds it; staff
// cannot change them (other fields they still edit); malformed names are refused, writing nothing.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

type Row = { id: string; name: string; otherNames?: Array<{ name: string; source: string }> };
type Community = Row & { version: number; otherNames: Array<{ name: string; source: string }> };
const search = async (text: string) => {
  const got = await callApi<{ items: Row[] }>(
    'communities.list',
    { pageSize: 20, search: text },
    staff,
  );
  expect(got.status, JSON.stringify(got.error)).toBe(200);
  return got.result!.items;
};
const get = async (id: string) =>
  (await callApi<{ community: Community }>('communities.get', { id }, staff)).result!.community;
const stored = async (id: string) => (await db.collection('communities').doc(id).get()).data()!;
const fieldsOf = ({ id: _i, version: _v, ...c }: Community) => {
  const keep = [
    'name',
    'otherNames',
    'type',
    'csdUid',
    'censusDivisionUid',
    'censusDivisionName',
    'population2021',
    'population2016',
    'populationChangePct',
    'dwellings2021',
    'landAreaKm2',
    'densityPerKm2',
    'remotenessIndex',
    'location',
    'connectivity',
    'nearestHospital',
    'nearestHospitalKm',
    'nearestHospitalSource',
    'contacts',
    'notes',
  ];
  return Object.fromEntries(Object.entries(c).filter(([k]) => keep.includes(k)));
};

describe("communities' other names", () => {
  it("find the reserve by the Nation's name, with where the name comes from", async () => {
    const found = await search('Black Lake');
    const chicken = found.find((c) => c.id === '4718828');
    expect(chicken?.name).toBe('Chicken 224');
    expect(chicken?.otherNames?.map((n) => n.name)).toContain('Black Lake Denesuline First Nation');
    expect(chicken?.otherNames?.[0]?.source).toMatch(/Indigenous Services Canada/);
    expect((await search('Clearwater River Dene Nation')).map((c) => c.id)).toContain('4718839');
  });

  it("are an administrator's to change; staff still edit the rest", async () => {
    // Pinehouse, a northern village no other test edits.
    const id = (await search('Pinehouse')).find((c) => c.name === 'Pinehouse')!.id;
    let c = await get(id);
    const named = { name: 'Opawikoscikan (test)', source: 'Test source' };
    const before = await stored(id);
    const refused = await callApi(
      'communities.update',
      { id, version: c.version, fields: { ...fieldsOf(c), otherNames: [named] } },
      staff,
    );
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    expect(refused.error?.message).toBe("Only an administrator changes a community's other names.");
    expect(await stored(id)).toEqual(before);

    const added = await callApi<{ community: Community }>(
      'communities.update',
      { id, version: c.version, fields: { ...fieldsOf(c), otherNames: [named] } },
      admin,
    );
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    expect((await search('Opawikoscikan')).map((r) => r.id)).toEqual([id]);

    c = await get(id);
    const note = await callApi(
      'communities.update',
      { id, version: c.version, fields: { ...fieldsOf(c), notes: 'Staff note (test).' } },
      staff,
    );
    expect(note.status, JSON.stringify(note.error)).toBe(200);
    // Still found by it after the staff edit; then taken away again.
    expect((await search('Opawikoscikan')).map((r) => r.id)).toEqual([id]);
    c = await get(id);
    const cleared = await callApi(
      'communities.update',
      { id, version: c.version, fields: { ...fieldsOf(c), otherNames: [], notes: null } },
      admin,
    );
    expect(cleared.status, JSON.stringify(cleared.error)).toBe(200);
    expect(await search('Opawikoscikan')).toEqual([]);
  });

  it('refuse malformed other names with a message, writing nothing', async () => {
    const c = await get('4718074');
    const before = await stored(c.id);
    const cases: Array<[unknown, string, RegExp]> = [
      [[{ name: 'Methy', source: '' }], 'fields.otherNames.0.source', /source is required/],
      [[{ name: '', source: 'x' }], 'fields.otherNames.0.name', /other name is required/],
      [
        [
          { name: 'A', source: 'x' },
          { name: 'a', source: 'y' },
        ],
        'fields.otherNames',
        /listed twice/,
      ],
      [
        Array.from({ length: 11 }, (_, i) => ({ name: `N${i}`, source: 'x' })),
        'fields.otherNames',
        /At most 10/,
      ],
      [[{ name: 'A', source: 'x', extra: 1 }], 'fields.otherNames.0', /./],
    ];
    for (const [otherNames, field, message] of cases) {
      const refused = await callApi(
        'communities.update',
        { id: c.id, version: c.version, fields: { ...fieldsOf(c), otherNames } },
        admin,
      );
      expect(refused.error?.status, JSON.stringify(otherNames)).toBe('INVALID_ARGUMENT');
      const fields = refused.error?.details?.fields ?? {};
      const at = Object.entries(fields).find(([k]) => k.startsWith(field));
      expect(at?.[1], JSON.stringify(fields)).toMatch(message);
    }
    expect(await stored(c.id)).toEqual(before);
  });
});
