// Facilities on a community's page, through the API: the community lists its facilities with
// their true count (facilities' contribution to communities), and a change of the community's
// census division follows to its facilities.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

const ok = <T>(answer: { status: number; result?: T; error?: unknown }) => {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};

interface Facility {
  id: string;
  version: number;
  censusDivisionUid: string | null;
  censusDivisionName: string | null;
}
interface CommunityPage {
  community: { id: string; version: number };
  facilities: Array<{ id: string; name: string; detail: string | null }>;
  facilityTotal: number;
}

const facility = async (id: string) =>
  ok(await callApi<{ facility: Facility }>('facilities.get', { id }, staff)).facility;
const community = async (id: string) =>
  ok(await callApi<CommunityPage>('communities.get', { id }, staff));

const town = (suffix: string, division: '4701' | '4702') => ({
  name: `Facilities Town ${suffix}`,
  type: 'Town',
  csdUid: '4799002',
  censusDivisionUid: division,
  censusDivisionName: division === '4701' ? 'Division No. 1' : 'Division No. 2',
});

describe("a community's facilities", () => {
  it('are listed on its page with their count, and follow its census division', async () => {
    const tag = Date.now().toString(36);
    const made = ok(
      await callApi<{ community: { id: string; version: number } }>(
        'communities.create',
        { fields: town(tag, '4701') },
        staff,
      ),
    ).community;
    expect(await community(made.id)).toMatchObject({ facilities: [], facilityTotal: 0 });

    const clinics = await Promise.all(
      ['North', 'South'].map(async (side) =>
        ok(
          await callApi<{ facility: Facility }>(
            'facilities.create',
            { fields: { name: `${side} Clinic ${tag}`, type: 'Hospitals', communityId: made.id } },
            staff,
          ),
        ),
      ),
    );
    const page = await community(made.id);
    expect(page.facilityTotal).toBe(2);
    expect(page.facilities.map((f) => f.name).sort()).toEqual([
      `North Clinic ${tag}`,
      `South Clinic ${tag}`,
    ]);
    const [north] = clinics.map((c) => c.facility);
    expect(north).toMatchObject({ censusDivisionUid: '4701' });

    // Another edit of the community keeps its facilities in its division.
    const renamed = ok(
      await callApi<{ community: { version: number } }>(
        'communities.update',
        {
          id: made.id,
          version: page.community.version,
          fields: { ...town(tag, '4701'), name: `Facilities Town ${tag} renamed` },
        },
        staff,
      ),
    ).community;
    expect(await facility(north!.id)).toMatchObject({ censusDivisionUid: '4701' });

    ok(
      await callApi(
        'communities.update',
        { id: made.id, version: renamed.version, fields: town(tag, '4702') },
        staff,
      ),
    );
    for (const { facility: f } of clinics)
      expect(await facility(f.id)).toMatchObject({
        censusDivisionUid: '4702',
        censusDivisionName: 'Division No. 2',
      });
  });
});
