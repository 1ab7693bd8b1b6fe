import { describe, expect, it } from 'vitest';

import { columnsOf, guessMapping, rowsFromCsv, rowsFromJson } from './parseFile';

describe('reading an import file', () => {
  it('reads JSON as an array of records, or an object of them keyed by id', () => {
    expect(rowsFromJson('[{"name":"A","population":5}]')).toEqual([{ name: 'A', population: 5 }]);
    expect(rowsFromJson('{"4706027":{"name":"Regina","tags":["x"]}}')).toEqual([
      { id: '4706027', name: 'Regina', tags: '["x"]' },
    ]);
  });

  it('reads CSV with a header row', () => {
    const rows = rowsFromCsv('Name,CSD uid\nRegina,4706027\n\nSaskatoon,4711066\n');
    expect(rows).toEqual([
      { Name: 'Regina', 'CSD uid': '4706027' },
      { Name: 'Saskatoon', 'CSD uid': '4711066' },
    ]);
    expect(columnsOf(rows)).toEqual(['Name', 'CSD uid']);
  });

  it('guesses a mapping from column names', () => {
    expect(
      guessMapping(['name', 'csdUid', 'population2021'], ['Name', 'CSDUID', 'Population 2021']),
    ).toEqual({
      name: 'Name',
      csdUid: 'CSDUID',
      population2021: 'Population 2021',
    });
  });
});
