// Exports: any registry's list, filtered and sorted as on its list screen, as CSV, XLSX or JSON,
// streamed by the `exportData` HTTP function. Declared here so the web app and the server agree on
// the request and the columns.
export const EXPORTS_FUNCTION = 'exportData';
export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/** GET /{registry}.{format}?list=<the list input as JSON, without page size or cursor>. */
export const exportPath = (registry: string, format: ExportFormat, list: unknown = {}) =>
  `/${registry}.${format}?list=${encodeURIComponent(JSON.stringify(list))}`;

/** The header that carries how many rows will follow (for the download's progress). */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

/**
 * A cell a spreadsheet would run as a formula: text whose first character is =, +, -, @, a tab or
 * a carriage return (OWASP's CSV injection list). Only the first character counts: papaparse's own
 * pattern (`^[=+\-@\t\r].*$`) must match the whole cell on one line, so a formula followed by a
 * line break would pass unescaped.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A stored field's name as people read it: "population2021" → "Population 2021". */
export function columnTitle(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A cell as a file holds it: lists joined, objects as JSON, nothing as empty. */
export function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.join('; ');
  return JSON.stringify(value);
}
