// What a report is built from, read for one technology: the technology and its submitted
// evaluations, the needs it answers and their ranks, the evidence profile and budget impact
// analysis asked for (the latest of each when not named), the studies the profile cites and the
// facilities of the analysis' target communities — or, for a dossier, the profile, analysis,
// facilities, needs and needs assessment it names (none where it names none, as its page shows).
// Bounded reads: a technology has a few of each. Read inside a transaction when an approval keeps
// the report of what it approves (frozen.server.ts), outside one when a report is made now.
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';

import { Timestamp, db, notFound, readMany } from '../../api/registries/kit.js';
import { readJson, readRecord } from '../../api/registries/read.js';
import {
  answerNote,
  evaluationAggregate,
  evaluations,
  type Answer,
} from '../evaluations/public.js';
import { collectionsOf } from '../../contract/registry.js';
import { technologies, technology as technologyRecord } from '../technologies/public.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { budgetImpacts } from '../budgetImpact/public.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { studies } from '../studies/public.js';
import { facilities } from '../facilities/public.js';
import { needsAssessments } from '../needsAssessments/public.js';
import { dossiers } from '../dossiers/public.js';
import type { ReportSources, SignedOff } from './feature.js';
import { contributedParts } from './parts.server.js';

const collections = collectionsOf(
  technologies,
  evidenceProfiles,
  budgetImpacts,
  evaluations,
  clinicalNeeds,
  studies,
  facilities,
  needsAssessments,
  dossiers,
);

type Data = Record<string, unknown>;

// Named apart from the local snapshots of the same names below.
const readEvaluation = (snap: DocumentSnapshot) => readRecord(evaluations, snap);
const readDossier = (snap: DocumentSnapshot) => readRecord(dossiers, snap);

/** What a report reads of its technology: its own fields and the results its evaluations keep. */
const reportedTechnology = technologyRecord
  .pick({
    name: true,
    category: true,
    vendorName: true,
    description: true,
    intendedUse: true,
    lifecycleStage: true,
  })
  .extend({ evaluationResults: evaluationAggregate.nullable().default(null) });

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const millis = (d: DocumentSnapshot) => {
  const at: unknown = d.get('updatedAt');
  return at instanceof Timestamp ? at.toMillis() : 0;
};

/** Reads in the transaction when there is one: what an approval keeps is what it read. */
interface Reader {
  tx: Transaction | null;
  doc(ref: DocumentReference): Promise<DocumentSnapshot>;
  query(q: Query): Promise<QuerySnapshot>;
}
const readerOf = (tx: Transaction | null): Reader => ({
  tx,
  doc: (ref) => (tx ? tx.get(ref) : ref.get()),
  query: (q) => (tx ? tx.get(q) : q.get()),
});

/** "The dossier x is about another technology; …": a record named for the wrong technology. */
export const ofAnotherTechnology = (label: string, id: string) =>
  new HttpsError(
    'invalid-argument',
    `The ${label} ${id} is about another technology; choose one of this technology's.`,
  );

/**
 * The named record of the technology; or, when none is named, its most recently updated one (a
 * technology's report) or none (a dossier's, which names its own).
 */
async function chosen(
  read: Reader,
  collection: string,
  label: string,
  technologyId: string,
  id: string | null,
  latest: boolean,
): Promise<DocumentSnapshot | null> {
  if (id) {
    const snap = await read.doc(db.collection(collection).doc(id));
    if (!snap.exists) throw notFound(label, id);
    if (snap.get('technologyId') !== technologyId) throw ofAnotherTechnology(label, id);
    return snap;
  }
  if (!latest) return null;
  // A technology has a few: sorted here rather than through a composite index.
  const all = await read.query(db.collection(collection).where('technologyId', '==', technologyId));
  return all.docs.sort((a, b) => millis(b) - millis(a))[0] ?? null;
}

/** What a report is asked to be made of. */
export interface Asked {
  technologyId: string;
  /** Named in the request: they stand in for the dossier's own (a working draft only). */
  evidenceProfileId?: string | undefined;
  budgetImpactId?: string | undefined;
  /** The dossier's stored data (what it names), or null for a technology's report. */
  dossier: Data | null;
}

/** The report's sources but its dossier part and time, and which of them changed since a moment. */
export interface Gathered {
  sources: Omit<ReportSources, 'dossier' | 'generatedAt'>;
  /** The sources (“the budget impact analysis”…) with a record updated after `at` (ms). */
  changedSince(at: number): string[];
}

