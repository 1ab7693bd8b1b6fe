import { describe, expect, it } from 'vitest';

import { DOMAIN_KEYS, evaluationAggregate, keyed } from '@hta/functions/contract';

import { comparedIds, flaggedText, recommendationsText, spread, toggledCompare } from './compare';

const listed = ['a', 'b', 'c', 'd', 'e'];

describe('comparing technologies’ results', () => {
  it('compares the first four listed unless the URL says which', () => {
    expect(comparedIds(null, listed)).toEqual(['a', 'b', 'c', 'd']);
    expect(comparedIds('e,b', listed)).toEqual(['e', 'b']);
    expect(comparedIds(',', listed)).toEqual([]);
    // A technology no longer listed (another filter) is not compared.
    expect(comparedIds('b,zz', listed)).toEqual(['b']);
  });

  it('toggles a technology, keeping "none" apart from the default', () => {
    expect(toggledCompare(['a'], 'b')).toBe('a,b');
    expect(toggledCompare(['a', 'b'], 'a')).toBe('b');
    expect(toggledCompare(['a'], 'a')).toBe(',');
  });

  it('shows the spread only when the evaluations differ', () => {
    expect(spread(2, 4)).toBe(' (2.00–4.00)');
    expect(spread(3, 3)).toBe('');
    expect(spread(null, 3)).toBe('');
  });

  it('lists the recommendations made, in their order', () => {
    const made = { adopt: 0, pilot: 2, 'do not adopt': 0, 'more evidence needed': 1 };
    expect(recommendationsText({ recommendations: made })).toBe('pilot 2, more evidence needed 1');
    const none = { ...made, pilot: 0, 'more evidence needed': 0 };
    expect(recommendationsText({ recommendations: none })).toBe('—');
    expect(recommendationsText(null)).toBe('—');
  });
});

describe('flagged domains', () => {
  const results = (means: Partial<Record<(typeof DOMAIN_KEYS)[number], number>>, lowest = 4) =>
    evaluationAggregate.parse({
      evaluations: 1,
      completeness: 1,
      recommendations: { adopt: 1, pilot: 0, 'do not adopt': 0, 'more evidence needed': 0 },
      domains: keyed(DOMAIN_KEYS, (k) => ({
        mean: means[k] ?? 4,
        min: null,
        max: null,
        evaluations: 1,
        rated: 2,
        lowest: k === 'safety' ? lowest : (means[k] ?? 4),
      })),
    });

  it('names the domains below 3 of 5, and safety on one low rating', () => {
    expect(flaggedText(results({ economic: 2.5, organisational: 2.99 }))).toBe(
      'Economic, Organisational',
    );
    expect(flaggedText(results({}, 2))).toBe('Safety');
    expect(flaggedText(results({ economic: 3 }))).toBe('None');
    expect(flaggedText(null)).toBe('—');
  });
});
