import { describe, expect, it } from 'vitest';

import { IMPORT_FILE_LIMITS } from '@hta/functions/contract';

import { columnsOf, guessMapping, readRows, rowsFromCsv, rowsFromJson } from './parseFile';

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

describe('reading a file within bounds', () => {
  const csv = (rows: number, cell = 'x') =>
    ['name', ...Array.from({ length: rows }, (_, i) => `${cell}${i}`)].join('\n');

  it('reads a file of exactly the most rows, and refuses one more', () => {
    expect(rowsFromCsv(csv(IMPORT_FILE_LIMITS.rows))).toHaveLength(IMPORT_FILE_LIMITS.rows);
    expect(() => rowsFromCsv(csv(IMPORT_FILE_LIMITS.rows + 5))).toThrow(
      'The file has more than 100,000 rows',
    );
    const records = Array.from({ length: IMPORT_FILE_LIMITS.rows + 1 }, () => ({ a: 1 }));
    expect(() => rowsFromJson(JSON.stringify(records))).toThrow('more than 100,000 rows');
  });

  it('names the row and column of a cell too long to import', () => {
    const long = 'y'.repeat(IMPORT_FILE_LIMITS.cellText + 1);
    expect(() => rowsFromCsv(`name,notes\nA,short\nB,${long}\n`)).toThrow(
      'Row 2, column "notes", holds 5,001 characters; a cell holds at most 5,000.',
    );
    expect(rowsFromCsv(`name\n${'y'.repeat(IMPORT_FILE_LIMITS.cellText)}\n`)).toHaveLength(1);
  });

  it('refuses more columns than an import maps', () => {
    const wide = Array.from({ length: IMPORT_FILE_LIMITS.columns + 1 }, (_, i) => `c${i}`);
    expect(() => rowsFromCsv(`${wide.join(',')}\n${wide.map(() => '1').join(',')}\n`)).toThrow(
      'more than 200 columns',
    );
  });

  it('refuses a file larger than the limit before reading it', async () => {
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: IMPORT_FILE_LIMITS.bytes + 1 });
    await expect(readRows(big)).rejects.toThrow('at most 20.0 MB can be imported at once');
  });
});
