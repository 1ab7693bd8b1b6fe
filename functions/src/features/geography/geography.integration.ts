// Census division figures through the API: computed once per data version (a second view is
// served from the stored figures), and following an edit.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

interface Figures {
  divisions: Array<{
    uid: string;
    population2021: number;
    communities: number;
    facilities: number;
  }>;
  dataVersion: number;
  computedAt: string;
}

const figures = async () => {
  const answer = await callApi<Figures>('geography.censusDivisions', {}, staff);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};
const division = (f: Figures, uid: string) => f.divisions.find((d) => d.uid === uid)!;

describe('census division figures', () => {
  it('are computed once per data version and follow an edit', async () => {
    const first = await figures();
    expect(first.divisions).toHaveLength(18);
    const again = await figures();
    // Other test files write meanwhile; when nothing changed, the stored figures are served.
    if (again.dataVersion === first.dataVersion) expect(again.computedAt).toBe(first.computedAt);

    const created = await callApi<{ community: { id: string } }>(
      'communities.create',
      {
        fields: {
          name: `Figures Lake ${Date.now().toString(36)}`,
          type: 'Northern hamlet',
          csdUid: '4718999',
          censusDivisionUid: '4718',
          censusDivisionName: 'Division No. 18',
          population2021: 1234,
        },
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const after = await figures();
    expect(after.dataVersion).toBeGreaterThan(first.dataVersion);
    // Other files may add communities elsewhere, and facilities; 4718 gained this one at least.
    expect(
      division(after, '4718').communities - division(first, '4718').communities,
    ).toBeGreaterThanOrEqual(1);
    expect(
      division(after, '4718').population2021 - division(first, '4718').population2021,
    ).toBeGreaterThanOrEqual(1234);
  });

  it('follow the versions of communities and facilities only, not writes elsewhere', async () => {
    const meta = async () => (await db.collection('meta').doc('dataVersion').get()).data()!;
    const sourcesVersion = (m: Record<string, unknown>) => {
      const of = (m.collections ?? {}) as Record<string, number | undefined>;
      return (of.communities ?? 0) + (of.facilities ?? 0);
    };
    const vendorsBefore = ((await meta()).collections as Record<string, number | undefined>)
      .vendors;
    const vendor = await callApi(
      'vendors.create',
      { fields: { name: `Figures vendor ${Date.now()}` } },
      staff,
    );
    expect(vendor.status, JSON.stringify(vendor.error)).toBe(200);
    const counted = (await meta()).collections as Record<string, number>;
    expect(counted.vendors).toBe((vendorsBefore ?? 0) + 1);
    // Other files write communities meanwhile: compare when the versions held still around the call.
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = sourcesVersion(await meta());
      const f = await figures();
      if (sourcesVersion(await meta()) !== before) continue;
      expect(f.dataVersion).toBe(before);
      return;
    }
    throw new Error('Communities or facilities changed during every attempt.');
  });
});
