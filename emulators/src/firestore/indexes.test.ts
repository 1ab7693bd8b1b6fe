import { describe, expect, it } from 'vitest';

import { FirestoreError, status } from './errors.js';
import { checkIndexes, indexServes, type CompositeIndex, type IndexField } from './indexes.js';
import type { Filter, FieldOp, Query } from './query.js';

const root = 'projects/p/databases/(default)/documents';
const field = (raw: string) => ({ raw, segments: raw.split('.') });
const where = (raw: string, op: FieldOp): Filter => ({
  kind: 'field',
  field: field(raw),
  op,
  value: { string_value: 'x' },
});
const and = (...filters: Filter[]): Filter => ({ kind: 'composite', op: 'AND', filters });
const order = (raw: string, descending = false) => ({ field: field(raw), descending });
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
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });
const index = (...fields: IndexField[]): CompositeIndex => ({
  collectionGroup: 'c',
  queryScope: 'COLLECTION',
  fields,
});

describe('which queries need a composite index (as production decides)', () => {
  it('serves equality filters alone, and one ordered field alone, with single-field indexes', () => {
    expect(indexServes([], query({ where: and(where('a', 'EQUAL'), where('b', 'EQUAL')) }))).toBe(
      true,
    );
    expect(indexServes([], query({ where: where('tags', 'ARRAY_CONTAINS') }))).toBe(true);
    expect(indexServes([], query({ orderBy: [order('s', true), order('__name__', true)] }))).toBe(
      true,
    );
    // A range and an order on the same field; an order on a field held equal is no order.
    expect(
      indexServes([], query({ where: where('s', 'GREATER_THAN'), orderBy: [order('s')] })),
    ).toBe(true);
    expect(indexServes([], query({ where: where('s', 'EQUAL'), orderBy: [order('s')] }))).toBe(
      true,
    );
  });

  it('needs (filter, sort) in the sort’s direction for a filter with an order on another field', () => {
    const q = query({ where: where('a', 'EQUAL'), orderBy: [order('s', true)] });
    expect(indexServes([], q)).toBe(false);
    expect(indexServes([index(asc('a'), asc('s'))], q)).toBe(false);
    expect(indexServes([index(asc('a'), desc('s'))], q)).toBe(true);
    expect(indexServes([index(asc('a'), desc('s'), desc('__name__'))], q)).toBe(true);
    // Another collection's, or a collection group's, index does not serve it.
    expect(indexServes([{ ...index(asc('a'), desc('s')), collectionGroup: 'd' }], q)).toBe(false);
    expect(
      indexServes([{ ...index(asc('a'), desc('s')), queryScope: 'COLLECTION_GROUP' }], q),
    ).toBe(false);
  });

  it('merges one index per equality filter, and needs every filter covered', () => {
    const q = query({
      where: and(where('a', 'EQUAL'), where('b', 'EQUAL')),
      orderBy: [order('s')],
    });
    expect(indexServes([index(asc('a'), asc('s'))], q)).toBe(false);
    expect(indexServes([index(asc('a'), asc('s')), index(asc('b'), asc('s'))], q)).toBe(true);
    expect(indexServes([index(asc('b'), asc('a'), asc('s'))], q)).toBe(true);
    // An index leading with a field the query does not filter on cannot be used.
    expect(indexServes([index(asc('z'), asc('a'), asc('s')), index(asc('b'), asc('s'))], q)).toBe(
      false,
    );
  });

  it('needs an array-contains index for array-contains with an order', () => {
    const q = query({ where: where('tags', 'ARRAY_CONTAINS'), orderBy: [order('s')] });
    expect(indexServes([index(asc('tags'), asc('s'))], q)).toBe(false);
    expect(indexServes([index(contains('tags'), asc('s'))], q)).toBe(true);
  });

  it('needs the orders’ fields in order for several orders, or a range on another field', () => {
    const two = query({ orderBy: [order('p', true), order('s')] });
    expect(indexServes([], two)).toBe(false);
    expect(indexServes([index(asc('s'), desc('p'))], two)).toBe(false);
    expect(indexServes([index(desc('p'), asc('s'))], two)).toBe(true);
    // A range on r with an order on s orders by s, then r.
    const range = query({ where: where('r', 'LESS_THAN'), orderBy: [order('s')] });
    expect(indexServes([], range)).toBe(false);
    expect(indexServes([index(asc('s'), asc('r'))], range)).toBe(true);
  });

  it('refuses with production’s error: FAILED_PRECONDITION, “The query requires an index”', () => {
    const q = query({ where: where('a', 'EQUAL'), orderBy: [order('s', true)] });
    let refused: unknown;
    try {
      checkIndexes({ indexes: [], fieldOverrides: [] }, q);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(FirestoreError);
    expect((refused as FirestoreError).code).toBe(status.FAILED_PRECONDITION);
    expect((refused as FirestoreError).message).toMatch(
      /^The query requires an index\. .*collection c: a ASCENDING, s DESCENDING\.$/,
    );
    // Without declared indexes (the official emulator's way) nothing is checked.
    expect(() => checkIndexes(undefined, q)).not.toThrow();
  });

  it('needs collection group indexes declared for a collection group query, even on one field', () => {
    const group = query({ allDescendants: true, where: where('owner', 'EQUAL') });
    const refusal = () => checkIndexes({ indexes: [], fieldOverrides: [] }, group);
    expect(refusal).toThrow(/^The query requires an index\. .*collection group.*owner ASCENDING/);
    const override = {
      collectionGroup: 'c',
      fieldPath: 'owner',
      indexes: [{ queryScope: 'COLLECTION_GROUP' as const, order: 'ASCENDING' as const }],
    };
    expect(() => checkIndexes({ indexes: [], fieldOverrides: [override] }, group)).not.toThrow();
    // A collection's own single-field index does not serve the group.
    const collectionOnly = {
      ...override,
      indexes: [{ queryScope: 'COLLECTION' as const, order: 'ASCENDING' as const }],
    };
    expect(() => checkIndexes({ indexes: [], fieldOverrides: [collectionOnly] }, group)).toThrow(
      /requires an index/,
    );
  });
});
