// What an import reads and answers, row by row: a file's rows, the column each field is read
// from, and each row's outcome. Apart from the contract so that its messages and the indicator
// import, which the contract imports, can name these types too.
import { z } from 'zod';

/** A cell's text and a column's name, at most: the server's bound, and the browser's (contract.ts). */
export const IMPORT_CELL_TEXT = 5000;
export const IMPORT_COLUMN_NAME = 200;

const cell = z.union([z.string().max(IMPORT_CELL_TEXT), z.number(), z.boolean(), z.null()]);
export const importRow = z.record(z.string().max(IMPORT_COLUMN_NAME), cell);
export type ImportRow = z.infer<typeof importRow>;

export const importMapping = z
  .record(z.string().max(100), z.string().max(200))
  .describe('field → the column holding it');
export type ImportMapping = z.infer<typeof importMapping>;

export const importOutcome = z.object({
  /** The row's number in the file (1 = first data row). */
  row: z.number(),
  id: z.string().nullable(),
  action: z.enum(['create', 'update', 'unchanged', 'refused']),
  /** Why a row is refused, or what an update changes. */
  reasons: z.array(z.string()),
  /** The stored record's version the row was checked against (records only; none if new). */
  version: z.number().int().optional(),
});
export type ImportOutcome = z.infer<typeof importOutcome>;
