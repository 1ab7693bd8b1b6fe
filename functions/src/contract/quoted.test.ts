import { describe, expect, it } from 'vitest';

import { prefixOf, quoted } from './quoted.js';

describe('quoted', () => {
  it('quotes a short value whole', () => {
    expect(quoted('La Loche')).toBe('“La Loche”');
  });

  it('quotes a long one by a prefix, with its length', () => {
    expect(quoted('x'.repeat(5_000))).toBe(`“${'x'.repeat(60)}…” (5,000 characters)`);
  });

  it('never cuts a character outside the BMP in two', () => {
    const cut = prefixOf(`${'a'.repeat(59)}😀😀`);
    expect(cut).toBe(`${'a'.repeat(59)}…`);
    expect(cut).not.toMatch(/\p{Cs}/u);
  });
});
