import { describe, expect, it } from 'vitest';

import { suggestedSize, type Subject } from '@hta/functions/contract';

import { indicatorMeasure, percentIndicators } from './problemMeasure';

const subject = (over: Partial<Subject>): Subject => ({
  id: 'cif-3.14.1',
  kind: 'indicator',
  name: 'Adults who smoke',
  measures: ['value'],
  unit: 'Percent',
  period: 'year',
  geographyLevel: 'province',
  breakdowns: ['Total'],
  sources: [{ citation: 'Statistics Canada Table 13-10-0096-01', licence: '', attribution: '' }],
  caveats: [],
  latest: { period: '2022', value: 14.6, geography: 'Saskatchewan', measure: 'Percent' },
  sparkline: [],
  ...over,
});

describe('a health indicator as the measure of the problem', () => {
  it('offers the indicators given as a percent with a latest value, not counts or diseases', () => {
    const offered = percentIndicators([
      subject({}),
      subject({ id: 'cif-6.1.1', unit: 'Number of advisories' }),
      subject({ id: 'covid', kind: 'disease', unit: 'Percent' }),
      subject({ id: 'empty', latest: null }),
    ]);
    expect(offered.map((s) => s.id)).toEqual(['cif-3.14.1']);
  });

  it('sizes the problem from its percent with where, when and the source', () => {
    const measure = indicatorMeasure(subject({}))!;
    // 14.6 % is in Hanlon's 10–24.9 % band; its middle on a log scale is √(10 × 25) = 15.8, so 7.
    expect(suggestedSize(measure)).toEqual({
      score: 7,
      percent: 14.6,
      basis:
        "Adults who smoke: 14.6 % (Saskatchewan, 2022; Statistics Canada Table 13-10-0096-01); Hanlon's size table.",
    });
    expect(indicatorMeasure(subject({ latest: null }))).toBeNull();
  });
});
