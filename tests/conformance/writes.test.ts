// Firestore write semantics the product relies on: transforms, deletes, merges, preconditions,
// batches and transactions.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { db, uniqueCollection } from '../support/platform.js';

const col = db.collection(uniqueCollection('conf-writes'));

async function codeOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe('field transforms', () => {
  it('applies serverTimestamp and several increments in one write', async () => {
    const ref = col.doc('t1');
    await ref.set({ a: 1, b: 1.5 });
    const before = Timestamp.now();
    await ref.update({
      a: FieldValue.increment(2),
      b: FieldValue.increment(1),
      c: FieldValue.increment(5),
      at: FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data()!;
    expect(data.a).toBe(3);
    expect(data.b).toBe(2.5);
    expect(data.c).toBe(5);
    expect((data.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
  });

  it('adds and removes array elements, also on a missing field', async () => {
    const ref = col.doc('t2');
    await ref.set({ tags: ['x'] });
    await ref.update({ tags: FieldValue.arrayUnion('x', 'y'), fresh: FieldValue.arrayUnion('z') });
    await ref.update({ tags: FieldValue.arrayRemove('x') });
    expect((await ref.get()).data()).toEqual({ tags: ['y'], fresh: ['z'] });
  });
});

describe('deletes and merges', () => {
  it('removes a field with FieldValue.delete, also a nested one', async () => {
    const ref = col.doc('d1');
    await ref.set({ keep: 1, drop: 2, nested: { a: 1, b: 2 } });
    await ref.update({ drop: FieldValue.delete(), 'nested.b': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ keep: 1, nested: { a: 1 } });
  });

  it('merges maps deeply with set(..., { merge: true }) and keeps other fields', async () => {
    const ref = col.doc('m1');
    await ref.set({ name: 'A', address: { city: 'Regina', postal: 'S4R' } });
    await ref.set({ address: { city: 'Saskatoon' }, extra: true }, { merge: true });
    expect((await ref.get()).data()).toEqual({
      name: 'A',
      address: { city: 'Saskatoon', postal: 'S4R' },
      extra: true,
    });
  });

  it('replaces the document with a plain set', async () => {
    const ref = col.doc('m2');
    await ref.set({ a: 1, b: 2 });
    await ref.set({ c: 3 });
    expect((await ref.get()).data()).toEqual({ c: 3 });
  });
});

describe('preconditions', () => {
  it('refuses update of a missing document (NOT_FOUND) and create of an existing one (ALREADY_EXISTS)', async () => {
    expect(await codeOf(col.doc('missing').update({ a: 1 }))).toBe(5);
    await col.doc('p1').create({ a: 1 });
    expect(await codeOf(col.doc('p1').create({ a: 2 }))).toBe(6);
    expect((await col.doc('p1').get()).data()).toEqual({ a: 1 });
  });

  it('refuses a write whose lastUpdateTime is stale (FAILED_PRECONDITION)', async () => {
    const ref = col.doc('p2');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    expect(await codeOf(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime }))).toBe(9);
    expect((await ref.get()).data()).toEqual({ v: 2 });
  });
});

describe('batched writes', () => {
  it('write all or nothing', async () => {
    const batch = db.batch();
    batch.set(col.doc('b1'), { a: 1 });
    batch.update(col.doc('b-missing'), { a: 1 });
    expect(await codeOf(batch.commit())).toBe(5);
    expect((await col.doc('b1').get()).exists).toBe(false);

    const ok = db.batch();
    ok.set(col.doc('b1'), { a: 1 });
    ok.set(col.doc('b2'), { a: 2 });
    ok.delete(col.doc('b1'));
    await ok.commit();
    expect((await col.doc('b1').get()).exists).toBe(false);
    expect((await col.doc('b2').get()).data()).toEqual({ a: 2 });
  });
});

describe('transactions', () => {
  it('read, then write on what was read', async () => {
    const ref = col.doc('x1');
    await ref.set({ version: 1, title: 'first' });
    const result = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { version: (snap.get('version') as number) + 1, title: 'second' });
      return snap.get('version') as number;
    });
    expect(result).toBe(1);
    expect((await ref.get()).data()).toEqual({ version: 2, title: 'second' });
  });

  it('serialize concurrent read-modify-write transactions: no update is lost', async () => {
    const ref = col.doc('x2');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.runTransaction(async (tx) => {
          const n = (await tx.get(ref)).get('n') as number;
          tx.update(ref, { n: n + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(8);
  });

  it('write nothing when the function throws', async () => {
    const ref = col.doc('x3');
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { written: true });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).exists).toBe(false);
  });

  it('see a consistent query inside a transaction', async () => {
    const sub = col.doc('x4').collection('items');
    await sub.doc('i1').set({ n: 1 });
    await sub.doc('i2').set({ n: 2 });
    const total = await db.runTransaction(async (tx) => {
      const snap = await tx.get(sub.where('n', '>', 0));
      tx.set(col.doc('x4'), { total: snap.docs.reduce((s, d) => s + (d.get('n') as number), 0) });
      return snap.size;
    });
    expect(total).toBe(2);
    expect((await col.doc('x4').get()).data()).toEqual({ total: 3 });
  });
});

describe('reserved ids', () => {
  it('refuses document and collection ids of the form __…__ for writes and reads', async () => {
    const INVALID_ARGUMENT = 3;
    expect(await codeOf(col.doc('__x__').set({ reserved: 1 }))).toBe(INVALID_ARGUMENT);
    expect(await codeOf(col.doc('__x__').get())).toBe(INVALID_ARGUMENT);
    expect(await codeOf(db.collection('__reserved__').doc('a').set({ reserved: 1 }))).toBe(
      INVALID_ARGUMENT,
    );
    expect(await codeOf(db.collection('__reserved__').get())).toBe(INVALID_ARGUMENT);
    // Only the whole-id form is reserved: a leading or trailing pair alone is an ordinary id.
    expect(await codeOf(col.doc('__x').set({ reserved: 1 }))).toBe('ok');
    expect(await codeOf(col.doc('x__').set({ reserved: 1 }))).toBe('ok');
    const written = await col.where('reserved', '==', 1).get();
    expect(written.docs.map((d) => d.id).sort()).toEqual(['__x', 'x__']);
  });
});
