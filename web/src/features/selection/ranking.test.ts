import { describe, expect, it } from 'vitest';

import { rankingSummary } from './ranking';

describe('the ranking, summed up', () => {
  it('says when all matching technologies were ranked', () => {
    expect(rankingSummary(3, 3, 3)).toBe('3 candidates, all ranked.');
    expect(rankingSummary(1, 1, 1)).toBe('1 candidate, all ranked.');
  });

  it('says how many of the matching technologies one ranking read', () => {
    expect(rankingSummary(2000, 2500, 1990)).toBe(
      'Ranked 2,000 of the 2,500 technologies that match (the most one ranking reads); 1990 are candidates.',
    );
  });
});
