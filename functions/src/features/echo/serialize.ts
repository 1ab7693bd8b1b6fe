// Part two of Echo's system instruction: the hub's data, compact. One table per registry that
// declares how Echo sees it (its `echo` in the contract), and per derived view: a heading, a
// "Columns:" line, notes, then one row per record, `|`-separated, trailing empty cells dropped.
// The first column is each record's page path, so Echo can link to it. A bar or backslash in a
// value is escaped as Markdown tables escape it (`\|`, `\\`), so a value keeps what it says
// ("ultrasound | CT") and a row keeps its columns; line breaks become spaces.
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
    .replace(/[\n\r]+/g, ' ')
    .trim()
    .replace(/[\\|]/g, (c) => `\\${c}`);
}

/** A row's cells: split at bars not escaped, escapes undone. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (c === '\\' && i + 1 < line.length) current += line.charAt(++i);
    else if (c === '|') {
      cells.push(current);
      current = '';
    } else current += c;
  }
  cells.push(current);
  return cells;
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
        .map((l) => Object.fromEntries(cellsOf(l).map((v, i) => [columns[i] ?? `${i}`, v])));
      return { heading, rows };
    })
    .filter((s) => s.heading);
}
