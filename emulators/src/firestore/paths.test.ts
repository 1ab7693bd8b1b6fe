import { describe, expect, it } from 'vitest';

import { deleteField, getField, parseFieldPath, projectFields, setField } from './paths.js';
import type { Fields } from './values.js';

describe('field paths', () => {
  it('splits on dots and keeps quoted segments whole', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`x.y`.z')).toEqual(['x.y', 'z']);
    expect(parseFieldPath('`a\\`b`')).toEqual(['a`b']);
  });

  const fields: Fields = {
    a: { map_value: { fields: { b: { integer_value: 1 }, c: { integer_value: 2 } } } },
  };

  it('reads, writes and deletes nested fields without touching the original', () => {
    expect(getField(fields, ['a', 'b'])).toEqual({ integer_value: 1 });
    const written = setField(fields, ['a', 'd'], { string_value: 'x' });
    expect(getField(written, ['a', 'd'])).toEqual({ string_value: 'x' });
    expect(getField(fields, ['a', 'd'])).toBeUndefined();
    const deleted = deleteField(fields, ['a', 'b']);
    expect(getField(deleted, ['a', 'b'])).toBeUndefined();
    expect(getField(deleted, ['a', 'c'])).toEqual({ integer_value: 2 });
  });

  it('projects only the listed paths', () => {
    expect(projectFields(fields, [['a', 'c']])).toEqual({
      a: { map_value: { fields: { c: { integer_value: 2 } } } },
    });
  });
});
