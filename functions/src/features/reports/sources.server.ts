// What a report is built from, read for one technology: the technology and its submitted
// evaluations, the needs it answers and their ranks, the evidence profile and budget impact
// analysis asked for (the latest of each when not named), the studies the profile cites and the
// facilities of the analysis' target communities — or, for a dossier, the profile, analysis,
// facilities, needs and needs assessment it names. Bounded reads: a technology has a few of each.
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import {
  Timestamp,
  db,
  fromStore,
  notFound,
  readMany,
  recordData,
} from '../../api/registries/kit.js';
import {
  answerNote,
  collections,
  type Answer,
  type BudgetImpact,
  type Dossier,
  type EvidenceProfile,
  type Technology,
} from '../../contract/index.js';
import type { ReportDossier, ReportRequest, ReportSources } from './feature.js';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const millis = (d: DocumentSnapshot) => {
  const at: unknown = d.get('updatedAt');
  return at instanceof Timestamp ? at.toMillis() : 0;
};

/** The named record of the technology, or its most recently updated one, or null. */
async function chosen(
  collection: string,
  label: string,
  technologyId: string,
  id: string | undefined,
): Promise<DocumentSnapshot | null> {
  if (id) {
    const snap = await db.collection(collection).doc(id).get();
    if (!snap.exists) throw notFound(label, id);
    if (snap.get('technologyId') !== technologyId)
      throw new HttpsError(
        'invalid-argument',
        `The ${label} ${id} is about another technology; choose one of this technology's.`,
      );
    return snap;
  }
  // A technology has a few: sorted here rather than through a composite index.
  const all = await db.collection(collection).where('technologyId', '==', technologyId).get();
  return all.docs.sort((a, b) => millis(b) - millis(a))[0] ?? null;
}

/**
 * The dossier's version and sign-off as the report prints them: an approved dossier's latest
 * approved version (who and when), otherwise the version being worked on and its state.
 */
function dossierOf(
  snap: DocumentSnapshot,
  sources: ReadonlyArray<{ label: string; records: readonly DocumentSnapshot[] }>,
): ReportDossier {
  const d = fromStore<Dossier>(recordData(snap));
  const approved = d.state === 'approved' ? d.approved.at(-1) : undefined;
  const approvedAt = approved ? Date.parse(approved.approvedAt) : 0;
  return approved
    ? {
        version: approved.number,
        status: 'approved',
        recommendation: approved.snapshot.recommendation,
        rationale: approved.snapshot.rationale,
        approvedBy: approved.approvedByEmail,
        approvedAt: approved.approvedAt,
        changedAfterApproval: sources
          .filter((source) => source.records.some((r) => millis(r) > approvedAt))
          .map((source) => source.label),
      }
    : {
        version: d.versionNumber,
        status: d.state,
        recommendation: d.recommendation,
        rationale: d.rationale,
        approvedBy: null,
        approvedAt: null,
        changedAfterApproval: [],
      };
}

