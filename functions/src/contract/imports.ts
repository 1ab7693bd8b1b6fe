// Data import (issue 14), of communities, facilities and technologies (indicator values: see
// indicatorImport.ts): rows of a file (JSON, CSV, XLSX, or an echoDataAlt.json
// of the previous system) mapped column → field, checked row by row against the contract's own
// schema, and reported (create / update / unchanged / refused, and why) before anything is
// written. Rows are keyed by the record id (mapped from an id column; a community's may be its
// census subdivision uid): importing the same file twice changes nothing. Large files go in chunks of IMPORT_CHUNK rows.
import { z } from 'zod';

import { RESERVED_ID, recordId, requiredText } from './common.js';
import { defineOperation } from './operation.js';
import { INDICATOR_FIELDS } from './indicatorImport.js';
import { formValues } from './registry.js';
import { communities } from './registries/communities.js';
import { facilities } from './registries/facilities.js';
import { technologies } from './registries/technologies.js';

// Each chunk is written in one transaction: its records and their audit entries (Firestore takes
// 500 writes per transaction).
export const IMPORT_CHUNK = 200;
export const IMPORTABLE = ['communities', 'facilities', 'technologies', 'indicators'] as const;
export type Importable = (typeof IMPORTABLE)[number];
/** What is imported as records of a registry (indicator values go into series). */
export type RecordImportable = Exclude<Importable, 'indicators'>;

const SCHEMAS = {
  communities: communities.fields,
  facilities: facilities.fields,
  technologies: technologies.fields,
} as const;

/** The fields of each importable registry, in the order the mapping step shows them. */
export const IMPORT_FIELDS: Record<Importable, readonly string[]> = {
  communities: Object.keys(communities.fields.shape),
  facilities: Object.keys(facilities.fields.shape),
  technologies: Object.keys(technologies.fields.shape),
  indicators: INDICATOR_FIELDS,
};

const cell = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);
export const importRow = z.record(z.string().max(200), cell);
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
});
export type ImportOutcome = z.infer<typeof importOutcome>;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A cell as the schema wants it: numeric text to a number where the field is a number. */
function coerce(field: z.ZodType | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  if (
    NUMERIC.test(text) &&
    field &&
    !field.safeParse(text).success &&
    field.safeParse(Number(text)).success
  )
    return Number(text);
  return text;
}

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
  const schema = SCHEMAS[registry] as unknown as z.ZodObject;
  const shape = schema.shape as Record<string, z.ZodType>;
  return rows.map((row, i) => {
    const number = firstRow + i;
    const mapped: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(mapping)) {
      if (field === 'id' || !(field in shape)) continue;
      if (column in row) mapped[field] = coerce(shape[field], row[column]);
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
      return refuse([`“${id}” cannot be a record id.`], id);
    const earlier = seen.get(id);
    if (earlier !== undefined) return refuse([`The same key as row ${earlier}.`], id);
    seen.set(id, number);
    const before = existing.get(id);
    // Fields the file does not map keep their values (an update never resets them).
    const candidate = before ? { ...formValues(schema, before), ...mapped } : mapped;
    const parsed = schema.safeParse(candidate);
    if (!parsed.success)
      return refuse(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`),
        id,
      );
    const fields = parsed.data;
    if (!before) return { outcome: { row: number, id, action: 'create', reasons: [] }, fields };
    const previous = schema.parse(formValues(schema, before));
    const changed = Object.keys(fields).filter(
      (k) => JSON.stringify(fields[k]) !== JSON.stringify(previous[k]),
    );
    return changed.length === 0
      ? { outcome: { row: number, id, action: 'unchanged', reasons: [] }, fields: null }
      : {
          outcome: {
            row: number,
            id,
            action: 'update',
            reasons: changed.map((k) => `changes ${k}`),
          },
          fields,
        };
  });
}

const importInput = z
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
      'Writes a chunk: its valid rows in one batch (all or none), audited; rows refused or unchanged are left. Refused rows stop the chunk unless validOnly.',
    input: importInput.extend({
      validOnly: z.boolean().default(false),
      /** Names the import in the audit (the file's name). */
      source: requiredText(200, 'The file name'),
    }),
    output: z.object({
      created: z.number(),
      updated: z.number(),
      unchanged: z.number(),
      refused: z.number(),
    }),
  }),
};
