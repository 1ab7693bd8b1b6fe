// A list's rows written as a file, streamed: CSV, JSON or an XLSX workbook. Each waits for the
// reader before writing on, so no file is ever whole in memory.
import type { Writable } from 'node:stream';

import ExcelJS from 'exceljs';
import Papa from 'papaparse';

import { FORMULA_START, cellOf, type ExportFormat } from '../../contract/index.js';
import { PAGE, type Row } from './pages.js';

export interface Table {
  /** The workbook's sheet name (XLSX only; at most 31 characters). */
  sheet: string;
  fields: string[];
  /** The columns' titles, in the order of `fields`. */
  titles: string[];
  rows: AsyncIterable<Row>;
}

/** Writes with backpressure: waits for the socket to drain before going on. */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
}

async function writeCsv(out: Writable, { fields, titles, rows }: Table): Promise<void> {
  // Cells that a spreadsheet would run as a formula are escaped (CSV injection).
  const csv = (data: unknown[][]) => Papa.unparse(data, { escapeFormulae: FORMULA_START }) + '\r\n';
  await write(out, '\uFEFF' + csv([titles]));
  let batch: unknown[][] = [];
  for await (const row of rows) {
    batch.push(fields.map((f) => cellOf(row[f])));
    if (batch.length === PAGE) {
      await write(out, csv(batch));
      batch = [];
    }
  }
  if (batch.length) await write(out, csv(batch));
}

async function writeJson(out: Writable, { rows }: Table): Promise<void> {
  await write(out, '[');
  let first = true;
  for await (const row of rows) {
    await write(out, (first ? '\n' : ',\n') + JSON.stringify(row));
    first = false;
  }
  await write(out, '\n]\n');
}

async function writeXlsx(out: Writable, { sheet: name, fields, titles, rows }: Table) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(name);
  sheet.columns = fields.map((key, i) => ({
    key,
    header: titles[i],
    width: Math.min(40, Math.max(12, titles[i]!.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const row of rows)
    sheet.addRow(Object.fromEntries(fields.map((f) => [f, cellOf(row[f])]))).commit();
  sheet.commit();
  await workbook.commit();
}

export const WRITERS: Record<ExportFormat, (out: Writable, table: Table) => Promise<void>> = {
  csv: writeCsv,
  json: writeJson,
  xlsx: writeXlsx,
};
