import { describe, expect, it } from 'vitest';

import { compareStrings, compareValues, valuesEqual, type Value } from './values.js';

const v = {
  null: { null_value: 0 } as Value,
  false: { boolean_value: false } as Value,
  true: { boolean_value: true } as Value,
  nan: { double_value: Number.NaN } as Value,
  one: { integer_value: 1 } as Value,
  oneDouble: { double_value: 1 } as Value,
  two: { double_value: 2.5 } as Value,
  time: { timestamp_value: { seconds: 1, nanos: 0 } } as Value,
  str: { string_value: 'a' } as Value,
  bytes: { bytes_value: new Uint8Array([1]) } as Value,
  ref: { reference_value: 'projects/p/databases/(default)/documents/c/a' } as Value,
  geo: { geo_point_value: { latitude: 1, longitude: 2 } } as Value,
  arr: { array_value: { values: [] } } as Value,
  map: { map_value: { fields: {} } } as Value,
};

describe('Firestore value ordering', () => {
  it('orders types as Firestore does: null < bool < number < time < string < bytes < ref < geo < array < map', () => {
    const ordered = [
      v.null,
      v.false,
      v.nan,
      v.one,
      v.time,
      v.str,
      v.bytes,
      v.ref,
      v.geo,
      v.arr,
      v.map,
    ];
    for (let i = 1; i < ordered.length; i++) {
      expect(compareValues(ordered[i - 1] as Value, ordered[i] as Value)).toBe(-1);
    }
  });

  it('compares integers and doubles numerically, with NaN first', () => {
    expect(compareValues(v.one, v.oneDouble)).toBe(0);
    expect(compareValues(v.one, v.two)).toBe(-1);
    expect(compareValues(v.nan, v.one)).toBe(-1);
  });

  it('treats NaN as equal to nothing in filters', () => {
    expect(valuesEqual(v.nan, v.nan)).toBe(false);
    expect(valuesEqual(v.one, v.oneDouble)).toBe(true);
  });

  it('orders strings by code point (UTF-8), not UTF-16 units', () => {
    // U+FF5E (fullwidth tilde) sorts before U+1F600 (emoji) in UTF-8, but after in UTF-16.
    expect(compareStrings('\uFF5E', '\u{1F600}')).toBe(-1);
    // JavaScript compares UTF-16 code units, which is what the engine must not do.
    expect(['\u{1F600}', '\uFF5E'].sort()).toEqual(['\u{1F600}', '\uFF5E']);
  });

  it('orders arrays and maps element by element', () => {
    const a = { array_value: { values: [v.one, v.str] } } as Value;
    const b = { array_value: { values: [v.one, { string_value: 'b' }] } } as Value;
    expect(compareValues(a, b)).toBe(-1);
    const m1 = { map_value: { fields: { a: v.one } } } as Value;
    const m2 = { map_value: { fields: { b: v.one } } } as Value;
    expect(compareValues(m1, m2)).toBe(-1);
  });
});
