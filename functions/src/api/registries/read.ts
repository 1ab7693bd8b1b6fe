// Typed reads of stored documents. A registry's record is read through the record schema its
// contract declares (the same one every answer is checked against); any other document
// (counters, conversations, settings, audit entries…) through a schema declared beside the code
// that reads it. A document that does not match fails loudly, naming the document and the
// field, rather than being coerced into a type it does not have.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

/** Firestore data → JSON the contract describes (Timestamps become ISO strings). */
export function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value;
}

/**
 * A stored record as JSON with its id. Fields the contract does not declare are dropped where
 * every answer is parsed against its operation's output schema (api/dispatch.ts).
 */
export function recordData(snap: DocumentSnapshot): Record<string, unknown> {
  return toJson({ ...snap.data(), id: snap.id }) as Record<string, unknown>;
}

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
 * Data already read from the store (a list's row, one field of a document) as `schema` declares
 * it; `where` names the document it came from, for the error.
 */
export function parseStored<S extends z.ZodType>(
  schema: S,
  where: string,
  data: unknown,
): z.output<S> {
  return parseAt(schema, where, data);
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
  snap: StoredSnapshot & DocumentSnapshot,
): z.output<S> {
  return parseAt(schema, snap.ref.path, recordData(snap));
}

/** A registry's stored record as its contract declares it (JSON: Timestamps as ISO strings). */
export const readRecord = <S extends z.ZodType>(
  registry: { readonly record: S },
  snap: StoredSnapshot & DocumentSnapshot,
): z.output<S> => readJson(registry.record, snap);
