import { describe, expect, it } from 'vitest';

import { differences, fieldHeading, shownValue } from './WriteConflictDialog';

describe('the two versions of a refused save', () => {
  it('lists only the fields where mine and theirs differ, as a person sees them', () => {
    const mine = { name: 'Mine', type: 'Town', population2021: 120, contacts: [], csdUid: '' };
    const theirs = {
      name: 'Theirs',
      type: 'Town',
      population2021: 120,
      contacts: null,
      version: 3,
    };
    expect(differences(mine, theirs)).toEqual([{ field: 'name', mine: 'Mine', theirs: 'Theirs' }]);
    expect(differences(mine, { ...theirs, name: 'Mine' })).toEqual([]);
  });

  it('names fields and shows values for reading', () => {
    expect(fieldHeading('population2021')).toBe('Population 2021');
    expect(fieldHeading('censusDivisionName')).toBe('Census division name');
    expect([null, '', [], ['a', 'b'], true, 1200].map(shownValue)).toEqual([
      '—',
      '—',
      '—',
      'a; b',
      'Yes',
      (1200).toLocaleString(),
    ]);
  });
});
