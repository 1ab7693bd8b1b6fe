import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/admin.js', () => ({ db: {}, auth: {}, bucket: () => ({}) }));

const { chunked, compareStored, queryRows } = await import('./listView.js');

const row = (id: string, data: Record<string, unknown>) => ({ id, data });
const rows = [
  row('a', { type: 'x', n: 2, tags: ['t1'] }),
  row('b', { type: 'y', n: 1, tags: ['t1', 't2'] }),
  row('c', { type: 'x', n: 2 }),
  row('d', { type: 'x' }),
  row('e', { type: 'x', n: null }),
];
const ids = (out: { rows: Array<{ id: string }> }) => out.rows.map((r) => r.id);

describe('a small list’s view, queried as Firestore would', () => {
  it('orders values as Firestore does: null, booleans, numbers, timestamps, strings by bytes', () => {
    const sorted = ['b', 'é', 'a', 3, true, null, Timestamp.fromMillis(5), '\u{1F600}', '\uFFFD'];
    sorted.sort(compareStored);
    expect(sorted).toEqual([
      null,
      true,
      3,
      Timestamp.fromMillis(5),
      'a',
      'b',
      'é',
      '\uFFFD',
      '\u{1F600}',
    ]);
  });

  it('filters, drops rows lacking the ordered field, and breaks ties by id in the sort’s direction', () => {
    const asc = queryRows(rows, {
      where: [{ field: 'type', op: '==', value: 'x' }],
      orders: [{ field: 'n', direction: 'asc' }],
    });
    expect(ids(asc)).toEqual(['e', 'a', 'c']);
    expect(asc.matched).toBe(3);
    const desc = queryRows(rows, { where: [], orders: [{ field: 'n', direction: 'desc' }] });
    expect(ids(desc)).toEqual(['c', 'a', 'b', 'e']);
    const tagged = queryRows(rows, {
      where: [{ field: 'tags', op: 'array-contains', value: 't2' }],
      orders: [{ field: 'n', direction: 'asc' }],
    });
    expect(ids(tagged)).toEqual(['b']);
  });

  it('starts after the cursor’s row, so pages neither repeat nor skip a row', () => {
    const query = { where: [], orders: [{ field: 'n', direction: 'desc' as const }] };
    const all = ids(queryRows(rows, query));
    const pages: string[] = [];
    let after: { values: unknown[]; id: string } | undefined;
    for (;;) {
      const page = queryRows(rows, { ...query, after }).rows.slice(0, 1);
      const last = page.at(-1);
      if (!last) break;
      pages.push(last.id);
      after = { values: [last.data.n], id: last.id };
    }
    expect(pages).toEqual(all);
    // The total counts every match, whatever the cursor.
    expect(queryRows(rows, { ...query, after: { values: [2], id: 'a' } }).matched).toBe(4);
  });
});

describe('a view’s rows, stored in documents', () => {
  it('fill each document by UTF-8 bytes, as Firestore counts them, not by characters', () => {
    // Names in syllabics (3 bytes a letter): 600,000 characters of them would be 1.8 MB.
    const name = 'ᓀᐦᐃᔭᐍᐏᐣ'.repeat(1000);
    const many = Array.from({ length: 100 }, (_, i) => row(`r${i}`, { name }));
    const chunks = chunked(many);
    for (const chunk of chunks)
      expect(Buffer.byteLength(chunk, 'utf8')).toBeLessThanOrEqual(600_002);
    expect(chunks.length).toBeGreaterThan(3);
    expect(
      chunks.flatMap((c) => (JSON.parse(c) as Array<{ id: string }>).map((r) => r.id)),
    ).toEqual(many.map((r) => r.id));
  });
});
