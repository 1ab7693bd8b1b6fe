// Part two of Echo's system instruction: the hub's data, compact. One table per registry that
// declares how Echo sees it (its `echo` in the contract), and per derived view: a heading, a
// "Columns:" line, notes, then one row per record, `|`-separated, trailing empty cells dropped.
// The first column is each record's page path, so Echo can link to it.
import type { EchoTable } from '../../contract/registry.js';

type Cell = string | number | null | undefined;

export interface EchoSection {
  heading: string;
  notes: string[];
  columns: string[];
  rows: Cell[][];
}

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/[|\n\r]+/g, ' ')
    .trim();
}

function row(cells: Cell[]): string {
  const out = cells.map(cell);
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('|');
}

/** A table of records as a declaration describes it. */
export function sectionOf<Rec>(table: EchoTable<Rec>, all: Rec[]): EchoSection {
  const records = table.include ? all.filter(table.include) : all;
  const columns = Object.entries(table.columns);
  return {
    heading: table.heading(records.length),
    notes: table.notes ?? [],
    columns: columns.map(([name]) => name),
    rows: records.map((record) => columns.map(([, value]) => value(record))),
  };
}

export function serializeSections(sections: EchoSection[]): string {
  return sections
    .map((s) =>
      [`# ${s.heading}`, `Columns: ${s.columns.join('|')}`, ...s.notes, ...s.rows.map(row)].join(
        '\n',
      ),
    )
    .join('\n\n');
}

/** Reads serialized sections back: tables by heading, rows as objects keyed by column. */
export function parseSections(
  text: string,
): Array<{ heading: string; rows: Array<Record<string, string>> }> {
  return text
    .split(/\n\n(?=# )/)
    .map((block) => {
      const lines = block.split('\n');
      const heading = (lines[0] ?? '').replace(/^# /, '');
      const columns = (lines.find((l) => l.startsWith('Columns: ')) ?? '')
        .slice('Columns: '.length)
        .split('|');
      const rows = lines
        .filter((l) => l.startsWith('/'))
        .map((l) => Object.fromEntries(l.split('|').map((v, i) => [columns[i] ?? `${i}`, v])));
      return { heading, rows };
    })
    .filter((s) => s.heading);
}
