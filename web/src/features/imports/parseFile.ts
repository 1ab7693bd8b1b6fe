// A file's rows as objects keyed by column: JSON (an array of records, or an object of them, as
// the previous system's echoDataAlt.json), CSV (papaparse) or XLSX (exceljs, loaded on demand).
import Papa from 'papaparse';

import { IMPORT_FILE_LIMITS as LIMITS, type ImportRow } from '@hta/functions/contract';

import { count as formatCount } from '../../lib/format';

type Cell = ImportRow[string];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function tooManyRows(count: number) {
  if (count > LIMITS.rows)
    throw new Error(
      `The file has more than ${formatCount(LIMITS.rows)} rows; split it into files of at most that many.`,
    );
}

/**
 * The rows, refused whole with the first row and column that break a bound: what the server
 * would refuse chunk by chunk, said before anything is sent.
 */
function bounded(rows: ImportRow[]): ImportRow[] {
  const columns = new Set<string>();
  rows.forEach((row, i) => {
    for (const [column, value] of Object.entries(row)) {
      if (column.length > LIMITS.columnName)
        throw new Error(
          `Row ${formatCount(i + 1)} has a column name longer than ${formatCount(LIMITS.columnName)} characters ("${column.slice(0, 40)}…").`,
        );
      columns.add(column);
      if (typeof value === 'string' && value.length > LIMITS.cellText)
        throw new Error(
          `Row ${formatCount(i + 1)}, column "${column}", holds ${formatCount(value.length)} characters; a cell holds at most ${formatCount(LIMITS.cellText)}.`,
        );
    }
    if (columns.size > LIMITS.columns)
      throw new Error(
        `The file has more than ${formatCount(LIMITS.columns)} columns; keep only those to import.`,
      );
  });
  return rows;
}

const cellOf = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // Nested values (an object or list in JSON) are kept as JSON text, for the report to show.
  return JSON.stringify(value);
};

const rowOf = (record: Record<string, unknown>): ImportRow =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, cellOf(v)]));

export function rowsFromJson(text: string): ImportRow[] {
  const data = JSON.parse(text) as unknown;
  const records = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? Object.entries(data as Record<string, unknown>).map(([key, value]) =>
          // An object of records: its keys become an `id` column unless they carry one.
          value && typeof value === 'object' && !Array.isArray(value)
            ? { id: key, ...(value as Record<string, unknown>) }
            : { id: key, value },
        )
      : [];
  tooManyRows(records.length);
  return bounded(
    records
      .filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object')
      .map(rowOf),
  );
}

export function rowsFromCsv(text: string): ImportRow[] {
  // One row past the limit is read, so that a longer file is refused rather than cut short.
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    preview: LIMITS.rows + 1,
  });
  if (parsed.errors.length > 0 && parsed.data.length === 0)
    throw new Error(parsed.errors[0]!.message);
  tooManyRows(parsed.data.length);
  return bounded(parsed.data.map(rowOf));
}

async function rowsFromXlsx(buffer: ArrayBuffer): Promise<ImportRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  tooManyRows(sheet.actualRowCount - 1);
  const header: string[] = [];
  sheet.getRow(1).eachCell((c, col) => (header[col] = c.text.trim()));
  const rows: ImportRow[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const record: Record<string, unknown> = {};
    row.eachCell({ includeEmpty: false }, (c, col) => {
      const name = header[col];
      if (name) record[name] = typeof c.value === 'object' && c.value !== null ? c.text : c.value;
    });
    rows.push(rowOf(record));
  });
  return bounded(rows);
}

export async function readRows(file: File): Promise<ImportRow[]> {
  if (file.size > LIMITS.bytes)
    throw new Error(
      `The file is ${megabytes(file.size)}; at most ${megabytes(LIMITS.bytes)} can be imported at once. Split it into smaller files.`,
    );
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return rowsFromXlsx(await file.arrayBuffer());
  const text = await file.text();
  if (name.endsWith('.json')) return rowsFromJson(text);
  if (name.endsWith('.csv')) return rowsFromCsv(text);
  throw new Error('Choose a .json, .csv or .xlsx file.');
}

/** The columns of the rows, in first-seen order. */
export function columnsOf(rows: readonly ImportRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, 1000)) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A first guess of the mapping: a column named like the field (any case or punctuation). */
export function guessMapping(fields: readonly string[], columns: readonly string[]) {
  const mapping: Record<string, string> = {};
  for (const field of ['id', ...fields]) {
    const column = columns.find((c) => squash(c) === squash(field));
    if (column) mapping[field] = column;
  }
  // The census subdivision uid under its usual names.
  const csd = columns.find((c) => ['csduid', 'communityid', 'csd'].includes(squash(c)));
  if (csd && !mapping.csdUid) mapping.csdUid = csd;
  return mapping;
}

/** The key a mapping is remembered under: the file's shape (its sorted columns). */
export const shapeKey = (registry: string, columns: readonly string[]) =>
  `hta.importMapping.${registry}.${[...columns].sort().join('|').slice(0, 1500)}`;
