import { describe, expect, it } from 'vitest';

import { comparedIds, recommendationsText, spread, toggledCompare } from './compare';

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
