import { describe, expect, it } from 'vitest';

import { planImport, type ImportMapping, type ImportRow } from './contract.js';

const regina = {
  id: '4706027',
  name: 'Regina',
  type: 'City',
  csdUid: '4706027',
  censusDivisionUid: '4706',
  censusDivisionName: 'Division No. 6',
  population2021: 226404,
  population2016: 215106,
  version: 3,
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
    // With the version checked against (a record changed since refuses the write).
    expect(outcomes[0]).toEqual({
      row: 1,
      id: '4706027',
      action: 'unchanged',
      reasons: [],
      version: 3,
    });
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
      version: 3,
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
    expect(outcomes[0]!.reasons.join(' ')).toMatch(
      /type \(column “Type”\): “Metropolis” is not a community type; allowed: City, /,
    );
    expect(outcomes[0]!.reasons.join(' ')).toMatch(
      /population2021 \(column “Pop 2021”\): “many” is not a number/,
    );
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

  describe('say what is wrong and what is allowed, naming the column and the value', () => {
    const refusal = (row: ImportRow, map: ImportMapping = mapping) =>
      planImport(
        'communities',
        [{ Name: 'Somewhere', Type: 'Town', CSD: '4799120', ...row }],
        map,
        new Map(),
        1,
      )[0]!.outcome;

    it('for a number below its minimum (with a typographic minus)', () => {
      expect(refusal({ 'Pop 2021': '\u221250' }).reasons).toEqual([
        'population2021 (column “Pop 2021”): −50 is below 0; enter a whole number from 0 to 100,000,000.',
      ]);
      expect(refusal({ 'Pop 2021': -50 }).reasons).toEqual([
        'population2021 (column “Pop 2021”): -50 is below 0; enter a whole number from 0 to 100,000,000.',
      ]);
    });

    it('for a fraction where a whole number is wanted, from text or a number', () => {
      const expected = [
        'population2021 (column “Pop 2021”): 1.7 is not a whole number; enter a whole number from 0 to 100,000,000.',
      ];
      expect(refusal({ 'Pop 2021': '1.7' }).reasons).toEqual(expected);
      expect(refusal({ 'Pop 2021': 1.7 }).reasons).toEqual(expected);
    });

    it('for text where a number is wanted', () => {
      expect(refusal({ 'Pop 2021': 'lots' }).reasons).toEqual([
        'population2021 (column “Pop 2021”): “lots” is not a number; enter a whole number from 0 to 100,000,000.',
      ]);
    });

    it('for a value not among the allowed ones, listing them', () => {
      expect(refusal({ Type: 'Northern settlement' }).reasons).toEqual([
        'type (column “Type”): “Northern settlement” is not a community type; allowed: City, Town, Village, Resort village, Rural municipality, Northern village, Northern hamlet, Indian reserve, Indian settlement, Crown colony, Unorganized.',
      ]);
    });

    it('for a value of the wrong form, with the form wanted', () => {
      expect(refusal({ Div: '47x' }, { ...mapping, censusDivisionUid: 'Div' }).reasons).toEqual([
        'censusDivisionUid (column “Div”): “47x” is not valid; A census division uid has 4 digits.',
      ]);
    });

    it('for a required value missing', () => {
      expect(refusal({ Name: '' }).reasons).toEqual([
        'name (column “Name”): empty; Name is required.',
      ]);
    });

    it('read an empty cell as not given where the field takes that (a technology without a vendor)', () => {
      const [planned] = planImport(
        'technologies',
        [{ ID: 'tech-empty-vendor', Name: 'A tool', Category: 'Video visits', Vendor: '' }],
        { id: 'ID', name: 'Name', category: 'Category', vendorId: 'Vendor' },
        new Map(),
        1,
      );
      expect(planned!.outcome).toMatchObject({ action: 'create', reasons: [] });
      expect(planned!.fields).toMatchObject({ vendorId: null });
    });

    it('read numbers for text fields as text (a spreadsheet gives a uid as a number)', () => {
      const [planned] = planImport(
        'communities',
        [{ Name: 'Numbered', Type: 'Town', CSD: 4799121, Div: 4701 }],
        { ...mapping, censusDivisionUid: 'Div' },
        new Map(),
        1,
      );
      expect(planned!.outcome).toMatchObject({ id: '4799121', action: 'create' });
      expect(planned!.fields).toMatchObject({ csdUid: '4799121', censusDivisionUid: '4701' });
    });
  });

  it('refuses a census division that does not exist, naming those that do', () => {
    const [planned] = planImport(
      'communities',
      [{ Name: 'Far Away', Type: 'Town', CSD: '4799122', Div: '4799' }],
      { ...mapping, censusDivisionUid: 'Div' },
      new Map(),
      1,
    );
    expect(planned!.outcome).toMatchObject({
      action: 'refused',
      reasons: [
        'censusDivisionUid (column “Div”): 4799 is not a Saskatchewan census division; allowed: 4701 to 4718 (Division No. 1 to No. 18).',
      ],
    });
  });
});
