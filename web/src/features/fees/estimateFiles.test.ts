import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import type { PricedEstimate } from '@hta/functions/contract';

import { estimateCsv } from './estimateFiles';

const line = (code: string, description: string) => ({
  feeCodeId: code,
  code,
  description,
  unit: 'visit',
  quantity: 1,
  amount: 10,
  subtotal: 10,
  problem: null,
  verified: true,
});

describe('an estimate as CSV', () => {
  it('escapes a formula in any cell, a line break after it or not', async () => {
    const priced: PricedEstimate = {
      lines: [line('=1+1', '=HYPERLINK("http://evil.test")\nclick'), line('A101', '@SUM(A1)')],
      total: 20,
      unpriced: 0,
      unverified: 0,
    };
    const rows = Papa.parse<string[]>((await estimateCsv({ priced })).slice(1)).data;
    expect(rows[1]!.slice(0, 2)).toEqual(["'=1+1", '\'=HYPERLINK("http://evil.test")\nclick']);
    expect(rows[2]!.slice(0, 2)).toEqual(['A101', "'@SUM(A1)"]);
  });
});
