// Typed reads of stored documents. A registry's record is read through the record schema its
// contract declares (the same one every answer is checked against); any other document
// (counters, conversations, settings, audit entries…) through a schema declared beside the code
// that reads it. A document that does not match fails loudly, naming the document and the
// field, rather than being coerced into a type it does not have.
import type { z } from 'zod';

import { recordData } from './kit.js';

/** What a read needs of a snapshot (Firestore's DocumentSnapshot and QueryDocumentSnapshot). */
export interface StoredSnapshot {
  readonly id: string;
  readonly ref: { readonly path: string };
  data(): Record<string, unknown> | undefined;
}

/** A stored document that does not have the shape its schema declares. */
export class StoredDataError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const fields = issues.map(
      (i) => `${i.path.map(String).join('.') || '(document)'}: ${i.message}`,
    );
    super(`Stored document ${path} does not match its schema: ${fields.join('; ')}`);
    this.name = 'StoredDataError';
  }
}

function parseAt<S extends z.ZodType>(schema: S, path: string, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new StoredDataError(path, parsed.error.issues);
  return parsed.data;
}

/**
 * A stored document's data as `schema` declares it (Firestore values as stored: Timestamps stay
 * Timestamps). A missing document reads as no fields, so optional fields read as absent.
 */
export function readStored<S extends z.ZodType>(schema: S, snap: StoredSnapshot): z.output<S> {
  return parseAt(schema, snap.ref.path, snap.data() ?? {});
}

/**
 * A stored document as JSON (Timestamps as ISO strings), as `schema` declares it: some fields of
 * a record, read by a projection query, through its record schema's `pick`.
 */
export function readJson<S extends z.ZodType>(
  schema: S,
  snap: StoredSnapshot & Parameters<typeof recordData>[0],
): z.output<S> {
  return parseAt(schema, snap.ref.path, recordData(snap));
}

/** A registry's stored record as its contract declares it (JSON: Timestamps as ISO strings). */
export const readRecord = <S extends z.ZodType>(
  registry: { readonly record: S },
  snap: StoredSnapshot & Parameters<typeof recordData>[0],
): z.output<S> => readJson(registry.record, snap);
