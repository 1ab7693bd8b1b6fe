// Structured queries evaluated with Firestore's semantics: implicit ordering, documents missing
// an ordered field dropped, cursors, offset, limit, projections, collection groups, aggregations.
import { getField, projectFields } from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import {
  compareResourcePaths,
  compareStrings,
  compareValues,
  isNaNValue,
  kindOf,
  numberOf,
  valuesEqual,
  NULL,
  type Value,
} from './values.js';

export type FieldOp =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';
export type UnaryOp = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export interface FieldRef {
  /** As sent, e.g. `a.b` or `__name__`. */
  raw: string;
  segments: string[];
}

export type Filter =
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] }
  | { kind: 'field'; field: FieldRef; op: FieldOp; value: Value }
  | { kind: 'unary'; field: FieldRef; op: UnaryOp };

export interface Order {
  field: FieldRef;
  descending: boolean;
}

export interface Cursor {
  values: Value[];
  before: boolean;
}

export interface Query {
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  select: FieldRef[] | undefined;
  where: Filter | undefined;
  orderBy: Order[];
  startAt: Cursor | undefined;
  endAt: Cursor | undefined;
  offset: number;
  limit: number | undefined;
}

export type Aggregation =
  | { alias: string; kind: 'count'; upTo: number | undefined }
  | { alias: string; kind: 'sum' | 'avg'; field: FieldRef };

const NAME = '__name__';

function fieldOf(doc: StoredDocument, field: FieldRef): Value | undefined {
  if (field.raw === NAME) return { reference_value: doc.name };
  return getField(doc.fields, field.segments);
}

const INEQUALITIES = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

function matches(doc: StoredDocument, filter: Filter): boolean {
  if (filter.kind === 'composite') {
    return filter.op === 'AND'
      ? filter.filters.every((f) => matches(doc, f))
      : filter.filters.some((f) => matches(doc, f));
  }
  const value = fieldOf(doc, filter.field);
  if (value === undefined) return false;
  if (filter.kind === 'unary') {
    switch (filter.op) {
      case 'IS_NAN':
        return isNaNValue(value);
      case 'IS_NULL':
        return 'null_value' in value;
      case 'IS_NOT_NAN':
        return !isNaNValue(value) && !('null_value' in value);
      case 'IS_NOT_NULL':
        return !('null_value' in value);
    }
  }
  const operand = filter.value;
  const operandList = () => ('array_value' in operand ? operand.array_value.values : []);
  switch (filter.op) {
    case 'EQUAL':
      return valuesEqual(value, operand);
    case 'NOT_EQUAL':
      return !('null_value' in value) && !valuesEqual(value, operand);
    case 'IN':
      return operandList().some((v) => valuesEqual(value, v));
    case 'NOT_IN':
      return !('null_value' in value) && !operandList().some((v) => valuesEqual(value, v));
    case 'ARRAY_CONTAINS':
      return (
        'array_value' in value && value.array_value.values.some((v) => valuesEqual(v, operand))
      );
    case 'ARRAY_CONTAINS_ANY':
      return (
        'array_value' in value &&
        value.array_value.values.some((v) => operandList().some((o) => valuesEqual(v, o)))
      );
    default: {
      // Range filters only match values of the operand's type; NaN matches none of them.
      if (kindOf(value) !== kindOf(operand) || isNaNValue(value) || isNaNValue(operand))
        return false;
      const c = compareValues(value, operand);
      if (filter.op === 'LESS_THAN') return c < 0;
      if (filter.op === 'LESS_THAN_OR_EQUAL') return c <= 0;
      if (filter.op === 'GREATER_THAN') return c > 0;
      return c >= 0;
    }
  }
}

function inequalityFields(filter: Filter | undefined, out: FieldRef[] = []): FieldRef[] {
  if (!filter) return out;
  if (filter.kind === 'composite') {
    for (const f of filter.filters) inequalityFields(f, out);
  } else if (INEQUALITIES.has(filter.op) && !out.some((f) => f.raw === filter.field.raw)) {
    out.push(filter.field);
  }
  return out;
}

