// The registries through the API: paging, sorting, filtering and search over the seeded data;
// profiles with their related records; denormalized names kept in step; referential deletes;
// what visitors may see.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}
type Row = { id: string; name: string; population2021: number | null; type: string };

describe('communities.list', () => {
  it('pages through all 951 seeded communities by name without overlap', async () => {
    const first = await callApi<Page<Row>>('communities.list', {}, staff);
    // Other test files add communities concurrently: the seed's 951 at least.
    expect(first.result!.total).toBeGreaterThanOrEqual(951);
    expect(first.result!.items).toHaveLength(25);
    const names = first.result!.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await callApi<Page<Row>>(
      'communities.list',
      { cursor: first.result!.nextCursor },
      staff,
    );
    expect(second.result!.items).toHaveLength(25);
    const overlap = second.result!.items.filter((r) =>
      first.result!.items.some((f) => f.id === r.id),
    );
    expect(overlap).toEqual([]);
    expect(second.result!.items[0]!.name.toLowerCase() >= names.at(-1)!).toBe(true);
  });

  it('sorts on a column, filters and searches by name', async () => {
    const biggest = await callApi<Page<Row>>(
      'communities.list',
      { pageSize: 3, sort: { field: 'population2021', direction: 'desc' } },
      staff,
    );
    expect(biggest.result!.items.map((r) => r.name)).toEqual([
      'Saskatoon',
      'Regina',
      'Prince Albert',
    ]);
    const cities = await callApi<Page<Row>>(
      'communities.list',
      { pageSize: 100, filters: { type: 'City' } },
      staff,
    );
    expect(cities.result!.total).toBe(17);
    expect(cities.result!.items.every((r) => r.type === 'City')).toBe(true);
    const search = await callApi<Page<Row>>('communities.list', { search: 'Regin' }, staff);
    expect(search.result!.items.map((r) => r.name)).toContain('Regina');
    const twoWords = await callApi<Page<Row>>('communities.list', { search: 'prince al' }, staff);
    expect(twoWords.result!.items.map((r) => r.name)).toEqual([
      'Prince Albert',
      'Prince Albert National Park',
      'Prince Albert No. 461',
    ]);
  });

  it('refuses a forged cursor with a clear message', async () => {
    const answer = await callApi('communities.list', { cursor: 'not-a-cursor' }, staff);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.message).toContain('cursor');
  });
});

describe('profiles', () => {
  it("shows a community's facilities", async () => {
    const answer = await callApi<{
      community: { name: string; version: number };
      facilities: Array<{ id: string }>;
    }>('communities.get', { id: '4706027' }, staff);
    expect(answer.result!.community.name).toBe('Regina');
    // The 51 seeded facilities of Regina, and any that another test file added meanwhile.
    const seeded = await db
      .collection('facilities')
      .where('communityId', '==', '4706027')
      .where('createdBy', '==', 'seed')
      .get();
    expect(seeded.size).toBe(51);
    const shown = new Set(answer.result!.facilities.map((f) => f.id));
    expect(seeded.docs.every((d) => shown.has(d.id))).toBe(true);
  });

  it('says clearly when a record does not exist', async () => {
    const answer = await callApi('communities.get', { id: 'nope' }, staff);
    expect(answer.error?.status).toBe('NOT_FOUND');
    expect(answer.error?.message).toContain('no community with id nope');
  });
});

