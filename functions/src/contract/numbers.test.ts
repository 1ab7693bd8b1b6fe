import { describe, expect, it } from 'vitest';

import { cad, compactCad, decimal, fixed, percent, percentChange, whole } from './numbers.js';

describe('numbers as Canadian readers read them', () => {
  it('groups thousands and drops decimals that are zeros, unless a column needs them', () => {
    expect(whole(1234567)).toBe('1,234,567');
    expect(decimal(1234.56, 1)).toBe('1,234.6');
    expect(decimal(2, 2)).toBe('2');
    expect(decimal(2.344)).toBe('2');
    expect(fixed(3, 1)).toBe('3.0');
    expect(fixed(2.5, 2)).toBe('2.50');
    expect(fixed(-105.123456, 5)).toBe('-105.12346');
  });

  it('writes dollars as $, whole unless cents are asked for', () => {
    expect(cad(9000)).toBe('$9,000');
    expect(cad(1234.6)).toBe('$1,235');
    expect(cad(-1200)).toBe('-$1,200');
    expect(cad(0.5, 2)).toBe('$0.50');
    expect(cad(1234.5, 2)).toBe('$1,234.50');
    expect(compactCad(50000)).toBe('$50K');
    expect(compactCad(-1_234_567)).toBe('-$1.2M');
  });

  it('writes a proportion as per cent with a space before the sign', () => {
    expect(percent(0.125)).toBe('12.5 %');
    expect(percent(0.1)).toBe('10 %');
    expect(percent(1 / 3, 2)).toBe('33.33 %');
    expect(percent(40 / 100)).toBe('40 %');
    expect(percentChange(0.0123)).toBe('+1.2 %');
    expect(percentChange(-0.0126)).toBe('-1.3 %');
    expect(percentChange(-0.0004)).toBe('0.0 %');
  });
});
