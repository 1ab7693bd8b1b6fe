// Imports on the server: each chunk is planned against the stored records, then written — new
// communities in one transaction per chunk (records, audit entries, data version); facilities,
// technologies and every update through the registry's own write path (references, copied
// names, counters, audit), one transaction per record. A stopped import leaves every record
// whole, and importing again goes on where it stopped (rows written show as unchanged).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import {
  planImport,
  registryNamed,
  type ImportMapping,
  type ImportPlanRow,
  type ImportRow,
  type ImportOutcome,
  type RecordImportable,
} from '../contract/index.js';
import type { Handlers } from './handlers.js';
import { planIndicators, writeIndicators } from './indicatorImport.js';
import { AUDIT, bumpDataVersion, db, recordData } from './registries/kit.js';
import { createRecord, updateRecord } from './registries/records.js';
import { registryServers } from './registries/servers.js';
import { nameOf, newRecord } from './registries/stored.js';
import type { Caller } from '../auth/caller.js';

interface Chunk {
  registry: RecordImportable;
  rows: ImportRow[];
  firstRow: number;
  mapping: ImportMapping;
  seenKeys: Record<string, number>;
}

/** Plans a chunk: the keys first (no reads), then again against the records they name. */
async function plan(chunk: Chunk) {
  const keys = planImport(chunk.registry, chunk.rows, chunk.mapping, new Map(), chunk.firstRow)
    .map((p) => p.outcome.id)
    .filter((id): id is string => id !== null);
  const refs = [...new Set(keys)].map((id) => db.collection(chunk.registry).doc(id));
  const snaps: DocumentSnapshot[] = refs.length ? await db.getAll(...refs) : [];
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
  await refuseMissingTargets(chunk.registry, planned);
  return { planned, stored };
}

/** Refuses rows pointing to records that do not exist (a facility's community…), before writing. */
async function refuseMissingTargets(name: RecordImportable, planned: ImportPlanRow[]) {
  for (const ref of registryNamed(name)!.references ?? []) {
    const idsOf = (fields: Record<string, unknown> | null): string[] => {
      const value = fields?.[ref.field];
      return Array.isArray(value)
        ? value.filter((v): v is string => typeof v === 'string')
        : typeof value === 'string' && value
          ? [value]
          : [];
    };
    const wanted = [...new Set(planned.flatMap((p) => idsOf(p.fields)))];
    if (wanted.length === 0) continue;
    const snaps = await db.getAll(...wanted.map((id) => db.collection(ref.to).doc(id)));
    const missing = new Set(snaps.filter((s) => !s.exists).map((s) => s.id));
    for (const p of planned) {
      const gone = idsOf(p.fields).filter((id) => missing.has(id));
      if (gone.length === 0) continue;
      p.outcome.action = 'refused';
      p.outcome.reasons = [`${ref.field}: no ${ref.to} record ${gone.join(', ')}.`];
      p.fields = null;
    }
  }
}

/** Creates a chunk's new communities, their audit entries and the data version together. */
async function createCommunities(
  source: string,
  creates: Array<{ outcome: { id: string | null }; fields: Record<string, unknown> | null }>,
  caller: Caller,
) {
  const registry = registryNamed('communities')!;
  const uid = caller.uid!;
  await db.runTransaction(async (tx) => {
    const refs = creates.map((p) => db.collection('communities').doc(p.outcome.id!));
    const now = Timestamp.now();
    const snaps = await tx.getAll(...refs);
    const taken = snaps.find((s) => s.exists);
    if (taken)
      throw new HttpsError(
        'aborted',
        `Community ${taken.id} was created meanwhile: check the file again.`,
      );
    for (const [i, p] of creates.entries()) {
      const data = newRecord(
        registry,
        p.fields!,
        { source: `Imported from ${source}` },
        { uid, email: caller.email, at: now },
      );
      tx.create(refs[i]!, data);
      tx.create(db.collection(AUDIT).doc(), {
        collection: 'communities',
        recordId: p.outcome.id,
        name: nameOf(registry, data, p.outcome.id!),
        action: 'create',
        fields: Object.keys(p.fields!).sort(),
        version: 1,
        importedFrom: source,
        by: uid,
        byEmail: caller.email,
        at: now,
      });
    }
    bumpDataVersion(tx, 'communities', now);
  });
}

const countsOf = (outcomes: readonly ImportOutcome[]) => {
  const count = (action: ImportOutcome['action']) =>
    outcomes.filter((o) => o.action === action).length;
  return {
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    refused: count('refused'),
  };
};

const refusing = (refused: number) =>
  new HttpsError(
    'failed-precondition',
    `${refused} of these rows are refused; nothing was written. Correct them, or choose to import the valid rows only.`,
  );

export const importHandlers: Pick<Handlers, 'imports.check' | 'imports.write'> = {
  'imports.check': async ({ registry: name, ...chunk }) => {
    const planned =
      name === 'indicators'
        ? await planIndicators(chunk)
        : (await plan({ ...chunk, registry: name })).planned;
    return { outcomes: planned.map((p) => p.outcome) };
  },
  'imports.write': async ({ registry: name, ...chunk }, { caller }) => {
    if (name === 'indicators') {
      const planned = await planIndicators(chunk);
      const counts = countsOf(planned.map((p) => p.outcome));
      if (counts.refused && !chunk.validOnly) throw refusing(counts.refused);
      await writeIndicators(planned, chunk.source, caller);
      return counts;
    }
    const registry = registryNamed(name)!;
    const server = registryServers[name] ?? {};
    const { planned, stored } = await plan({ ...chunk, registry: name });
    const counts = countsOf(planned.map((p) => p.outcome));
    if (counts.refused && !chunk.validOnly) throw refusing(counts.refused);
    const creates = planned.filter((p) => p.outcome.action === 'create' && p.fields);
    const updates = planned.filter((p) => p.outcome.action === 'update' && p.fields);
    if (name === 'communities') {
      // Nothing else follows from a new community: the chunk's are created in one transaction.
      if (creates.length) await createCommunities(chunk.source, creates, caller);
    } else {
      // Facilities and technologies point to other records (names copied, counts kept): each
      // goes through the registry's own write path, one transaction per record.
      for (const p of creates)
        await createRecord(registry, server, p.fields!, caller, p.outcome.id!);
    }
    // An update may rename a record others copy the name of: the registry's own write path.
    for (const p of updates) {
      const before = stored.get(p.outcome.id!)!;
      await updateRecord(
        registry,
        server,
        p.outcome.id!,
        Number(before.version ?? 0),
        p.fields!,
        caller,
      );
    }
    return counts;
  },
};
