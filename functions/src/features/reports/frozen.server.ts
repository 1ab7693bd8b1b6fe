// An approved dossier version's HTA report, kept as approved: built in the approval's transaction
// from the records it reads there (the same the dossier's snapshot freezes) and stored beside the
// dossier, one document per version (dossiers/<id>/reports/<number>). The report of an approved
// version is then what was approved, whatever the records (or the code computing the figures)
// become; only its layout follows the renderers.
//
// What is kept is the report's model (model.ts), not its sources: the model carries the figures
// as computed at approval (the budget impact's years, sensitivity and scenarios are computed when
// the model is built), so nothing of an approved report is recomputed later. It is stored as one
// JSON text, not as a map: Firestore indexes every field of a map (hundreds of entries for a
// reference list), a text is one field, and its size is simply its length.
//
// Size: Firestore keeps at most 1 MiB (1,048,576 bytes) per document. The model of a dossier
// citing 200 studies with full Vancouver references (~320 characters each) is about 75 KB
// (keptText.server.test.ts measures it), a fourteenth of that: one document per version holds it
// with room to spare, and the dossier's own document (read by its list, its page and Echo) does
// not grow with it. A model over KEPT_REPORT_MAX_BYTES (keptText.server.ts: room left for the
// document's name and other fields) — thousands of studies, or pages of evaluators' notes — is
// refused with the approval, saying why, and nothing is written: an approval whose report could
// not be kept would approve a version whose report shows something else.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { Approval, Contribution } from '../../api/feature.js';
import { z } from 'zod';

import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import { collectionsOf } from '../../contract/registry.js';
import { dossiers } from '../dossiers/public.js';
import { buildReport, type HtaReport, type ReportDossier } from './feature.js';
import { fromKeptText, keptText } from './keptText.server.js';
import { gatherSources } from './sources.server.js';

const collections = collectionsOf(dossiers);

/** What listing a dossier's kept reports reads of each (the query selects only this). */
const keptNumber = z.object({ number: z.number().int().min(1) });

type Data = Record<string, unknown>;

/** The subcollection of a dossier holding its approved versions' reports. */
const KEPT = 'reports';

const keptReports = (dossierId: string) =>
  db.collection(collections.dossiers).doc(dossierId).collection(KEPT);
const keptRef = (dossierId: string, number: number) => keptReports(dossierId).doc(String(number));

/**
 * Builds the report of the version being approved from the records the approval's transaction
 * reads, and returns its write (the approval's other writes run with it).
 */
async function keep(tx: Transaction, dossier: Data, approval: Approval): Promise<() => void> {
  const gathered = await gatherSources(tx, {
    technologyId: String(dossier.technologyId),
    dossier: { ...dossier, id: approval.id },
  });
  const approvedAt = approval.approvedAt.toDate().toISOString();
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const signOff: ReportDossier = {
    id: approval.id,
    title: String(dossier.title),
    version: approval.number,
    status: 'approved',
    recommendation: text(dossier.recommendation),
    rationale: text(dossier.rationale),
    approvedBy: approval.approvedByEmail,
    approvedAt,
    keptAtApproval: true,
    changedAfterApproval: [],
  };
  // Made at approval: the title page's date is the approval's.
  const report = buildReport({ ...gathered.sources, generatedAt: approvedAt, dossier: signOff });
  const json = keptText(report, approval.number);
  return () =>
    tx.set(keptRef(approval.id, approval.number), {
      number: approval.number,
      approvedAt: approval.approvedAt,
      approvedByEmail: approval.approvedByEmail,
      report: json,
    });
}

/** The report kept when the dossier's version was approved, or null (approved before it was kept). */
export async function keptReport(dossierId: string, number: number): Promise<HtaReport | null> {
  const snap = await keptRef(dossierId, number).get();
  const json: unknown = snap.get('report');
  return snap.exists && typeof json === 'string' ? fromKeptText(json) : null;
}

/** The versions whose report is kept, oldest first (their numbers only: not the reports). */
async function keptNumbers(
  dossierId: string,
  tx: Transaction | null,
): Promise<{ numbers: number[]; docs: DocumentSnapshot[] }> {
  const query = keptReports(dossierId).select('number');
  const snap = tx ? await tx.get(query) : await query.get();
  return {
    numbers: snap.docs.map((d) => readStored(keptNumber, d).number).sort((a, b) => a - b),
    docs: snap.docs,
  };
}

/** What the reports feature keeps on an assessment dossier (its declaration: dossiers.ts). */
export const reportsOnDossierServer: Contribution = {
  onApprove: (ctx, record, approval) => keep(ctx.tx, record, approval),
  async profile(record) {
    return { keptReports: (await keptNumbers(String(record.id), null)).numbers };
  },
  // A deleted dossier takes its kept reports with it.
  async onDelete(ctx, before) {
    const { docs } = await keptNumbers(before.id, ctx.tx);
    return () => docs.forEach((d) => ctx.tx.delete(d.ref));
  },
};
