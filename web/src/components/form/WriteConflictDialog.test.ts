import { describe, expect, it } from 'vitest';

import type { WriteInput } from '../../lib/queuedWrites';
import { fieldHeading, pathHeading, savedOverTheirs, shownValue } from './WriteConflictDialog';

describe('the two versions of a refused save', () => {
  it('saving mine over theirs keeps what only they changed', () => {
    const base = { name: 'La Loche', type: 'Northern village', connectivity: '', contacts: [] };
    const input: WriteInput = {
      id: 'a',
      version: 1,
      base,
      fields: { ...base, name: 'La Loche (mine)', connectivity: 'Satellite' },
    };
    const theirs = { ...base, name: 'La Loche (theirs)', nearestHospital: 'Health Centre' };
    expect(
      savedOverTheirs(
        { input: { ...input, fields: { ...input.fields, nearestHospital: null } } },
        theirs,
      ),
    ).toEqual({
      ...base,
      name: 'La Loche (mine)',
      connectivity: 'Satellite',
      nearestHospital: 'Health Centre',
    });
  });

  it('a save kept without its base asks about every difference, as before', () => {
    const mine = { name: 'Mine', nearestHospital: null };
    const theirs = { name: 'Theirs', nearestHospital: 'Health Centre' };
    expect(savedOverTheirs({ input: { id: 'a', version: 1, fields: mine } }, theirs)).toEqual(mine);
  });

  it('names fields and shows values for reading', () => {
    expect(fieldHeading('population2021')).toBe('Population 2021');
    expect(fieldHeading('censusDivisionName')).toBe('Census division name');
    expect(pathHeading(['costs', 'licences', 'value'])).toBe('Costs › Licences › Value');
    expect(pathHeading(['uptake', '0', 'source'])).toBe('Uptake › #1 › Source');
    expect([null, '', [], ['a', 'b'], true, 1200].map(shownValue)).toEqual([
      '—',
      '—',
      '—',
      'a; b',
      'Yes',
      '1,200',
    ]);
  });
});