describe('technologies and vendors', () => {
  it('lists a new technology on its vendor, follows renames, and refuses deleting a vendor in use', async () => {
    const vendor = await callApi<{ vendor: { id: string } }>(
      'vendors.create',
      { fields: { name: `Vendor ${Date.now()}`, notes: 'staff only' } },
      staff,
    );
    const vendorId = vendor.result!.vendor.id;
    const tech = await callApi<{ technology: { id: string; vendorName: string } }>(
      'technologies.create',
      {
        fields: {
          name: 'Cart v1',
          category: 'Tele-ultrasound',
          vendorId,
          communityIds: ['4706027'],
        },
      },
      staff,
    );
    expect(tech.status, JSON.stringify(tech.error)).toBe(200);
    const techId = tech.result!.technology.id;
    expect(tech.result!.technology.vendorName).toMatch(/^Vendor /);

    await callApi(
      'technologies.update',
      {
        id: techId,
        version: 1,
        fields: { name: 'Cart v2', category: 'Tele-ultrasound', vendorId },
      },
      staff,
    );
    const seen = await callApi<{ vendor: { products: Array<{ id: string; name: string }> } }>(
      'vendors.get',
      { id: vendorId },
      staff,
    );
    expect(seen.result!.vendor.products).toEqual([{ id: techId, name: 'Cart v2' }]);

    await callApi(
      'vendors.update',
      { id: vendorId, version: 1, fields: { name: 'Renamed Vendor' } },
      staff,
    );
    expect((await db.collection('technologies').doc(techId).get()).get('vendorName')).toBe(
      'Renamed Vendor',
    );

    const refused = await callApi<never>('vendors.delete', { id: vendorId }, admin);
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toContain('Cart v2');
    expect((await db.collection('vendors').doc(vendorId).get()).exists).toBe(true);

    expect((await callApi('technologies.delete', { id: techId }, admin)).status).toBe(200);
    const after = await callApi<{ vendor: { products: unknown[] } }>(
      'vendors.get',
      { id: vendorId },
      staff,
    );
    expect(after.result!.vendor.products).toEqual([]);
    expect((await callApi('vendors.delete', { id: vendorId }, admin)).status).toBe(200);
  });

  it('shows visitors only name, website and products of vendors', async () => {
    await callApi(
      'vendors.create',
      {
        fields: {
          name: `Public ${Date.now()}`,
          website: 'https://vendor.example',
          notes: 'secret terms',
        },
      },
      staff,
    );
    const visitor = await callApi<Page<Record<string, unknown>>>('vendors.list', { pageSize: 100 });
    expect(visitor.status).toBe(200);
    for (const item of visitor.result!.items)
      expect(Object.keys(item).sort()).toEqual(['id', 'name', 'products', 'website']);
    const staffView = await callApi<Page<Record<string, unknown>>>(
      'vendors.list',
      { pageSize: 100 },
      staff,
    );
    expect(staffView.result!.items.some((v) => v.notes === 'secret terms')).toBe(true);
  });
});

describe('clinical needs', () => {
  it('show visitors published needs only', async () => {
    const base = {
      problem: 'Long travel for imaging',
      population: 'Adults in the far north',
      outcome: 'Imaging closer to home',
    };
    const published = await callApi<{ need: { id: string } }>(
      'clinicalNeeds.create',
      { fields: { ...base, title: 'Published need', status: 'published' } },
      staff,
    );
    const draft = await callApi<{ need: { id: string } }>(
      'clinicalNeeds.create',
      { fields: { ...base, title: 'Draft need', status: 'draft' } },
      staff,
    );
    const list = await callApi<Page<{ id: string; status: string }>>('clinicalNeeds.list', {
      pageSize: 100,
    });
    expect(list.result!.items.every((n) => n.status === 'published')).toBe(true);
    expect(list.result!.items.map((n) => n.id)).toContain(published.result!.need.id);
    // Asking for drafts does not reveal them.
    const asked = await callApi<Page<{ status: string }>>('clinicalNeeds.list', {
      filters: { status: 'draft' },
    });
    expect(asked.result!.items.every((n) => n.status === 'published')).toBe(true);
    expect((await callApi('clinicalNeeds.get', { id: draft.result!.need.id })).error?.status).toBe(
      'NOT_FOUND',
    );
    expect((await callApi('clinicalNeeds.get', { id: draft.result!.need.id }, staff)).status).toBe(
      200,
    );
    expect(
      (await callApi('clinicalNeeds.create', { fields: { ...base, title: 'x' } })).error?.status,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('posts', () => {
  it('are written by admins only and listed pinned first', async () => {
    const fields = { title: `Staff try ${Date.now()}`, body: 'no' };
    expect((await callApi('posts.create', { fields }, staff)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    const older = await callApi<{ post: { id: string } }>(
      'posts.create',
      {
        fields: {
          title: 'Pinned news',
          body: '**Important**',
          pinned: true,
          publishedAt: '2026-01-01T00:00:00Z',
        },
      },
      admin,
    );
    const newer = await callApi<{ post: { id: string } }>(
      'posts.create',
      { fields: { title: 'Fresh news', body: 'Hello' } },
      admin,
    );
    const feed = await callApi<Page<{ id: string; pinned: boolean }>>(
      'posts.list',
      { pageSize: 100, sort: { field: 'publishedAt', direction: 'desc' } },
      staff,
    );
    const ids = feed.result!.items.map((p) => p.id);
    expect(ids.indexOf(older.result!.post.id)).toBeLessThan(ids.indexOf(newer.result!.post.id));
    const firstUnpinned = feed.result!.items.findIndex((p) => !p.pinned);
    expect(feed.result!.items.slice(firstUnpinned).every((p) => !p.pinned)).toBe(true);
  });
});

describe('home.summary', () => {
  it('counts the registries and lists recent changes in one call', async () => {
    const answer = await callApi<{
      counts: Record<string, number>;
      recent: Array<{ action: string }>;
    }>('home.summary', {}, staff);
    expect(answer.result!.counts.communities).toBeGreaterThanOrEqual(951);
    expect(answer.result!.counts.facilities).toBeGreaterThanOrEqual(393);
    expect(answer.result!.recent.length).toBeGreaterThan(0);
  });
});
