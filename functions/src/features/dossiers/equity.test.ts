// Communities flagged by their census type, and what approval needs when a decision serves a
// First Nations reserve or settlement.
import { describe, expect, it } from 'vitest';

import { communityFlag, equityGaps } from './equity.js';

describe('communityFlag', () => {
  it('reads the census subdivision type', () => {
    expect(communityFlag('Indian reserve')).toBe('First Nations reserve');
    expect(communityFlag('Indian settlement')).toBe('First Nations settlement');
    expect(communityFlag('Northern village')).toBe('northern');
    expect(communityFlag('Northern hamlet')).toBe('northern');
    expect(communityFlag('City')).toBeNull();
    expect(communityFlag(null)).toBeNull();
  });
});

describe('equityGaps', () => {
  const laLoche = { name: 'La Loche', flag: communityFlag('Northern village') };
  const clearwater = { name: 'Clearwater River Dene 222', flag: communityFlag('Indian reserve') };

  it('asks nothing more of a decision serving no reserve or settlement', () => {
    expect(equityGaps({ communities: [laLoche], engagements: 0, dataGovernance: false })).toEqual(
      [],
    );
  });

  it('names what is missing for a reserve: the engagement record and the agreement', () => {
    expect(
      equityGaps({ communities: [laLoche, clearwater], engagements: 0, dataGovernance: false }),
    ).toEqual([
      'no engagement record, and it serves First Nations communities (Clearwater River Dene 222)',
      'no data-governance agreement covers the data about Clearwater River Dene 222',
    ]);
    expect(
      equityGaps({ communities: [clearwater], engagements: 1, dataGovernance: false }),
    ).toEqual(['no data-governance agreement covers the data about Clearwater River Dene 222']);
    expect(equityGaps({ communities: [clearwater], engagements: 1, dataGovernance: true })).toEqual(
      [],
    );
  });
});
