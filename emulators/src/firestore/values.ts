// Firestore values in the plain shape the protobuf bindings accept in `fromObject`
// (exactly one key set), with the ordering and equality real Firestore uses.
// https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering

export interface Timestamp {
  seconds: number;
  nanos: number;
}

export type Value =
  | { null_value: 0 }
  | { boolean_value: boolean }
  | { integer_value: number }
  | { double_value: number }
  | { timestamp_value: Timestamp }
  | { string_value: string }
  | { bytes_value: Uint8Array }
  | { reference_value: string }
  | { geo_point_value: { latitude: number; longitude: number } }
  | { array_value: { values: Value[] } }
  | { map_value: { fields: Fields } };

export type Fields = Record<string, Value>;

export const NULL: Value = { null_value: 0 };

/** The subset of a protobuf `Value` message this module reads. */
export interface ValueMessage {
  value_type: string;
  boolean_value: boolean;
  integer_value: number;
  double_value: number;
  timestamp_value: { seconds: number; nanos: number };
  string_value: string;
  bytes_value: Uint8Array;
  reference_value: string;
  geo_point_value: { latitude: number; longitude: number };
  array_value: { values: ValueMessage[] };
  map_value: { fields: Map<string, ValueMessage> };
}

export function decodeValue(message: ValueMessage): Value {
  switch (message.value_type) {
    case 'null_value':
      return NULL;
    case 'boolean_value':
      return { boolean_value: message.boolean_value };
    case 'integer_value':
      // int64 arrives as a string or Long at run time, whatever the bindings' type says.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion
      return { integer_value: Number(message.integer_value) };
    case 'double_value':
      return { double_value: message.double_value };
    case 'timestamp_value':
      return {
        timestamp_value: {
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- int64
          seconds: Number(message.timestamp_value.seconds),
          nanos: message.timestamp_value.nanos,
        },
      };
    case 'string_value':
      return { string_value: message.string_value };
    case 'bytes_value':
      return { bytes_value: message.bytes_value };
    case 'reference_value':
      return { reference_value: message.reference_value };
    case 'geo_point_value':
      return {
        geo_point_value: {
          latitude: message.geo_point_value.latitude,
          longitude: message.geo_point_value.longitude,
        },
      };
    case 'array_value':
      return { array_value: { values: message.array_value.values.map(decodeValue) } };
    case 'map_value':
      return { map_value: { fields: decodeFields(message.map_value.fields) } };
    default:
      // An unset Value is how Firestore encodes "no value"; treat it as null.
      return NULL;
  }
}

export function decodeFields(fields: Map<string, ValueMessage>): Fields {
  const out: Fields = {};
  for (const [key, value] of fields) out[key] = decodeValue(value);
  return out;
}

type Kind =
  | 'null'
  | 'boolean'
  | 'number'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geopoint'
  | 'array'
  | 'map';

const TYPE_ORDER: Record<Kind, number> = {
  null: 0,
  boolean: 1,
  number: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geopoint: 7,
  array: 8,
  map: 9,
};

export function kindOf(value: Value): Kind {
  if ('null_value' in value) return 'null';
  if ('boolean_value' in value) return 'boolean';
  if ('integer_value' in value || 'double_value' in value) return 'number';
  if ('timestamp_value' in value) return 'timestamp';
  if ('string_value' in value) return 'string';
  if ('bytes_value' in value) return 'bytes';
  if ('reference_value' in value) return 'reference';
  if ('geo_point_value' in value) return 'geopoint';
  if ('array_value' in value) return 'array';
  return 'map';
}

export function numberOf(value: Value): number | undefined {
  if ('integer_value' in value) return value.integer_value;
  if ('double_value' in value) return value.double_value;
  return undefined;
}

