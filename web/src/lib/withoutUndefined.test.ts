import { describe, expect, it } from 'vitest';

import { withoutUndefined } from './withoutUndefined';

describe('withoutUndefined', () => {
  it('drops undefined properties at any depth and keeps null, arrays and other values', () => {
    expect(
      withoutUndefined({
        a: undefined,
        b: null,
        c: { d: undefined, e: 0 },
        f: [{ g: undefined, h: '' }],
        i: false,
      }),
    ).toEqual({ b: null, c: { e: 0 }, f: [{ h: '' }], i: false });
    expect(JSON.stringify(withoutUndefined({ filters: { category: undefined } }))).toBe(
      '{"filters":{}}',
    );
  });
});
