import { describe, expect, it } from 'vitest';

import { count, plural } from './plural.js';

describe('counts in words', () => {
  it('agree with the number: one, none, many', () => {
    expect(count(1, 'gap')).toBe('1 gap');
    expect(count(0, 'gap')).toBe('0 gaps');
    expect(count(2, 'gap')).toBe('2 gaps');
    expect(count(1, 'healthcare facility', 'healthcare facilities')).toBe('1 healthcare facility');
    expect(count(3, 'healthcare facility', 'healthcare facilities')).toBe(
      '3 healthcare facilities',
    );
    expect(count(1200, 'row')).toBe('1,200 rows');
  });

  it('gives the word alone for sentences that need the verb to agree too', () => {
    expect(`1 ${plural(1, 'line is', 'lines are')}`).toBe('1 line is');
    expect(`0 ${plural(0, 'line is', 'lines are')}`).toBe('0 lines are');
  });
});
