// Firestore query semantics the product relies on. Runs against the official emulator or the
// stand-in, whichever the platform started; both must pass (the official one is the reference).
import { FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { db, platform, uniqueCollection } from '../support/platform.js';

const name = uniqueCollection('conf-queries');
const col = db.collection(name);
const ids = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.id);

beforeAll(async () => {
  const batch = db.batch();
  const rows: Array<[string, Record<string, unknown>]> = [
    [
      'a',
      { name: 'Alpha', pop: 300, kind: 'town', tags: ['north', 'lake'], geo: { division: 18 } },
    ],
    ['b', { name: 'Bravo', pop: 100, kind: 'village', tags: ['south'], geo: { division: 1 } }],
    ['c', { name: 'Charlie', pop: 200, kind: 'town', tags: ['north'], geo: { division: 18 } }],
    ['d', { name: 'Delta', pop: 200, kind: 'reserve', tags: [], geo: { division: 9 } }],
    ['e', { name: 'Echo', kind: 'town' }],
  ];
  for (const [id, data] of rows) batch.set(col.doc(id), data);
  await batch.commit();
  await col.doc('a').collection('notes').doc('n1').set({ text: 'x', owner: name });
  await col.doc('c').collection('notes').doc('n2').set({ text: 'y', owner: name });
});

describe('where, orderBy, limit', () => {
  it('filters with ==, in, array-contains and ranges', async () => {
    expect(ids(await col.where('kind', '==', 'town').get())).toEqual(['a', 'c', 'e']);
    expect(ids(await col.where('kind', 'in', ['village', 'reserve']).get())).toEqual(['b', 'd']);
    expect(ids(await col.where('tags', 'array-contains', 'north').get())).toEqual(['a', 'c']);
    expect(ids(await col.where('pop', '>=', 200).get())).toEqual(['c', 'd', 'a']);
  });

  it('filters on a nested field', async () => {
    expect(ids(await col.where('geo.division', '==', 18).get())).toEqual(['a', 'c']);
  });

  it('orders by a field, ties by document id, and drops documents without the field', async () => {
    expect(ids(await col.orderBy('pop').get())).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(await col.orderBy('pop', 'desc').get())).toEqual(['a', 'd', 'c', 'b']);
  });

  it('combines equality, order and limit (production: only with a composite index)', async () => {
    const query = col.where('kind', '==', 'town').orderBy('name', 'desc').limit(2);
    // The stand-in enforces the declared indexes as production does, and this collection has
    // none (its semantics are the engine's unit tests'); the official emulator checks none.
    if (platform.backend === 'stand-in') {
      await expect(query.get()).rejects.toMatchObject({
        code: 9,
        message: expect.stringContaining('The query requires an index') as string,
      });
      return;
    }
    expect(ids(await query.get())).toEqual(['e', 'c']);
  });

  it('orders by document id', async () => {
    expect(ids(await col.orderBy(FieldPath.documentId(), 'desc').limit(2).get())).toEqual([
      'e',
      'd',
    ]);
  });
});

describe('cursors and offset', () => {
  it('pages with startAfter a document snapshot, across equal values', async () => {
    const first = await col.orderBy('pop').limit(2).get();
    expect(ids(first)).toEqual(['b', 'c']);
    const next = await col.orderBy('pop').startAfter(first.docs[1]!).limit(2).get();
    expect(ids(next)).toEqual(['d', 'a']);
  });

  it('supports startAt, endAt and endBefore with values', async () => {
    expect(ids(await col.orderBy('pop').startAt(200).get())).toEqual(['c', 'd', 'a']);
    expect(ids(await col.orderBy('pop').endAt(200).get())).toEqual(['b', 'c', 'd']);
    expect(ids(await col.orderBy('pop').endBefore(200).get())).toEqual(['b']);
  });

  it('skips with offset', async () => {
    expect(ids(await col.orderBy('name').offset(3).get())).toEqual(['d', 'e']);
  });
});

describe('projections, aggregations, collection groups', () => {
  it('returns only selected fields', async () => {
    const snap = await col.select('name').where('kind', '==', 'village').get();
    expect(snap.docs[0]?.data()).toEqual({ name: 'Bravo' });
  });

  it('counts, sums and averages on the server', async () => {
    expect((await col.count().get()).data().count).toBe(5);
    expect((await col.where('kind', '==', 'town').count().get()).data().count).toBe(3);
    const { AggregateField } = await import('firebase-admin/firestore');
    const totals = await col
      .aggregate({ total: AggregateField.sum('pop'), mean: AggregateField.average('pop') })
      .get();
    expect(totals.data()).toEqual({ total: 800, mean: 200 });
  });

  it('queries a collection group across parents (production: only with a group index)', async () => {
    const query = db.collectionGroup('notes').where('owner', '==', name);
    // A collection group's single-field indexes are not automatic: declared as field overrides,
    // which this group has none of (its semantics are the engine's unit tests').
    if (platform.backend === 'stand-in') {
      await expect(query.get()).rejects.toMatchObject({
        code: 9,
        message: expect.stringContaining('The query requires an index') as string,
      });
      return;
    }
    const snap = await query.get();
    expect(snap.docs.map((d) => d.ref.path).sort()).toEqual([
      `${name}/a/notes/n1`,
      `${name}/c/notes/n2`,
    ]);
  });
});
