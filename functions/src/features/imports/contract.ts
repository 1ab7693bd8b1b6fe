// Data import, of communities, facilities and technologies (indicator values: see
// indicatorImport.ts): rows of a file (JSON, CSV, XLSX, or an echoDataAlt.json
// of the previous system) mapped column → field, checked row by row against the contract's own
// schema, and reported (create / update / unchanged / refused, and why) before anything is
// written. Rows are keyed by the record id (mapped from an id column; a community's may be its
// census subdivision uid): importing the same file twice changes nothing. Large files go in
// chunks of IMPORT_CHUNK rows, each written all or none.
import { z } from 'zod';

import { recordId, requiredLine, RESERVED_ID } from '../../contract/common.js';
import { quoted } from '../../contract/quoted.js';
import { CENSUS_DIVISIONS } from '../geography/public.js';
import { cellMessage, cellValue, fieldLabel } from './importMessages.js';
export { fieldLabel } from './importMessages.js';
import { defineOperation } from '../../contract/operation.js';
import { INDICATOR_FIELDS } from './indicatorImport.js';
import { formValues, type AnyRegistry } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { facilities } from '../facilities/public.js';
import { technologies } from '../technologies/public.js';

/**
 * Rows a chunk holds. Each chunk is written in one transaction (all or none), and Firestore takes
 * at most IMPORT_MAX_WRITES writes per transaction. Writes per row: a new community 2 (record,
 * audit entry) plus 1 per chunk (the data version); a new facility or technology 4 (record,
 * audit entry, data version, its community's facility count or its vendor's product list); an
 * update 3, 5 when it moves a counted or listed reference, plus one per record keeping a copy of
 * a renamed record's name (and a community's facilities when its census division changes); an
 * indicator value at most 3 (series, subject, audit entry). So 100 rows make at most 400 writes
 * when created and 500 when updated; a chunk that needs more (many renames) is refused before
 * anything is written, and the import page splits it.
 */
export const IMPORT_CHUNK = 100;

/**
 * What the browser reads of a file before any of it is sent: its size, rows and columns. Ten
 * times the province's 951 communities is under 10,000 rows; these leave room for indicator
 * files while keeping a mistaken upload (a database dump, a 1 GB sheet) from filling the tab's
 * memory. A cell's text and a column's name are bounded as the server bounds them (rows.ts).
 */
export const IMPORT_FILE_LIMITS = {
  bytes: 20 * 1024 * 1024,
  rows: 100_000,
  columns: 200,
  cellText: IMPORT_CELL_TEXT,
  columnName: IMPORT_COLUMN_NAME,
} as const;
export const IMPORT_MAX_WRITES = 500;
export const IMPORTABLE = ['communities', 'facilities', 'technologies', 'indicators'] as const;
export type Importable = (typeof IMPORTABLE)[number];
/** What is imported as records of a registry (indicator values go into series). */
export type RecordImportable = Exclude<Importable, 'indicators'>;

const REGISTRIES = { communities, facilities, technologies } as const;

/** The registries whose records are imported, in their common shape (see registries/index.ts). */
export const importableRegistries = REGISTRIES as unknown as Record<RecordImportable, AnyRegistry>;

/** The fields of each importable registry, in the order the mapping step shows them. */
export const IMPORT_FIELDS: Record<Importable, readonly string[]> = {
  communities: Object.keys(communities.fields.shape),
  facilities: Object.keys(facilities.fields.shape),
  technologies: Object.keys(technologies.fields.shape),
  indicators: INDICATOR_FIELDS,
};

import {
  IMPORT_CELL_TEXT,
  IMPORT_COLUMN_NAME,
  importMapping,
  importOutcome,
  importRow,
  type ImportMapping,
  type ImportOutcome,
  type ImportRow,
} from './rows.js';
export {
  importMapping,
  importOutcome,
  importRow,
  type ImportMapping,
  type ImportOutcome,
  type ImportRow,
};

/** The record's key: the `id` column mapped, else a community's census subdivision uid. */
function keyOf(
  registry: RecordImportable,
  fields: Record<string, unknown>,
  row: ImportRow,
  mapping: ImportMapping,
) {
  const raw: unknown = mapping.id
    ? row[mapping.id]
    : registry === 'communities'
      ? fields.csdUid
      : null;
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
}

const DIVISIONS = new Set(CENSUS_DIVISIONS.map((d) => d.uid));
const [FIRST_DIVISION, LAST_DIVISION] = [CENSUS_DIVISIONS[0]!, CENSUS_DIVISIONS.at(-1)!];

/**
 * Values a schema's form allows but that name nothing: a census division outside
 * Saskatchewan's 18. (References to records — a facility's community — are checked against the
 * stored records on the server.)
 */
function unknownValues(
  registry: RecordImportable,
  fields: Record<string, unknown>,
): Array<{ field: string; message: string }> {
  const uid = registry === 'communities' ? fields.censusDivisionUid : null;
  return typeof uid === 'string' && !DIVISIONS.has(uid)
    ? [
        {
          field: 'censusDivisionUid',
          message: `${uid} is not a Saskatchewan census division; allowed: ${FIRST_DIVISION.uid} to ${LAST_DIVISION.uid} (${FIRST_DIVISION.name} to ${LAST_DIVISION.name.replace('Division ', '')}).`,
        },
      ]
    : [];
}

export interface ImportPlanRow {
  outcome: ImportOutcome;
  /** The fields to write, for create and update. */
  fields: Record<string, unknown> | null;
}

/**
 * Plans rows: maps and checks each against the schema, compares it with the existing record
 * (`existing` by id), and refuses duplicate keys within the file (`seen` spans the chunks).
 */
