import { describe, expect, it } from 'vitest';

import { aggregate, runQuery, type Query } from './query.js';
import { DocumentStore } from './store.js';
import type { Fields } from './values.js';

const root = 'projects/p/databases/(default)/documents';

function storeWith(docs: Record<string, Fields>): DocumentStore {
  const store = new DocumentStore();
  store.commit(
    Object.entries(docs).map(([id, fields]) => ({
      kind: 'update' as const,
      name: `${root}/${id}`,
      fields,
      mask: undefined,
      transforms: [],
      precondition: undefined,
    })),
  );
  return store;
}

const field = (raw: string) => ({ raw, segments: raw.split('.') });
const query = (partial: Partial<Query>): Query => ({
  parent: root,
  collectionId: 'c',
  allDescendants: false,
  select: undefined,
  where: undefined,
  orderBy: [],
  startAt: undefined,
  endAt: undefined,
  offset: 0,
  limit: undefined,
  ...partial,
});
const ids = (docs: Array<{ name: string }>) => docs.map((d) => d.name.split('/').pop());
const n = (value: number) => ({ integer_value: value });

describe('runQuery', () => {
  const store = storeWith({
    'c/a': { n: n(3), nested: { map_value: { fields: { k: n(1) } } } },
    'c/b': { n: n(1) },
    'c/c': { n: n(2), nested: { map_value: { fields: { k: n(1) } } } },
    'c/d': { other: n(0) },
    'c/a/sub/x': { n: n(9) },
    'other/e': { n: n(5) },
  });

  it('orders by a field and drops documents that lack it', () => {
    expect(
      ids(runQuery(store, query({ orderBy: [{ field: field('n'), descending: false }] }))),
    ).toEqual(['b', 'c', 'a']);
  });

  it('orders by document name when no order is given', () => {
    expect(ids(runQuery(store, query({})))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('applies startAfter / endBefore cursors, offset and limit', () => {
    const orderBy = [{ field: field('n'), descending: false }];
    expect(
      ids(runQuery(store, query({ orderBy, startAt: { values: [n(1)], before: false } }))),
    ).toEqual(['c', 'a']);
    expect(
      ids(runQuery(store, query({ orderBy, endAt: { values: [n(3)], before: true } }))),
    ).toEqual(['b', 'c']);
    expect(ids(runQuery(store, query({ orderBy, offset: 1, limit: 1 })))).toEqual(['c']);
  });

  it('filters on nested fields and orders inequality fields implicitly', () => {
    const where = {
      kind: 'field' as const,
      field: field('nested.k'),
      op: 'EQUAL' as const,
      value: n(1),
    };
    expect(ids(runQuery(store, query({ where })))).toEqual(['a', 'c']);
    const range = {
      kind: 'field' as const,
      field: field('n'),
      op: 'GREATER_THAN' as const,
      value: n(1),
    };
    expect(ids(runQuery(store, query({ where: range })))).toEqual(['c', 'a']);
  });

  it('finds collection-group documents at any depth', () => {
    expect(ids(runQuery(store, query({ collectionId: 'sub', allDescendants: true })))).toEqual([
      'x',
    ]);
  });

  it('counts, sums and averages', () => {
    const docs = runQuery(store, query({}));
    expect(
      aggregate(docs, [
        { alias: 'count', kind: 'count', upTo: undefined },
        { alias: 'sum', kind: 'sum', field: field('n') },
        { alias: 'avg', kind: 'avg', field: field('n') },
      ]),
    ).toEqual({ count: n(4), sum: n(6), avg: { double_value: 2 } });
  });
});

describe('transactions', () => {
  it('aborts a commit whose reads changed, and lets an untouched one through', () => {
    const store = storeWith({ 'c/a': { n: n(1) } });
    const name = `${root}/c/a`;
    const write = {
      kind: 'update' as const,
      name,
      fields: { n: n(2) },
      mask: undefined,
      transforms: [],
      precondition: undefined,
    };
    const first = store.begin(false);
    const second = store.begin(false);
    store.recordDocumentRead(first, name);
    store.recordDocumentRead(second, name);
    store.commit([write], first);
    expect(() => store.commit([{ ...write, fields: { n: n(3) } }], second)).toThrow(/aborted/i);
  });
});
