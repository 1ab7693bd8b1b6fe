// Imports on the server: each chunk is planned against the stored records, then written in one
// transaction, all or none — planned again inside it (so what it writes follows what it read),
// the versions the check saw compared (a record changed since refuses the chunk, naming the
// row), new communities created with their audit entries, facilities, technologies and every
// update staged through the registry's own write path (references, copied names, counters,
// audit), the writes counted against Firestore's limit, then applied together. A refused chunk
// writes nothing; a stopped import leaves whole chunks, and importing again goes on where it
// stopped (rows written show as unchanged).
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { vendors } from '../vendors/public.js';
import { fieldLabel } from './importMessages.js';
import {
  importableRegistries,
  planImport,
  type ImportMapping,
  type ImportPlanRow,
  type ImportRow,
  type ImportOutcome,
  type RecordImportable,
} from './contract.js';
import type { Handlers } from '../../api/handler.js';
import { planIndicators, writeIndicators } from './indicatorImport.server.js';
import {
  AUDIT,
  bumpDataVersion,
  db,
  recordData,
  type WriteContext,
} from '../../api/registries/kit.js';
import { createRecord, updateRecord } from '../../api/registries/records.js';
import { nameOf, newRecord } from '../../api/registries/stored.js';
import {
  assertWithinLimit,
  stagedTransaction,
  type StagedTransaction,
} from '../../api/stagedTransaction.js';
import type { Caller } from '../../auth/caller.js';
import type { ComposedRegistries } from '../../api/context.js';
import type { AnyRegistry } from '../../contract/registry.js';

const collections = collectionsOf(communities);

/** The label of a registry an imported record may point to, for messages. */
const labelOf = (name: string): string =>
  [...Object.values(importableRegistries), vendors as unknown as AnyRegistry].find(
    (r) => r.name === name,
  )?.label ?? name;

interface Chunk {
  registry: RecordImportable;
  rows: ImportRow[];
  firstRow: number;
  mapping: ImportMapping;
  seenKeys: Record<string, number>;
}

