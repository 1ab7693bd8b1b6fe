import { describe, expect, it } from 'vitest';

import { planImport } from './imports.js';

const regina = {
  id: '4706027',
  name: 'Regina',
  type: 'City',
  csdUid: '4706027',
  censusDivisionUid: '4706',
  censusDivisionName: 'Division No. 6',
  population2021: 226404,
  population2016: 215106,
};
const existing = new Map<string, Record<string, unknown>>([[regina.id, regina]]);
const mapping = { name: 'Name', type: 'Type', csdUid: 'CSD', population2021: 'Pop 2021' };

describe('import planning', () => {
  it('creates new keys, updates changed records, leaves equal ones, from text cells', () => {
    const outcomes = planImport(
      'communities',
      [
        { Name: 'Regina', Type: 'City', CSD: '4706027', 'Pop 2021': '226404' },
        { Name: 'Regina', Type: 'City', CSD: '4706027 ', 'Pop 2021': '230000' },
        { Name: 'New Place', Type: 'Village', CSD: '4799111', 'Pop 2021': '' },
      ],
      mapping,
      existing,
      1,
    ).map((p) => p.outcome);
    expect(outcomes[0]).toEqual({ row: 1, id: '4706027', action: 'unchanged', reasons: [] });
    // The same key twice in a file: the second is refused, not applied over the first.
    expect(outcomes[1]).toMatchObject({ action: 'refused', reasons: ['The same key as row 1.'] });
    expect(outcomes[2]).toMatchObject({ row: 3, id: '4799111', action: 'create' });
  });

  it('keeps the fields a file does not map, and says what an update changes', () => {
    const [planned] = planImport(
      'communities',
      [{ CSD: '4706027', 'Pop 2021': 230000 }],
      { csdUid: 'CSD', population2021: 'Pop 2021' },
      existing,
      7,
    );
    expect(planned!.outcome).toEqual({
      row: 7,
      id: '4706027',
      action: 'update',
      reasons: ['changes population2021'],
    });
    expect(planned!.fields).toMatchObject({ name: 'Regina', population2016: 215106 });
  });

  it('refuses rows with reasons: wrong types, bad values, no key, reserved ids', () => {
    const outcomes = planImport(
      'communities',
      [
        { Name: 'Somewhere', Type: 'Metropolis', CSD: '4799112', 'Pop 2021': 'many' },
        { Name: 'Nowhere', Type: 'Town', CSD: '', 'Pop 2021': '5' },
        { Name: 'Odd', Type: 'Town', CSD: '__x__', 'Pop 2021': '5' },
      ],
      mapping,
      new Map(),
      1,
    ).map((p) => p.outcome);
    expect(outcomes[0]!.action).toBe('refused');
    expect(outcomes[0]!.reasons.join(' ')).toMatch(/type: /);
    expect(outcomes[0]!.reasons.join(' ')).toMatch(/population2021: /);
    expect(outcomes[1]).toMatchObject({
      action: 'refused',
      reasons: [expect.stringMatching(/No key/)],
    });
    expect(outcomes[2]).toMatchObject({ action: 'refused', id: '__x__' });
  });

  it('keys facilities and technologies by a mapped id only', () => {
    const [noId, withId] = planImport(
      'facilities',
      [
        { Name: 'A clinic', Type: 'Hospitals', Community: '4706027' },
        { ID: 'odhf-new-1', Name: 'A clinic', Type: 'Hospitals', Community: '4706027' },
      ],
      { name: 'Name', type: 'Type', communityId: 'Community' },
      new Map(),
      1,
    ).map((p) => p.outcome);
    expect(noId!.reasons[0]).toMatch(/map the id column/);
    expect(
      planImport(
        'facilities',
        [{ ID: 'odhf-new-1', Name: 'A clinic', Type: 'Hospitals', Community: '4706027' }],
        { id: 'ID', name: 'Name', type: 'Type', communityId: 'Community' },
        new Map(),
        1,
      )[0]!.outcome,
    ).toMatchObject({ id: 'odhf-new-1', action: 'create' });
    expect(withId!.action).toBe('refused'); // no id mapped: every row is refused
  });

  it('refuses a key already seen in an earlier chunk', () => {
    const [planned] = planImport(
      'communities',
      [{ Name: 'Again', Type: 'Town', CSD: '4799113' }],
      mapping,
      new Map(),
      201,
      new Map([['4799113', 12]]),
    );
    expect(planned!.outcome.reasons).toEqual(['The same key as row 12.']);
  });
});
