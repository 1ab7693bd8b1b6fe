// Protobuf request messages → the engine's plain types. The generated classes' `toObject()`
// fills every oneof member with defaults, so oneofs are read through their `*_type` getters.
import type { Precondition as PreconditionMessage } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import queryPb from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type {
  Cursor as CursorMessage,
  StructuredAggregationQueryAggregation,
  StructuredQuery,
  StructuredQueryFieldReference,
  StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type {
  DocumentTransformFieldTransform,
  Write as WriteMessage,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';

import { invalid } from './errors.js';
import { parseFieldPath } from './paths.js';
import type { Aggregation, Cursor, FieldOp, FieldRef, Filter, Query, UnaryOp } from './query.js';
import { decodeFields, decodeValue, type Value, type ValueMessage } from './values.js';
import type { FieldTransform, Precondition, Write } from './writes.js';

const {
  StructuredQueryCompositeFilterOperator: CompositeOperator,
  StructuredQueryDirection: Direction,
} = queryPb;

const FIELD_OPS: Record<number, FieldOp> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  3: 'GREATER_THAN',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
  6: 'NOT_EQUAL',
  7: 'ARRAY_CONTAINS',
  8: 'IN',
  9: 'ARRAY_CONTAINS_ANY',
  10: 'NOT_IN',
};
const UNARY_OPS: Record<number, UnaryOp> = {
  2: 'IS_NAN',
  3: 'IS_NULL',
  4: 'IS_NOT_NAN',
  5: 'IS_NOT_NULL',
};

const value = (message: unknown): Value => decodeValue(message as ValueMessage);

function fieldRef(message: StructuredQueryFieldReference): FieldRef {
  const raw = message.field_path;
  if (!raw) throw invalid('A field path is required.');
  return { raw, segments: parseFieldPath(raw) };
}

function filter(message: StructuredQueryFilter): Filter {
  switch (message.filter_type) {
    case 'composite_filter': {
      const op = message.composite_filter.op === CompositeOperator.OR ? 'OR' : 'AND';
      return { kind: 'composite', op, filters: message.composite_filter.filters.map(filter) };
    }
    case 'field_filter': {
      const op = FIELD_OPS[message.field_filter.op];
      if (!op) throw invalid('The filter operator is not specified.');
      return {
        kind: 'field',
        field: fieldRef(message.field_filter.field),
        op,
        value: value(message.field_filter.value),
      };
    }
    case 'unary_filter': {
      const op = UNARY_OPS[message.unary_filter.op];
      if (!op) throw invalid('The unary filter operator is not specified.');
      return { kind: 'unary', field: fieldRef(message.unary_filter.field), op };
    }
    default:
      throw invalid('A filter must have a type.');
  }
}

function cursor(message: CursorMessage): Cursor {
  return { values: message.values.map(value), before: message.before };
}

export function decodeQuery(parent: string, message: StructuredQuery): Query {
  if (message.from.length !== 1) throw invalid('A query must select exactly one collection.');
  const from = message.from[0];
  // An empty collection id with all_descendants is a kindless query: every document under
  // `parent` (recursiveDelete uses it).
  if (!from || (!from.collection_id && !from.all_descendants)) {
    throw invalid('A query needs a collection id.');
  }
  if (message.has_find_nearest) throw invalid('Vector search is not supported by this emulator.');
  return {
    parent,
    collectionId: from.collection_id,
    allDescendants: from.all_descendants,
    select: message.has_select ? message.select.fields.map(fieldRef) : undefined,
    where: message.has_where ? filter(message.where) : undefined,
    orderBy: message.order_by.map((o) => ({
      field: fieldRef(o.field),
      descending: o.direction === Direction.DESCENDING,
    })),
    startAt: message.has_start_at ? cursor(message.start_at) : undefined,
    endAt: message.has_end_at ? cursor(message.end_at) : undefined,
    offset: message.offset,
    limit: message.has_limit ? message.limit.value : undefined,
  };
}

export function decodeAggregation(message: StructuredAggregationQueryAggregation): Aggregation {
  const alias = message.alias;
  switch (message.operator) {
    case 'count':
      return {
        alias,
        kind: 'count',
        // int64 arrives as a string or Long at run time, whatever the bindings' type says.
        upTo: message.count.has_up_to ? toNumber(message.count.up_to.value) : undefined,
      };
    case 'sum':
      return { alias, kind: 'sum', field: fieldRef(message.sum.field) };
    case 'avg':
      return { alias, kind: 'avg', field: fieldRef(message.avg.field) };
    default:
      throw invalid('Unknown aggregation.');
  }
}

/** An int64 from the wire (a string or Long at run time) as a number. */
const toNumber = (value: unknown): number => Number(value);

function precondition(has: boolean, message: PreconditionMessage): Precondition {
  if (!has) return undefined;
  if (message.condition_type === 'exists') return { exists: message.exists };
  if (message.condition_type === 'update_time') {
    return {
      updateTime: {
        seconds: toNumber(message.update_time.seconds),
        nanos: message.update_time.nanos,
      },
    };
  }
  return undefined;
}

function transform(message: DocumentTransformFieldTransform): FieldTransform {
  const path = parseFieldPath(message.field_path);
  switch (message.transform_type) {
    case 'set_to_server_value':
      return { path, kind: 'serverTime' };
    case 'increment':
      return { path, kind: 'increment', operand: value(message.increment) };
    case 'maximum':
      return { path, kind: 'maximum', operand: value(message.maximum) };
    case 'minimum':
      return { path, kind: 'minimum', operand: value(message.minimum) };
    case 'append_missing_elements':
      return { path, kind: 'append', elements: message.append_missing_elements.values.map(value) };
    case 'remove_all_from_array':
      return { path, kind: 'remove', elements: message.remove_all_from_array.values.map(value) };
    default:
      throw invalid(`Unknown transform on ${message.field_path}.`);
  }
}

export function decodeWrite(message: WriteMessage): Write {
  const pre = precondition(message.has_current_document, message.current_document);
  switch (message.operation) {
    case 'update':
      return {
        kind: 'update',
        name: message.update.name,
        fields: decodeFields(message.update.fields),
        mask: message.has_update_mask
          ? message.update_mask.field_paths.map(parseFieldPath)
          : undefined,
        transforms: message.update_transforms.map(transform),
        precondition: pre,
      };
    case 'delete':
      return { kind: 'delete', name: message.delete, precondition: pre };
    case 'transform':
      return {
        kind: 'transform',
        name: message.transform.document,
        transforms: message.transform.field_transforms.map(transform),
        precondition: pre,
      };
    default:
      throw invalid('A write must be an update, a delete or a transform.');
  }
}
