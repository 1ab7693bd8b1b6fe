// Composite indexes, as production enforces them: the Firestore stand-in refuses a query the
// generated index file does not serve (FAILED_PRECONDITION, "The query requires an index"), so
// every other test proves the declared indexes are enough. Small lists need none: they are
// served from a view kept per data version, with every filter and sort, paged by cursor.
import { FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { db, platform, uniqueCollection } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

const FAILED_PRECONDITION = 9;

const refusal = async (read: () => Promise<unknown>) => {
  try {
    await read();
  } catch (error) {
    return error as { code?: number; message?: string };
  }
  return null;
};

// The official emulator (Java 21+) checks no index, as it never has: only the stand-in can.
describe.runIf(platform.backend === 'stand-in')('the Firestore stand-in’s index check', () => {
  it('refuses an undeclared composite query with production’s error, reads and counts alike', async () => {
    const collection = db.collection(uniqueCollection('undeclared'));
    await collection.doc('one').set({ a: 1, b: 2 });
    const undeclared = collection.where('a', '==', 1).orderBy('b', 'desc');
    for (const read of [() => undeclared.get(), () => undeclared.count().get()]) {
      const error = await refusal(read);
      expect(error?.code).toBe(FAILED_PRECONDITION);
      expect(error?.message).toMatch(/The query requires an index/);
      expect(error?.message).toContain('a ASCENDING, b DESCENDING');
    }
    // In a transaction too.
    const inTransaction = await refusal(() => db.runTransaction((tx) => tx.get(undeclared)));
    expect(inTransaction?.code).toBe(FAILED_PRECONDITION);
    // What single-field indexes serve needs nothing declared.
    expect((await collection.where('a', '==', 1).where('b', '==', 2).get()).size).toBe(1);
    expect((await collection.orderBy('b', 'desc').get()).size).toBe(1);
  });

  it('serves a declared one, and several filters by merging the per-filter indexes', async () => {
    const technologies = db
      .collection('technologies')
      .where('category', '==', 'Imaging')
      .orderBy('nameLower', 'desc')
      .orderBy(FieldPath.documentId(), 'desc');
    await expect(technologies.limit(2).get()).resolves.toBeDefined();
    const merged = db
      .collection('technologies')
      .where('category', '==', 'Imaging')
      .where('lifecycleStage', '==', 'adopted')
      .orderBy('updatedAt', 'desc');
    await expect(merged.count().get()).resolves.toBeDefined();
    // The same filter sorted a way no list offers is refused.
    const error = await refusal(() =>
      db.collection('technologies').where('category', '==', 'Imaging').orderBy('vendorName').get(),
    );
    expect(error?.code).toBe(FAILED_PRECONDITION);
  });
});

interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}
type FacilityRow = { id: string; name: string; type: string; communityName: string | null };

describe('a small list, served from its view', () => {
  it('combines any filter with any sort, pages by cursor with nothing lost, and follows writes', async () => {
    const input = {
      pageSize: 20,
      filters: { type: 'Hospitals', readiness: 'not assessed' },
      sort: { field: 'communityName', direction: 'asc' },
    };
    const seen: FacilityRow[] = [];
    let cursor: string | null = null;
    let total: number;
    do {
      const page: { result?: Page<FacilityRow> } = await callApi<Page<FacilityRow>>(
        'facilities.list',
        { ...input, cursor },
        staff,
      );
      seen.push(...page.result!.items);
      total = page.result!.total;
      cursor = page.result!.nextCursor;
    } while (cursor);
    expect(total).toBeGreaterThan(20);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((r) => r.id)).size).toBe(total);
    expect(seen.every((r) => r.type === 'Hospitals')).toBe(true);
    const stored = await db
      .collection('facilities')
      .where('type', '==', 'Hospitals')
      .where('readiness', '==', 'not assessed')
      .count()
      .get();
    expect(total).toBe(stored.data().count);
    const keys = seen.map((r) => Buffer.from(r.communityName ?? ''));
    expect(keys.every((k, i) => i === 0 || Buffer.compare(keys[i - 1]!, k) <= 0)).toBe(true);

    // A new facility is listed at once (the view follows the data version).
    const name = `Index test hospital ${Date.now()}`;
    const created = await callApi(
      'facilities.create',
      { fields: { name, type: 'Hospitals', communityId: '4706027' } },
      staff,
    );
    expect(created.error).toBeUndefined();
    const after = await callApi<Page<FacilityRow>>(
      'facilities.list',
      { ...input, search: name, pageSize: 5 },
      staff,
    );
    expect(after.result!.items.map((r) => r.name)).toEqual([name]);
  });

  it('follows a write to another collection that changes its rows (a community renamed)', async () => {
    const town = `View Town ${Date.now()}`;
    const community = await callApi<{ community: { id: string } }>(
      'communities.create',
      { fields: { name: town, type: 'Town' } },
      staff,
    );
    const communityId = community.result!.community.id;
    const facility = await callApi(
      'facilities.create',
      { fields: { name: `${town} clinic`, type: 'Hospitals', communityId } },
      staff,
    );
    expect(facility.error).toBeUndefined();
    const listed = async () =>
      (
        await callApi<Page<FacilityRow>>(
          'facilities.list',
          { filters: { communityId }, sort: { field: 'communityName', direction: 'asc' } },
          staff,
        )
      ).result!.items.map((r) => r.communityName);
    expect(await listed()).toEqual([town]);
    const renamed = await callApi(
      'communities.update',
      { id: communityId, version: 1, fields: { name: `${town} renamed`, type: 'Town' } },
      staff,
    );
    expect(renamed.error).toBeUndefined();
    expect(await listed()).toEqual([`${town} renamed`]);
  });
});
