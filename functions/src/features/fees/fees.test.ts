import { describe, expect, it } from 'vitest';

import { inEffect, priceEstimate, type FeeCodeLike } from './fees.js';

const code = (over: Partial<FeeCodeLike>): FeeCodeLike => ({
  id: 'c',
  code: 'X1',
  description: 'A service',
  unit: 'per service',
  amount: 35,
  effectiveFrom: '2020-03-16',
  effectiveTo: '2021-05-31',
  verified: true,
  ...over,
});

describe('fee estimates', () => {
  it('multiply each line’s fee by its quantity and add them to the cent', () => {
    const codes = new Map([
      ['a', code({ id: 'a', amount: 35 })],
      ['b', code({ id: 'b', code: 'Y2', amount: 12.345 })],
    ]);
    const priced = priceEstimate(
      [
        { feeCodeId: 'a', quantity: 3 },
        { feeCodeId: 'b', quantity: 7 },
      ],
      codes,
      '2021-01-01',
    );
    expect(priced.lines.map((l) => l.subtotal)).toEqual([105, 86.42]);
    expect(priced.total).toBe(191.42);
    expect(priced.unpriced).toBe(0);
  });

  it('price a code only within its effective dates (both ends included)', () => {
    const c = code({});
    expect(inEffect(c, '2020-03-16')).toBe(true);
    expect(inEffect(c, '2021-05-31')).toBe(true);
    expect(inEffect(c, '2021-06-01')).toBe(false);
    expect(inEffect(code({ effectiveTo: null }), '2030-01-01')).toBe(true);
    const priced = priceEstimate(
      [{ feeCodeId: 'c', quantity: 2 }],
      new Map([['c', c]]),
      '2021-06-01',
    );
    expect(priced.total).toBe(0);
    expect(priced.unpriced).toBe(1);
    expect(priced.lines[0]!.problem).toBe(
      'Not in effect on 2021-06-01 (in effect 2020-03-16 – 2021-05-31).',
    );
  });

  it('leave out lines without an amount or an unknown code, and count unverified fees', () => {
    const codes = new Map([
      ['none', code({ id: 'none', amount: null, effectiveTo: null })],
      ['unverified', code({ id: 'unverified', verified: false, effectiveTo: null })],
    ]);
    const priced = priceEstimate(
      [
        { feeCodeId: 'none', quantity: 1 },
        { feeCodeId: 'unverified', quantity: 2 },
        { feeCodeId: 'gone', quantity: 1 },
      ],
      codes,
      '2026-01-01',
    );
    expect(priced.total).toBe(70);
    expect(priced.unpriced).toBe(2);
    expect(priced.unverified).toBe(1);
    expect(priced.lines.map((l) => l.problem)).toEqual([
      'No amount in the schedule: verify and add it.',
      'Verify against the current schedule.',
      'This code is not in the fee schedule.',
    ]);
  });
});
