// The decision parts' contributor: reads the report's dossier and its budget impact analysis
// through the report's reader (inside the approval's transaction when the report is kept) and
// builds the parts (decisionParts.ts). A technology's report has no dossier: only the analysis'
// economic parts.
import { db } from '../../api/registries/kit.js';
import { readRecord } from '../../api/registries/read.js';
import { collectionsOf } from '../../contract/registry.js';
import { budgetImpacts } from '../budgetImpact/public.js';
import { dossiers } from '../dossiers/public.js';
import { snapshotRead } from '../dossiers/public.server.js';
import { dossierParts, economicParts } from './decisionParts.js';
import type { PartsSubject } from './partsSubject.server.js';
import type { ReportPart } from './reportSchema.js';

const collections = collectionsOf(dossiers, budgetImpacts);

export async function decisionParts(subject: PartsSubject): Promise<ReportPart[]> {
  const analysisSnap = subject.budgetImpactId
    ? await subject.read.doc(db.collection(collections.budgetImpacts).doc(subject.budgetImpactId))
    : null;
  const analysis = analysisSnap?.exists ? readRecord(budgetImpacts, analysisSnap) : null;
  const economic = analysis ? economicParts(analysis) : [];
  if (!subject.dossierId) return economic;
  const dossierSnap = await subject.read.doc(
    db.collection(collections.dossiers).doc(subject.dossierId),
  );
  if (!dossierSnap.exists) return economic;
  const snapshot = await snapshotRead({ ...dossierSnap.data(), id: dossierSnap.id }, (refs) =>
    Promise.all(refs.map((ref) => subject.read.doc(ref))),
  );
  return [...economic, ...dossierParts(snapshot, analysis)];
}