export async function gatherSources(tx: Transaction | null, asked: Asked): Promise<Gathered> {
  const read = readerOf(tx);
  const id = asked.technologyId;
  const dossier = asked.dossier;
  const technologySnap = await read.doc(db.collection(collections.technologies).doc(id));
  if (!technologySnap.exists) throw notFound('technology', id);
  const technology = readJson(reportedTechnology, technologySnap);

  const [profileSnap, analysisSnap, evaluations, needs] = await Promise.all([
    chosen(
      read,
      collections.evidenceProfiles,
      'evidence profile',
      id,
      asked.evidenceProfileId ?? text(dossier?.evidenceProfileId),
      !dossier,
    ),
    chosen(
      read,
      collections.budgetImpacts,
      'budget impact analysis',
      id,
      asked.budgetImpactId ?? text(dossier?.budgetImpactId),
      !dossier,
    ),
    read.query(db.collection(collections.evaluations).where('technologyId', '==', id).limit(100)),
    // A dossier names the needs it answers; otherwise the needs linked to the technology.
    dossier
      ? readMany(tx, collections.clinicalNeeds, ids(dossier.needIds)).then((r) => r.found)
      : read
          .query(
            db
              .collection(collections.clinicalNeeds)
              .where('linkedTechnologyIds', 'array-contains', id)
              .limit(20),
          )
          .then((r) => r.docs),
  ]);
  // A technology's report cites the recommendation its dossiers signed off.
  const signedOff = dossier ? [] : signedOffOf(await read.query(dossiersOf(id)));
  const profile = profileSnap ? readRecord(evidenceProfiles, profileSnap) : null;
  // Read through its schema: an analysis saved before the payers and re-travel reads with their
  // defaults.
  const analysis = analysisSnap ? readRecord(budgetImpacts, analysisSnap) : null;

  // What other features add to the report for the profile, analysis and dossier it is made of.
  const parts = await contributedParts({
    read,
    technologyId: id,
    evidenceProfileId: profileSnap?.id ?? null,
    budgetImpactId: analysisSnap?.id ?? null,
    dossierId: text(dossier?.id),
  });

  const communityIds = analysis?.communityIds ?? [];
  const assessmentId = text(dossier?.needsAssessmentId);
  const [studies, facilities, assessments] = await Promise.all([
    readMany(tx, collections.studies, profile?.studyIds ?? []),
    // A dossier names its target facilities; otherwise those of the analysis' communities.
    dossier
      ? readMany(tx, collections.facilities, ids(dossier.facilityIds)).then((r) => r.found)
      : communityIds.length
        ? read
            .query(db.collection(collections.facilities).where('communityId', 'in', communityIds))
            .then((r) => r.docs)
        : [],
    // A dossier cites one needs assessment's ranks; otherwise every assessment ranking a need.
    dossier
      ? readMany(tx, collections.needsAssessments, assessmentId ? [assessmentId] : []).then((r) =>
          needs.map(() => r.found),
        )
      : Promise.all(
          needs.map((n) =>
            read
              .query(
                db
                  .collection(collections.needsAssessments)
                  .where('needIds', 'array-contains', n.id)
                  .limit(10),
              )
              .then((r) => r.docs),
          ),
        ),
  ]);

  const submitted = evaluations.docs.filter((e) => e.get('status') === 'submitted');
  const notes = (answers: readonly Answer[]) =>
    answers.map((a) => ({
      question: a.question,
      // A typed answer (yes / no, a number, a choice, text) is quoted with its note.
      evidence: answerNote(a),
    }));
  // What the report rests on, as the title page names it when it changed after an approval (the
  // technology's lifecycle stage is left out: an adoption citing the dossier moves it).
  const groups = [
    { label: 'the evidence profile', records: profileSnap ? [profileSnap] : [] },
    { label: 'the budget impact analysis', records: analysisSnap ? [analysisSnap] : [] },
    { label: 'the evaluations', records: submitted },
    { label: 'the needs', records: needs },
    { label: 'the target facilities', records: facilities },
  ];

  return {
    changedSince: (at) =>
      groups.filter((g) => g.records.some((r) => millis(r) > at)).map((g) => g.label),
    sources: {
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
      evaluations: submitted.map(readEvaluation).map((e) => ({
        title: e.title,
        evaluator: text(e.createdByEmail),
        recommendation: text(e.recommendation),
        rationale: text(e.rationale),
        organisational: notes(e.domains.organisational),
        socioCulturalEthicalLegal: notes(e.domains.socioCulturalEthicalLegal),
      })),
      needs: needs.map((n, i) => ({
        title: String(n.get('title')),
        status: String(n.get('status')),
        ranks: assessments[i]!.flatMap((a) => {
          const ranked = readRecord(needsAssessments, a).ranking.ranked;
          const mine = ranked.find((r) => r.needId === n.id);
          return mine
            ? [{ assessment: String(a.get('title')), rank: mine.rank, of: ranked.length }]
            : [];
        }),
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
      signedOff,
      parts,
    },
  };
}

/** A technology has a few dossiers, made by hand. */
const DOSSIERS_READ = 20;
const dossiersOf = (technologyId: string) =>
  db
    .collection(collections.dossiers)
    .where('technologyId', '==', technologyId)
    .limit(DOSSIERS_READ);

/** The latest approved version of each dossier, as its record keeps it. */
function signedOffOf(dossiers: QuerySnapshot): SignedOff[] {
  return dossiers.docs.flatMap((d) => {
    const last = readDossier(d).approved.at(-1);
    return last
      ? [
          {
            title: last.snapshot.title,
            version: last.number,
            recommendation: last.snapshot.recommendation,
            rationale: last.snapshot.rationale,
            approvedBy: last.approvedByEmail,
            approvedAt: last.approvedAt,
          },
        ]
      : [];
  });
}