/** Explicit orders, then inequality fields not yet ordered, then `__name__`, as Firestore does. */
export function effectiveOrder(query: Query): Order[] {
  const orders = [...query.orderBy];
  const lastDirection = orders.at(-1)?.descending ?? false;
  const missing = inequalityFields(query.where)
    .filter((f) => !orders.some((o) => o.field.raw === f.raw))
    .sort((a, b) => compareStrings(a.raw, b.raw));
  for (const field of missing) orders.push({ field, descending: lastDirection });
  if (!orders.some((o) => o.field.raw === NAME)) {
    orders.push({ field: { raw: NAME, segments: [NAME] }, descending: lastDirection });
  }
  return orders;
}

function compareByOrder(a: StoredDocument, b: StoredDocument, orders: Order[]): number {
  for (const order of orders) {
    const c =
      order.field.raw === NAME
        ? compareResourcePaths(a.name, b.name)
        : compareValues(fieldOf(a, order.field) ?? NULL, fieldOf(b, order.field) ?? NULL);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** Compares a document with a cursor position (a prefix of the ordered fields). */
function compareToCursor(doc: StoredDocument, cursor: Cursor, orders: Order[]): number {
  for (let i = 0; i < cursor.values.length && i < orders.length; i++) {
    const order = orders[i] as Order;
    const position = cursor.values[i] as Value;
    const c =
      order.field.raw === NAME && 'reference_value' in position
        ? compareResourcePaths(doc.name, position.reference_value)
        : compareValues(fieldOf(doc, order.field) ?? NULL, position);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

function candidates(store: DocumentStore, query: Query): Iterable<StoredDocument> {
  return query.allDescendants
    ? store.inGroup(query.parent, query.collectionId)
    : store.inCollection(`${query.parent}/${query.collectionId}`);
}

/** The query's result documents, in order, before projection. */
export function runQuery(store: DocumentStore, query: Query): StoredDocument[] {
  const orders = effectiveOrder(query);
  const ordered = orders.filter((o) => o.field.raw !== NAME);
  let docs = [...candidates(store, query)].filter(
    (doc) =>
      (!query.where || matches(doc, query.where)) &&
      ordered.every((o) => fieldOf(doc, o.field) !== undefined),
  );
  docs.sort((a, b) => compareByOrder(a, b, orders));

  const { startAt, endAt } = query;
  if (startAt) {
    docs = docs.filter((doc) => {
      const c = compareToCursor(doc, startAt, orders);
      return startAt.before ? c >= 0 : c > 0;
    });
  }
  if (endAt) {
    docs = docs.filter((doc) => {
      const c = compareToCursor(doc, endAt, orders);
      return endAt.before ? c < 0 : c <= 0;
    });
  }
  docs = docs.slice(query.offset);
  if (query.limit !== undefined) docs = docs.slice(0, query.limit);
  return docs;
}

export function project(doc: StoredDocument, select: FieldRef[] | undefined): StoredDocument {
  if (!select) return doc;
  const paths = select.filter((f) => f.raw !== NAME).map((f) => f.segments);
  return { ...doc, fields: projectFields(doc.fields, paths) };
}

export function aggregate(
  docs: StoredDocument[],
  aggregations: Aggregation[],
): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const agg of aggregations) {
    if (agg.kind === 'count') {
      const n = agg.upTo === undefined ? docs.length : Math.min(docs.length, agg.upTo);
      out[agg.alias] = { integer_value: n };
      continue;
    }
    const numbers = docs
      .map((d) => fieldOf(d, agg.field))
      .filter((v): v is Value => v !== undefined && numberOf(v) !== undefined);
    const total = numbers.reduce((sum, v) => sum + (numberOf(v) ?? 0), 0);
    if (agg.kind === 'sum') {
      const allIntegers = numbers.every((v) => 'integer_value' in v);
      out[agg.alias] =
        allIntegers && Number.isSafeInteger(total)
          ? { integer_value: total }
          : { double_value: total };
    } else {
      out[agg.alias] = numbers.length === 0 ? NULL : { double_value: total / numbers.length };
    }
  }
  return out;
}
