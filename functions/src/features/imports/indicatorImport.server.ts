// Indicator values imported into the population health series: a chunk is planned against the
// subjects and series its rows name (a bounded number of reads: one per subject and breakdown),
// then written in one transaction, all or none — per indicator its series, its subject
// (breakdowns, sources, latest value, sparkline) and an audit entry — so a stopped import leaves
// whole chunks, and importing again goes on where it stopped.
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import {
  breakdownOfRow,
  MAX_INDICATOR_BREAKDOWNS,
  mergeIndicatorValues,
  planIndicatorImport,
  subjectAfterImport,
  subjectOfRow,
  type IndicatorPlanRow,
  type IndicatorValue,
} from './indicatorImport.js';
import { EPI_SERIES, EPI_SUBJECTS, seriesId, seriesSchema, subjectSchema } from '../epi/public.js';
import { readStored } from '../../api/registries/read.js';
import { type ImportMapping, type ImportRow } from './contract.js';
import type { Caller } from '../../auth/caller.js';
import { AUDIT, db } from '../../api/registries/kit.js';
import { assertWithinLimit, stagedTransaction } from '../../api/stagedTransaction.js';

export interface IndicatorChunk {
  rows: ImportRow[];
  firstRow: number;
  mapping: ImportMapping;
  seenKeys: Record<string, number>;
}

// Map.groupBy arrives with Node 21; the functions run on Node 20.
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const subjectRef = (id: string) => db.collection(EPI_SUBJECTS).doc(id);
const seriesRef = (id: string) => db.collection(EPI_SERIES).doc(id);

/** The subjects the rows name, then the series their values would go into. */
async function storedFor(chunk: IndicatorChunk) {
  const ids = [
    ...new Set(chunk.rows.map((r) => subjectOfRow(r, chunk.mapping)).filter((id) => id !== null)),
  ];
  const subjectSnaps = ids.length ? await db.getAll(...ids.map(subjectRef)) : [];
  const subjects = new Map(
    subjectSnaps.filter((s) => s.exists).map((s) => [s.id, readStored(subjectSchema, s)]),
  );
  const seriesIds = new Set<string>();
  for (const row of chunk.rows) {
    const subject = subjectOfRow(row, chunk.mapping);
    if (subject === null) continue;
    const breakdown = breakdownOfRow(row, chunk.mapping, subjects.get(subject));
    seriesIds.add(seriesId(subject, 'value', breakdown));
  }
  const seriesSnaps: DocumentSnapshot[] = seriesIds.size
    ? await db.getAll(...[...seriesIds].map(seriesRef))
    : [];
  const series = new Map(
    seriesSnaps.filter((s) => s.exists).map((s) => [s.id, readStored(seriesSchema, s)]),
  );
  return { subjects, series };
}

export async function planIndicators(chunk: IndicatorChunk): Promise<IndicatorPlanRow[]> {
  return planIndicatorImport(
    chunk.rows,
    chunk.mapping,
    await storedFor(chunk),
    chunk.firstRow,
    new Map(Object.entries(chunk.seenKeys)),
  );
}

/** Stages one indicator's new and changed values, its subject and an audit entry (reads first). */
async function writeIndicator(
  tx: Transaction,
  subjectId: string,
  values: IndicatorValue[],
  source: string,
  caller: Caller,
) {
  const subjectSnap = await tx.get(subjectRef(subjectId));
  const subject = subjectSnap.exists ? readStored(subjectSchema, subjectSnap) : null;
  const byBreakdown = groupBy(values, (v) => v.breakdown);
  const headline = subject?.breakdowns[0] ?? values[0]!.breakdown;
  const ids = [...new Set([headline, ...byBreakdown.keys()])].map((b) =>
    seriesId(subjectId, 'value', b),
  );
  const snaps = await tx.getAll(...ids.map(seriesRef));
  const stored = new Map(
    snaps.filter((s) => s.exists).map((s) => [s.id, readStored(seriesSchema, s)]),
  );
  const merged = [...byBreakdown].map(([breakdown, own]) =>
    mergeIndicatorValues(
      stored.get(seriesId(subjectId, 'value', breakdown)) ?? null,
      subjectId,
      breakdown,
      own,
    ),
  );
  const headlineSeries =
    merged.find((s) => s.breakdown === headline) ??
    stored.get(seriesId(subjectId, 'value', headline)) ??
    null;
  const after = subjectAfterImport(subject, subjectId, values, headlineSeries, source);
  // Earlier chunks may have added breakdowns the plan of this one did not see.
  if (after.breakdowns.length > MAX_INDICATOR_BREAKDOWNS)
    throw new HttpsError(
      'failed-precondition',
      `${after.name} would have more than ${MAX_INDICATOR_BREAKDOWNS} breakdowns; nothing of this chunk was written.`,
    );
  const now = Timestamp.now();
  for (const s of merged) tx.set(seriesRef(s.id), s);
  tx.set(subjectRef(subjectId), after);
  tx.create(db.collection(AUDIT).doc(), {
    collection: EPI_SUBJECTS,
    recordId: subjectId,
    name: after.name,
    action: subject ? 'update' : 'create',
    fields: ['values'],
    values: values.length,
    importedFrom: source,
    by: caller.uid,
    byEmail: caller.email,
    at: now,
  });
}

/** Writes the chunk's planned values in one transaction: every indicator's, or none. */
export async function writeIndicators(
  planned: IndicatorPlanRow[],
  source: string,
  caller: Caller,
): Promise<void> {
  const values = planned.flatMap((p) => (p.value ? [p.value] : []));
  await db.runTransaction(async (tx) => {
    // Indicators are distinct documents: each reads its own, so their writes wait for all reads.
    const staged = stagedTransaction(tx);
    for (const [subjectId, own] of groupBy(values, (v) => v.subjectId))
      await writeIndicator(staged.tx, subjectId, own, source, caller);
    assertWithinLimit(values.length, staged.writes);
    staged.apply();
  });
}