/** Reads documents: in a transaction when writing, directly when only checking. */
type Read = (refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;
const readDirect: Read = (refs) => (refs.length ? db.getAll(...refs) : Promise.resolve([]));
const readIn =
  (tx: Transaction): Read =>
  (refs) =>
    refs.length ? tx.getAll(...refs) : Promise.resolve([]);

/** Plans a chunk: the keys first (no reads), then again against the records they name. */
async function plan(chunk: Chunk, read: Read) {
  const keys = planImport(chunk.registry, chunk.rows, chunk.mapping, new Map(), chunk.firstRow)
    // A refused row's key may not be an id at all ('a/b' names no document: reading it threw).
    .filter((p) => p.outcome.action !== 'refused')
    .map((p) => p.outcome.id)
    .filter((id): id is string => id !== null);
  const snaps = await read([...new Set(keys)].map((id) => db.collection(chunk.registry).doc(id)));
  const found = snaps.filter((s) => s.exists);
  const existing = new Map(found.map((s) => [s.id, recordData(s)]));
  const planned = planImport(
    chunk.registry,
    chunk.rows,
    chunk.mapping,
    existing,
    chunk.firstRow,
    new Map(Object.entries(chunk.seenKeys)),
  );
  await refuseMissingTargets(chunk.registry, chunk.mapping, planned, read);
  return { planned, snaps: new Map(snaps.map((s) => [s.id, s])) };
}

/** Refuses rows pointing to records that do not exist (a facility's community…), before writing. */
async function refuseMissingTargets(
  name: RecordImportable,
  mapping: ImportMapping,
  planned: ImportPlanRow[],
  read: Read,
) {
  for (const ref of importableRegistries[name].references ?? []) {
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
    const snaps = await read(wanted.map((id) => db.collection(ref.to).doc(id)));
    const missing = new Set(snaps.filter((s) => !s.exists).map((s) => s.id));
    const label = labelOf(ref.to);
    for (const p of planned) {
      const gone = idsOf(p.fields).filter((id) => missing.has(id));
      if (gone.length === 0) continue;
      p.outcome.action = 'refused';
      p.outcome.reasons = [
        `${fieldLabel(ref.field, mapping)}: there is no ${label} ${gone.join(', ')}; give the id of an existing ${label} (as its page or an export shows it).`,
      ];
      p.fields = null;
    }
  }
}

/** A row to write: keyed, its fields checked. */
type Write = ImportPlanRow & { outcome: { id: string }; fields: Record<string, unknown> };

const chunkRefused = (
  { row, id }: { row: number; id: string },
  why: string,
  code: FunctionsErrorCode,
) =>
  new HttpsError(
    code,
    `Row ${row} (${id}): ${why} Nothing of this chunk was written: check the file again, then import it.`,
    { row, id },
  );

/**
 * Refuses the chunk when a row's record changed, appeared or went since the check. A row that
 * would update a record must say which version the check saw: without it, a record someone
 * created since the check would be written over as if the check had seen it.
 */
function assertAsChecked(
  label: string,
  planned: ImportPlanRow[],
  snaps: ReadonlyMap<string, DocumentSnapshot>,
  versions: Readonly<Record<string, number>>,
) {
  for (const p of planned) {
    const id = p.outcome.id;
    if (id === null || p.outcome.action === 'refused') continue;
    const snap = snaps.get(id);
    const now = snap?.exists ? Number(snap.get('version') ?? 0) : 0;
    if (!Object.hasOwn(versions, id)) {
      if (p.outcome.action !== 'update') continue;
      throw chunkRefused(
        { row: p.outcome.row, id },
        `this ${label} is stored (version ${now}) and the write does not say which version the check saw.`,
        'aborted',
      );
    }
    const seen = versions[id]!;
    if (now === seen) continue;
    const why =
      seen === 0
        ? `a ${label} with this key was created by someone else since the check (now at version ${now}).`
        : now === 0
          ? `this ${label} was deleted since the check.`
          : `this ${label} was changed by someone else since the check (version ${seen} then, ${now} now).`;
    throw chunkRefused({ row: p.outcome.row, id }, why, 'aborted');
  }
}

/** Stages a chunk's new communities: records and audit entries, and the data version once. */
function stageCommunities(
  staged: StagedTransaction,
  source: string,
  creates: Write[],
  caller: Caller,
) {
  const registry = importableRegistries.communities;
  const now = Timestamp.now();
  for (const p of creates) {
    const data = newRecord(
      registry,
      p.fields,
      { source: `Imported from ${source}` },
      { uid: caller.uid!, email: caller.email, at: now },
    );
    staged.tx.create(db.collection(collections.communities).doc(p.outcome.id), data);
    staged.tx.create(db.collection(AUDIT).doc(), {
      collection: 'communities',
      recordId: p.outcome.id,
      name: nameOf(registry, data, p.outcome.id),
      action: 'create',
      fields: Object.keys(p.fields).sort(),
      version: 1,
      importedFrom: source,
      by: caller.uid,
      byEmail: caller.email,
      at: now,
    });
  }
  bumpDataVersion(staged.tx, 'communities', now);
}

/** A row's write through the registry's path; what refuses it refuses the chunk, naming the row. */
async function stageRow(row: Write, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (e) {
    if (!(e instanceof HttpsError)) throw e;
    throw chunkRefused(row.outcome, e.message, e.code);
  }
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

/** Refuses a chunk with refused rows (unless validOnly), naming the first of them and why. */
const refusing = (outcomes: readonly ImportOutcome[]) => {
  const refused = outcomes.filter((o) => o.action === 'refused');
  // The first rows and their first reasons: the report of the check says the rest.
  const named = refused
    .slice(0, 3)
    .map(
      (o) => ` Row ${o.row}: ${o.reasons.slice(0, 3).join(' ')}${o.reasons.length > 3 ? ' …' : ''}`,
    )
    .join('');
  return new HttpsError(
    'failed-precondition',
    `${refused.length} of these rows are refused; nothing was written.${named}${refused.length > 3 ? ' …' : ''} Correct them, or choose to import the valid rows only.`,
  );
};

/** Writes a chunk of records in one transaction: every row, or none. */
async function writeRecords(
  chunk: Chunk & { validOnly: boolean; source: string; versions: Record<string, number> },
  caller: Caller,
  registries: ComposedRegistries,
) {
  const name = chunk.registry;
  const registry = importableRegistries[name];
  const server = registries.serverOf(name);
  return db.runTransaction(async (tx) => {
    const { planned, snaps } = await plan(chunk, readIn(tx));
    const outcomes = planned.map((p) => p.outcome);
    const counts = countsOf(outcomes);
    if (counts.refused && !chunk.validOnly) throw refusing(outcomes);
    assertAsChecked(registry.label, planned, snaps, chunk.versions);
    const writes = planned.filter(
      (p): p is Write =>
        (p.outcome.action === 'create' || p.outcome.action === 'update') && p.fields !== null,
    );
    const creates = writes.filter((p) => p.outcome.action === 'create');
    const staged = stagedTransaction(tx);
    const ctx: WriteContext = { tx: staged.tx, caller, now: Timestamp.now() };
    // Nothing else follows from a new community: its record and audit entry. Facilities and
    // technologies point to other records (names copied, counts kept): the registry's own path.
    if (name === 'communities') {
      if (creates.length) stageCommunities(staged, chunk.source, creates, caller);
    } else {
      for (const p of creates)
        await stageRow(p, () =>
          createRecord(registry, server, p.fields, caller, p.outcome.id, ctx),
        );
    }
    // An update may rename a record others copy the name of: the registry's own write path.
    for (const p of writes.filter((w) => w.outcome.action === 'update')) {
      const version = Number(snaps.get(p.outcome.id)?.get('version') ?? 0);
      await stageRow(p, () =>
        updateRecord(registry, server, p.outcome.id, version, p.fields, caller, ctx),
      );
    }
    assertWithinLimit(writes.length, staged.writes);
    staged.apply();
    return counts;
  });
}

export const importHandlers: Pick<Handlers, 'imports.check' | 'imports.write'> = {
  'imports.check': async ({ registry: name, ...chunk }) => {
    const planned =
      name === 'indicators'
        ? await planIndicators(chunk)
        : (await plan({ ...chunk, registry: name }, readDirect)).planned;
    return { outcomes: planned.map((p) => p.outcome) };
  },
  'imports.write': async ({ registry: name, ...chunk }, { caller, registries }) => {
    if (name === 'indicators') {
      const planned = await planIndicators(chunk);
      const outcomes = planned.map((p) => p.outcome);
      const counts = countsOf(outcomes);
      if (counts.refused && !chunk.validOnly) throw refusing(outcomes);
      await writeIndicators(planned, chunk.source, caller);
      return counts;
    }
    return writeRecords({ ...chunk, registry: name }, caller, registries);
  },
};