export async function reportSources(request: ReportRequest): Promise<ReportSources> {
  const id = request.technologyId;
  const [technologySnap, dossierSnap] = await Promise.all([
    db.collection(collections.technologies).doc(id).get(),
    request.dossierId ? chosen(collections.dossiers, 'dossier', id, request.dossierId) : null,
  ]);
  if (!technologySnap.exists) throw notFound('technology', id);
  const technology = fromStore<Technology>(recordData(technologySnap));
  // The dossier's own evidence profile and analysis, unless the request names others.
  const fromDossier = (field: string) => text(dossierSnap?.get(field)) ?? undefined;

  const [profileSnap, analysisSnap, evaluations, needs] = await Promise.all([
    chosen(
      collections.evidenceProfiles,
      'evidence profile',
      id,
      request.evidenceProfileId ?? fromDossier('evidenceProfileId'),
    ),
    chosen(
      collections.budgetImpacts,
      'budget impact analysis',
      id,
      request.budgetImpactId ?? fromDossier('budgetImpactId'),
    ),
    db.collection(collections.evaluations).where('technologyId', '==', id).limit(100).get(),
    // A dossier names the needs it answers; otherwise the needs linked to the technology.
    dossierSnap
      ? readMany(null, collections.clinicalNeeds, ids(dossierSnap.get('needIds'))).then(
          (r) => r.found,
        )
      : db
          .collection(collections.clinicalNeeds)
          .where('linkedTechnologyIds', 'array-contains', id)
          .limit(20)
          .get()
          .then((r) => r.docs),
  ]);
  const profile = profileSnap ? fromStore<EvidenceProfile>(recordData(profileSnap)) : null;
  const analysis = analysisSnap ? fromStore<BudgetImpact>(recordData(analysisSnap)) : null;

  const communityIds = analysis?.communityIds ?? [];
  const [studies, facilities, rankings] = await Promise.all([
    readMany(null, collections.studies, profile?.studyIds ?? []),
    // A dossier names its target facilities; otherwise those of the analysis' communities.
    dossierSnap
      ? readMany(null, collections.facilities, ids(dossierSnap.get('facilityIds'))).then(
          (r) => r.found,
        )
      : communityIds.length
        ? db
            .collection(collections.facilities)
            .where('communityId', 'in', communityIds)
            .get()
            .then((r) => r.docs)
        : [],
    Promise.all(
      needs.map((n) =>
        db
          .collection(collections.needsAssessments)
          .where('needIds', 'array-contains', n.id)
          .limit(10)
          .get(),
      ),
    ),
  ]);

  const assessmentId = text(dossierSnap?.get('needsAssessmentId'));
  const submitted = evaluations.docs.filter((e) => e.get('status') === 'submitted');
  const notes = (answers: unknown) =>
    fromStore<Answer[]>(Array.isArray(answers) ? answers : []).map((a) => ({
      question: a.question,
      // A typed answer (yes / no, a number, a choice, text) is quoted with its note.
      evidence: answerNote(a),
    }));

  return {
    generatedAt: new Date().toISOString(),
    technology: {
      id,
      name: technology.name,
      category: technology.category,
      vendorName: technology.vendorName ?? null,
      description: technology.description ?? null,
      intendedUse: technology.intendedUse ?? null,
      lifecycleStage: technology.lifecycleStage,
      evaluationResults: technology.evaluationResults ?? null,
    },
    evaluations: submitted.map((e) => ({
      title: String(e.get('title')),
      evaluator: text(e.get('createdByEmail')),
      recommendation: text(e.get('recommendation')),
      rationale: text(e.get('rationale')),
      organisational: notes(e.get('domains.organisational')),
      socioCulturalEthicalLegal: notes(e.get('domains.socioCulturalEthicalLegal')),
    })),
    needs: needs.map((n, i) => ({
      title: String(n.get('title')),
      status: String(n.get('status')),
      // A dossier cites one needs assessment's ranks; otherwise every assessment ranking it.
      ranks: rankings[i]!.docs.filter((a) => !assessmentId || a.id === assessmentId).flatMap(
        (a) => {
          const ranked = (a.get('ranking.ranked') ?? []) as Array<{ needId: string; rank: number }>;
          const mine = ranked.find((r) => r.needId === n.id);
          return mine
            ? [{ assessment: String(a.get('title')), rank: mine.rank, of: ranked.length }]
            : [];
        },
      ),
    })),
    facilities: facilities.slice(0, 60).map((f) => ({
      name: String(f.get('name')),
      community: text(f.get('communityName')),
      readiness: text(f.get('readiness')) ?? 'not assessed',
      readinessScore:
        typeof f.get('readinessScore') === 'number' ? Number(f.get('readinessScore')) : null,
      readinessAssessedOn: text(f.get('readinessAssessedOn')),
      readinessGaps:
        typeof f.get('readinessGaps') === 'number' ? Number(f.get('readinessGaps')) : null,
    })),
    evidenceProfile: profile,
    studies: studies.found.map((s) => ({
      id: s.id,
      reference: String(s.get('reference') ?? s.id),
    })),
    budgetImpact: analysis,
    // What the dossier rests on, as the report reads it (the technology's lifecycle stage is
    // left out: an adoption citing the dossier moves it).
    dossier: dossierSnap
      ? dossierOf(dossierSnap, [
          { label: 'the evidence profile', records: profileSnap ? [profileSnap] : [] },
          { label: 'the budget impact analysis', records: analysisSnap ? [analysisSnap] : [] },
          { label: 'the evaluations', records: submitted },
          { label: 'the needs', records: needs },
          { label: 'the target facilities', records: facilities },
        ])
      : null,
  };
}
