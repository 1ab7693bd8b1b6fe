// Which report a request asks for, and where it comes from:
//   - a technology's (no dossier): made now from its records — a working draft;
//   - a dossier's approved version (the current one once approved, or `version` N): the report
//     kept when it was approved (frozen.server.ts), what the decision-maker approved; for a
//     version approved before reports were kept, made now from the records, its title page
//     naming the sources edited since the approval;
//   - a dossier's version being worked on (draft, in review): made now from the records it names,
//     a working draft.
import { HttpsError } from 'firebase-functions/v2/https';

import { db, notFound } from '../../api/registries/kit.js';
import { readRecord } from '../../api/registries/read.js';
import { collectionsOf } from '../../contract/registry.js';
import { dossiers } from '../dossiers/public.js';
import { buildReport, type HtaReport, type ReportRequest } from './feature.js';
import { keptReport } from './frozen.server.js';
import { gatherSources, ofAnotherTechnology } from './sources.server.js';

const collections = collectionsOf(dossiers);

const now = () => new Date().toISOString();

export async function reportOf(request: ReportRequest): Promise<HtaReport> {
  if (!request.dossierId) {
    const { sources } = await gatherSources(null, { ...request, dossier: null });
    return buildReport({ ...sources, generatedAt: now(), dossier: null });
  }
  const id = request.dossierId;
  const snap = await db.collection(collections.dossiers).doc(id).get();
  if (!snap.exists) throw notFound('dossier', id);
  if (snap.get('technologyId') !== request.technologyId) throw ofAnotherTechnology('dossier', id);
  const dossier = readRecord(dossiers, snap);
  const number = request.version ?? dossier.versionNumber;
  const approved = dossier.approved.find((v) => v.number === number);

  if (approved) {
    if (request.evidenceProfileId || request.budgetImpactId)
      throw new HttpsError(
        'invalid-argument',
        `Version ${number} of the dossier is approved: its report is made from the evidence profile and budget impact analysis it approved. Ask for it without naming others.`,
      );
    const kept = await keptReport(id, number);
    // Reports kept before they named their dossier are told apart by it all the same.
    if (kept)
      return kept.dossier ? kept : { ...kept, dossier: { id, title: approved.snapshot.title } };
    // Approved before reports were kept: made now, its title page naming what changed since.
    const gathered = await gatherSources(null, {
      technologyId: request.technologyId,
      dossier: { ...snap.data(), id: snap.id },
    });
    return buildReport({
      ...gathered.sources,
      generatedAt: now(),
      dossier: {
        id,
        title: approved.snapshot.title,
        version: number,
        status: 'approved',
        recommendation: approved.snapshot.recommendation,
        rationale: approved.snapshot.rationale,
        approvedBy: approved.approvedByEmail,
        approvedAt: approved.approvedAt,
        keptAtApproval: false,
        changedAfterApproval: gathered.changedSince(Date.parse(approved.approvedAt)),
      },
    });
  }

  if (number !== dossier.versionNumber)
    throw new HttpsError(
      'not-found',
      `The assessment dossier ${id} has no version ${number}: its versions are 1 to ${dossier.versionNumber}.`,
    );
  // The version being worked on: a working draft, made from the records as they are now.
  const gathered = await gatherSources(null, {
    ...request,
    dossier: { ...snap.data(), id: snap.id },
  });
  return buildReport({
    ...gathered.sources,
    generatedAt: now(),
    dossier: {
      id,
      title: dossier.title,
      version: dossier.versionNumber,
      status: dossier.state,
      recommendation: dossier.recommendation,
      rationale: dossier.rationale,
      approvedBy: null,
      approvedAt: null,
      keptAtApproval: false,
      changedAfterApproval: [],
    },
  });
}
