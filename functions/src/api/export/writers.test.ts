import { PassThrough, Readable } from 'node:stream';

import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import type { ExportFormat } from '../../contract/index.js';
import type { Row } from './pages.js';
import { WRITERS } from './writers.js';

/** The file a writer makes of these rows. */
async function written(format: ExportFormat, rows: Row[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await WRITERS[format](out, {
    sheet: 'Facilities',
    fields: ['name', 'beds'],
    titles: ['Name', 'Beds'],
    rows: Readable.from(rows),
  });
  // The workbook ends its stream itself; the others leave that to the caller.
  if (!out.writableEnded) out.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('export files', () => {
  it('writes CSV with a byte-order mark, a title row, and formulas escaped', async () => {
    const csv = (await written('csv', [{ name: '=HYPERLINK("x")', beds: 12 }])).toString('utf8');
    expect(csv).toBe('\uFEFFName,Beds\r\n"\'=HYPERLINK(""x"")",12\r\n');
  });

  it('escapes a formula that goes on over several lines, whichever trigger starts it', async () => {
    const starts = ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1'];
    const rows = starts.map((start) => ({ name: `${start}\nmore\r\nlines`, beds: 1 }));
    const parsed = Papa.parse<string[]>((await written('csv', rows)).toString('utf8').slice(1));
    expect(parsed.data.slice(1, -1).map((r) => r[0])).toEqual(
      starts.map((start) => `'${start}\nmore\r\nlines`),
    );
  });

  it('leaves numbers, and text that starts otherwise, as they are', async () => {
    const csv = (
      await written('csv', [
        { name: 'Clinic =1', beds: -3 },
        { name: ' =1', beds: null },
      ])
    ).toString('utf8');
    expect(csv).toBe('\uFEFFName,Beds\r\nClinic =1,-3\r\n" =1",\r\n');
  });

  it('writes every row of CSV, past one batch', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ name: `F${i}`, beds: i }));
    const lines = (await written('csv', rows)).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(251);
    expect(lines.at(-1)).toBe('F249,249');
  });

  it('writes JSON as an array of the rows, whole', async () => {
    const rows = [{ name: 'A', beds: 1, extra: true }, { name: 'B' }];
    expect(JSON.parse((await written('json', rows)).toString('utf8'))).toEqual(rows);
    expect(JSON.parse((await written('json', [])).toString('utf8'))).toEqual([]);
  });

  it('writes an XLSX sheet with the titles and a row per record', async () => {
    const book = new ExcelJS.Workbook();
    const file = await written('xlsx', [{ name: 'Clinic', beds: 4 }]);
    await book.xlsx.load(new Uint8Array(file).buffer);
    const sheet = book.getWorksheet('Facilities');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Beds']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Clinic', 4]);
  });
});