export function planImport(
  registry: RecordImportable,
  rows: readonly ImportRow[],
  mapping: ImportMapping,
  existing: ReadonlyMap<string, Record<string, unknown>>,
  firstRow: number,
  seen: Map<string, number> = new Map(),
): ImportPlanRow[] {
  // The schemas differ per registry; their common shape (an object of fields) is all this uses.
  const schema = REGISTRIES[registry].fields as unknown as z.ZodObject;
  const label = REGISTRIES[registry].label;
  const shape = schema.shape as Record<string, z.ZodType>;
  return rows.map((row, i) => {
    const number = firstRow + i;
    const mapped: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(mapping)) {
      if (field === 'id' || !(field in shape)) continue;
      if (column in row) mapped[field] = cellValue(shape[field], row[column]);
    }
    const refuse = (reasons: string[], id: string | null = null): ImportPlanRow => ({
      outcome: { row: number, id, action: 'refused', reasons },
      fields: null,
    });
    const id = keyOf(registry, mapped, row, mapping);
    if (!id)
      return refuse([
        registry === 'communities'
          ? 'No key: map an id or census subdivision uid column.'
          : 'No key: map the id column (the record’s id, as an export gives it).',
      ]);
    if (!recordId.safeParse(id).success || RESERVED_ID.test(id))
      return refuse([`${quoted(id)} cannot be a record id.`], id);
    const earlier = seen.get(id);
    if (earlier !== undefined) return refuse([`The same key as row ${earlier}.`], id);
    seen.set(id, number);
    const before = existing.get(id);
    // Fields the file does not map keep their values (an update never resets them).
    const candidate = before ? { ...formValues(schema, before), ...mapped } : mapped;
    const parsed = schema.safeParse(candidate);
    // Each refused cell as the file gives it (a mapped cell), else as the record holds it.
    const cellOf = (field: string) => {
      const column = mapping[field];
      return column !== undefined && column in row ? row[column] : candidate[field];
    };
    if (!parsed.success)
      return refuse(
        parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? '');
          return cellMessage(issue, shape[field], cellOf(field), mapping, label);
        }),
        id,
      );
    const fields = parsed.data;
    const unknown = unknownValues(registry, fields).map(
      ({ field, message }) => `${fieldLabel(field, mapping)}: ${message}`,
    );
    if (unknown.length) return refuse(unknown, id);
    if (!before) return { outcome: { row: number, id, action: 'create', reasons: [] }, fields };
    const version = Number(before.version);
    const previous = schema.parse(formValues(schema, before));
    const changed = Object.keys(fields).filter(
      (k) => JSON.stringify(fields[k]) !== JSON.stringify(previous[k]),
    );
    return changed.length === 0
      ? { outcome: { row: number, id, action: 'unchanged', reasons: [], version }, fields: null }
      : {
          outcome: {
            row: number,
            id,
            action: 'update',
            reasons: changed.map((k) => `changes ${k}`),
            version,
          },
          fields,
        };
  });
}

const importChunk = z
  .object({
    registry: z.enum(IMPORTABLE),
    /** Rows of this chunk, and the number of the first in the file. */
    rows: z
      .array(importRow)
      .min(1, 'No rows.')
      .max(IMPORT_CHUNK, `At most ${IMPORT_CHUNK} rows at a time.`),
    firstRow: z.number().int().min(1),
    mapping: importMapping,
    /** Keys of earlier chunks with their row numbers (duplicates across chunks are refused). */
    seenKeys: z.record(z.string(), z.number()).default({}),
  })
  .strict();

/**
 * A column mapped to what the registry does not import (its version, who made it) was left out
 * without a word: said, as any bad input is.
 */
function mapsImportedFields(
  { registry, mapping }: { registry: Importable; mapping: ImportMapping },
  ctx: z.RefinementCtx,
) {
  const importable = new Set(['id', ...IMPORT_FIELDS[registry]]);
  for (const field of Object.keys(mapping))
    if (!importable.has(field))
      ctx.addIssue({
        code: 'custom',
        path: ['mapping', field],
        message: `“${field}” is not something an import writes to ${registry}; map columns to the fields the mapping step offers.`,
      });
}

const importInput = importChunk.superRefine(mapsImportedFields);

export const importOperations = {
  'imports.check': defineOperation({
    access: 'admin',
    summary:
      'Checks a chunk of rows against the contract and the stored records: create, update, unchanged or refused (and why). Writes nothing.',
    input: importInput,
    output: z.object({ outcomes: z.array(importOutcome) }),
  }),
  'imports.write': defineOperation({
    access: 'admin',
    summary:
      'Writes a chunk: its valid rows in one transaction (all or none), audited; rows refused or unchanged are left. Refused rows stop the chunk unless validOnly; a row whose record changed since the check (versions), that would update a record without its version, or that cannot be written refuses the whole chunk, naming the row.',
    input: importChunk
      .extend({
        validOnly: z.boolean().default(false),
        /**
         * Each key's stored version as the check saw it (0: no record then). A record changed,
         * created or deleted since refuses the chunk, naming the row: nothing is written over
         * what someone else saved after the check. A row that would update a record without
         * its version here refuses the chunk too. Records only (indicator values have none).
         */
        versions: z
          .record(recordId, z.number().int().min(0))
          .refine((v) => Object.keys(v).length <= IMPORT_CHUNK, `At most ${IMPORT_CHUNK} keys.`)
          .default({}),
        /** Names the import in the audit (the file's name). */
        source: requiredLine(200, 'The file name'),
      })
      .superRefine(mapsImportedFields),
    output: z.object({
      created: z.number(),
      updated: z.number(),
      unchanged: z.number(),
      refused: z.number(),
    }),
  }),
};