export function isNaNValue(value: Value): boolean {
  return 'double_value' in value && Number.isNaN(value.double_value);
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Strings order by UTF-8 bytes, which is code-point order (not JS's UTF-16 order). */
export function compareStrings(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const ca = ia.next();
    const cb = ib.next();
    if (ca.done) return cb.done ? 0 : -1;
    if (cb.done) return 1;
    const d = (ca.value.codePointAt(0) ?? 0) - (cb.value.codePointAt(0) ?? 0);
    if (d !== 0) return sign(d);
  }
}

function compareNumbers(a: number, b: number): -1 | 0 | 1 {
  // NaN sorts before every other number and equals itself.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
}

function compareBytes(a: Uint8Array, b: Uint8Array): -1 | 0 | 1 {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return sign(d);
  }
  return sign(a.length - b.length);
}

/** Reference and document-name order: segment by segment. */
export function compareResourcePaths(a: string, b: string): -1 | 0 | 1 {
  const sa = a.split('/');
  const sb = b.split('/');
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(sa[i] ?? '', sb[i] ?? '');
    if (c !== 0) return c;
  }
  return sign(sa.length - sb.length);
}

/** Total order over all Firestore values. */
export function compareValues(a: Value, b: Value): -1 | 0 | 1 {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka !== kb) return sign(TYPE_ORDER[ka] - TYPE_ORDER[kb]);
  switch (ka) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(
        Number((a as { boolean_value: boolean }).boolean_value) -
          Number((b as { boolean_value: boolean }).boolean_value),
      );
    case 'number':
      return compareNumbers(numberOf(a) ?? 0, numberOf(b) ?? 0);
    case 'timestamp': {
      const ta = (a as { timestamp_value: Timestamp }).timestamp_value;
      const tb = (b as { timestamp_value: Timestamp }).timestamp_value;
      return sign(ta.seconds - tb.seconds) || sign(ta.nanos - tb.nanos);
    }
    case 'string':
      return compareStrings(
        (a as { string_value: string }).string_value,
        (b as { string_value: string }).string_value,
      );
    case 'bytes':
      return compareBytes(
        (a as { bytes_value: Uint8Array }).bytes_value,
        (b as { bytes_value: Uint8Array }).bytes_value,
      );
    case 'reference':
      return compareResourcePaths(
        (a as { reference_value: string }).reference_value,
        (b as { reference_value: string }).reference_value,
      );
    case 'geopoint': {
      const ga = (a as { geo_point_value: { latitude: number; longitude: number } })
        .geo_point_value;
      const gb = (b as { geo_point_value: { latitude: number; longitude: number } })
        .geo_point_value;
      return compareNumbers(ga.latitude, gb.latitude) || compareNumbers(ga.longitude, gb.longitude);
    }
    case 'array': {
      const va = (a as { array_value: { values: Value[] } }).array_value.values;
      const vb = (b as { array_value: { values: Value[] } }).array_value.values;
      const n = Math.min(va.length, vb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(va[i] ?? NULL, vb[i] ?? NULL);
        if (c !== 0) return c;
      }
      return sign(va.length - vb.length);
    }
    case 'map': {
      const fa = (a as { map_value: { fields: Fields } }).map_value.fields;
      const fb = (b as { map_value: { fields: Fields } }).map_value.fields;
      const ka2 = Object.keys(fa).sort(compareStrings);
      const kb2 = Object.keys(fb).sort(compareStrings);
      const n = Math.min(ka2.length, kb2.length);
      for (let i = 0; i < n; i++) {
        const keyA = ka2[i] ?? '';
        const keyB = kb2[i] ?? '';
        const c = compareStrings(keyA, keyB) || compareValues(fa[keyA] ?? NULL, fb[keyB] ?? NULL);
        if (c !== 0) return c;
      }
      return sign(ka2.length - kb2.length);
    }
  }
}

/** Equality as filters see it: 1 == 1.0, NaN never equals anything. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return compareValues(a, b) === 0;
}

/** Structural identity, used to decide whether a write changed a document. */
function sameValue(a: Value, b: Value): boolean {
  if ('integer_value' in a !== 'integer_value' in b) return false;
  if (isNaNValue(a) && isNaNValue(b)) return true;
  return compareValues(a, b) === 0;
}

export function sameFields(a: Fields, b: Fields): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && sameValue(a[k] as Value, b[k]));
}
