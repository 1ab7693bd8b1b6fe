// The import page's bookkeeping, apart from the page: the file in chunks, the mapping as columns
// are chosen, what the check found, the keys and versions each chunk's write is checked against,
// and what the import did, said.
import {
  IMPORT_CHUNK,
  type Importable,
  type ImportMapping,
  type ImportOutcome,
} from '@hta/functions/contract';

export const chunksOf = <T>(items: readonly T[], size = IMPORT_CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** The mapping with `field` read from `column` ('' for not imported). */
export const withColumn = (mapping: ImportMapping, field: string, column: string) => ({
  ...Object.fromEntries(Object.entries(mapping).filter(([k]) => k !== field)),
  ...(column ? { [field]: column } : {}),
});

/** The file's columns no field reads. */
export const unmappedColumns = (columns: readonly string[], mapping: ImportMapping) =>
  columns.filter((c) => !Object.values(mapping).includes(c));

export const ACTIONS = ['create', 'update', 'unchanged', 'refused'] as const;

/** The check's rows per action, the refused among them, and how many rows an import writes. */
export function checkSummary(report: readonly ImportOutcome[]) {
  const counts = ACTIONS.map((action) => ({
    action,
    count: report.filter((o) => o.action === action).length,
  }));
  const of = (action: (typeof ACTIONS)[number]) =>
    counts.find((c) => c.action === action)?.count ?? 0;
  return { counts, refused: of('refused'), toWrite: of('create') + of('update') };
}

/** Each keyed row the check accepted, by key → its row: later chunks refuse a duplicate key. */
export const seenKeysOf = (outcomes: readonly ImportOutcome[]): Record<string, number> =>
  Object.fromEntries(
    outcomes.flatMap((o) => (o.id && o.action !== 'refused' ? [[o.id, o.row]] : [])),
  );

/**
 * What a chunk's write is checked against: the keys of earlier rows only (a chunk's own rows are
 * checked against each other), and the versions the check saw of its records (an indicator
 * value has none: its key is not a record id).
 */
export function chunkChecks(
  report: readonly ImportOutcome[],
  registry: Importable,
  firstRow: number,
  rows: number,
) {
  const keys = seenKeysOf(report);
  const inChunk = report.filter(
    (o) => o.id && o.action !== 'refused' && o.row >= firstRow && o.row < firstRow + rows,
  );
  return {
    seenKeys: Object.fromEntries(Object.entries(keys).filter(([, row]) => row < firstRow)),
    versions:
      registry === 'indicators'
        ? {}
        : Object.fromEntries(inChunk.map((o) => [o.id!, o.version ?? 0])),
  };
}

export interface Totals {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export const emptyTotals = (): Totals => ({ created: 0, updated: 0, unchanged: 0, refused: 0 });

export function addTotals(totals: Totals, more: Totals): Totals {
  return {
    created: totals.created + more.created,
    updated: totals.updated + more.updated,
    unchanged: totals.unchanged + more.unchanged,
    refused: totals.refused + more.refused,
  };
}

/** What an import did (`done`) or had done when stopped, and how to go on. */
export function outcomeMessage(totals: Totals, done: boolean) {
  return `${done ? 'Imported' : 'Stopped'}: ${totals.created} created, ${totals.updated} updated, ${totals.unchanged} unchanged${totals.refused ? `, ${totals.refused} refused ${totals.refused === 1 ? 'row' : 'rows'} left out` : ''}.${done ? '' : ' Each chunk is written whole or not at all; check the file again and import it to go on (rows written show as unchanged).'}`;
}
