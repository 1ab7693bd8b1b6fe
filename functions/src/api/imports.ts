// Imports on the server: each chunk is planned against the stored records and written in one
// transaction (its records, their audit entries and the data version) — all of the chunk or none
// of it, so an import stopped between chunks leaves every record whole.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import {
  planImport,
  registryNamed,
  type ImportMapping,
  type ImportRow,
  type Importable,
} from '../contract/index.js';
import type { Handlers } from './handlers.js';
import { AUDIT, dataVersionDoc, db, recordData } from './registries/kit.js';
import { nameOf, newRecord, searchIndex } from './registries/stored.js';

interface Chunk {
  registry: Importable;
  rows: ImportRow[];
  firstRow: number;
  mapping: ImportMapping;
  seenKeys: Record<string, number>;
}

/** Plans a chunk: the keys first (no reads), then again against the records they name. */
async function plan(chunk: Chunk, tx: Transaction | null) {
  const keys = planImport(chunk.registry, chunk.rows, chunk.mapping, new Map(), chunk.firstRow)
    .map((p) => p.outcome.id)
    .filter((id): id is string => id !== null);
  const refs = [...new Set(keys)].map((id) => db.collection(chunk.registry).doc(id));
  const snaps: DocumentSnapshot[] = refs.length
    ? tx
      ? await tx.getAll(...refs)
      : await db.getAll(...refs)
    : [];
  const found = snaps.filter((s) => s.exists);
  const existing = new Map(found.map((s) => [s.id, recordData(s)]));
  // As stored (Timestamps kept), for the writes.
  const stored = new Map(found.map((s) => [s.id, s.data()!]));
  const planned = planImport(
    chunk.registry,
    chunk.rows,
    chunk.mapping,
    existing,
    chunk.firstRow,
    new Map(Object.entries(chunk.seenKeys)),
  );
  return { planned, stored };
}

export const importHandlers: Pick<Handlers, 'imports.check' | 'imports.write'> = {
  'imports.check': async (chunk) => {
    const { planned } = await plan(chunk, null);
    return { outcomes: planned.map((p) => p.outcome) };
  },
  'imports.write': async (chunk, { caller }) => {
    const registry = registryNamed(chunk.registry)!;
    const uid = caller.uid!;
    return db.runTransaction(async (tx) => {
      const { planned, stored } = await plan(chunk, tx);
      const refused = planned.filter((p) => p.outcome.action === 'refused');
      if (refused.length && !chunk.validOnly)
        throw new HttpsError(
          'failed-precondition',
          `${refused.length} of these rows are refused; nothing was written. Correct them, or choose to import the valid rows only.`,
        );
      const now = Timestamp.now();
      const counts = { created: 0, updated: 0, unchanged: 0, refused: refused.length };
      for (const { outcome, fields } of planned) {
        if (outcome.action === 'unchanged') counts.unchanged += 1;
        if (!fields || !outcome.id) continue;
        const ref = db.collection(chunk.registry).doc(outcome.id);
        const before = stored.get(outcome.id);
        let version: number;
        let data: Record<string, unknown>;
        if (before) {
          version = Number(before.version ?? 0) + 1;
          data = {
            ...before,
            ...fields,
            ...searchIndex(nameOf(registry, { ...before, ...fields }, outcome.id)),
            updatedAt: now,
            updatedBy: uid,
            version,
          };
          counts.updated += 1;
        } else {
          version = 1;
          data = newRecord(
            registry,
            fields,
            { source: `Imported from ${chunk.source}` },
            { uid, email: caller.email, at: now },
          );
          counts.created += 1;
        }
        tx.set(ref, data);
        tx.create(db.collection(AUDIT).doc(), {
          collection: chunk.registry,
          recordId: outcome.id,
          name: nameOf(registry, data, outcome.id),
          action: before ? 'update' : 'create',
          fields: before
            ? outcome.reasons.map((r) => r.replace(/^changes /, ''))
            : Object.keys(fields).sort(),
          version,
          importedFrom: chunk.source,
          by: uid,
          byEmail: caller.email,
          at: now,
        });
      }
      if (counts.created + counts.updated > 0)
        tx.set(
          dataVersionDoc(),
          { version: FieldValue.increment(1), updatedAt: now },
          { merge: true },
        );
      return counts;
    });
  },
};
