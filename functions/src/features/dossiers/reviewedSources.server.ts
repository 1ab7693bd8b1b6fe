// The sources a dossier's review covers, read in a transaction when sending it for review and
// approving it (outside one for its page's warning), each with its mark (review.ts): every record the dossier cites, its technology's submitted
// evaluations (their results and notes are the report's MAST section) and the studies its
// evidence profile cites (the report's references). A record that changes only in what no review
// reads — a file attached to a facility, technology or evaluation bumps its version, as does a
// technology's lifecycle move — is marked by a digest of what the dossier and its report show of
// it; the others by their version, so any edit of them counts.
import { createHash } from 'node:crypto';

import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { db, toJson } from '../../api/registries/kit.js';
import { collectionsOf } from '../../contract/registry.js';
import { technologies } from '../technologies/public.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { budgetImpacts } from '../budgetImpact/public.js';
import { needsAssessments } from '../needsAssessments/public.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { facilities } from '../facilities/public.js';
import { evaluations } from '../evaluations/public.js';
import { studies } from '../studies/public.js';
import type { ReviewedSource } from './review.js';

const collections = collectionsOf(
  technologies,
  evidenceProfiles,
  budgetImpacts,
  needsAssessments,
  clinicalNeeds,
  facilities,
  evaluations,
  studies,
);

type Data = Record<string, unknown>;

/** Submitted evaluations read per technology, as the report reads them. */
const EVALUATIONS_READ = 100;

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** JSON with every map's keys sorted: the store does not keep a map's order. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

const digestOf = (snap: DocumentSnapshot, fields: readonly string[]) =>
  'shown:' +
  createHash('sha256')
    .update(
      JSON.stringify(
        canonical(
          toJson(Object.fromEntries(fields.map((f) => [f, snap.get(f) as unknown] as const))),
        ),
      ),
    )
    .digest('base64url');

interface Kind {
  /** "the evidence profile" */
  noun: string;
  nameField: string;
  /** The fields a review shows, where the version moves for what it does not (see above). */
  shown?: readonly string[];
}

const KINDS: Record<string, Kind> = {
  [collections.technologies]: {
    noun: 'the technology',
    nameField: 'name',
    shown: ['name', 'category', 'vendorName', 'description', 'intendedUse', 'evaluationResults'],
  },
  [collections.evidenceProfiles]: { noun: 'the evidence profile', nameField: 'title' },
  [collections.budgetImpacts]: { noun: 'the budget impact analysis', nameField: 'title' },
  [collections.needsAssessments]: { noun: 'the needs assessment', nameField: 'title' },
  [collections.clinicalNeeds]: { noun: 'the need', nameField: 'title' },
  [collections.facilities]: {
    noun: 'the facility',
    nameField: 'name',
    shown: [
      'name',
      'communityName',
      'readiness',
      'readinessScore',
      'readinessAssessedOn',
      'readinessGaps',
    ],
  },
  [collections.evaluations]: {
    noun: 'the evaluation',
    nameField: 'title',
    shown: ['title', 'status', 'recommendation', 'rationale', 'domains', 'createdByEmail'],
  },
  [collections.studies]: { noun: 'the study', nameField: 'title' },
};

function reviewed(snap: DocumentSnapshot): ReviewedSource {
  const collection = snap.ref.parent.id;
  const kind = KINDS[collection];
  if (!kind) throw new Error(`A dossier's review covers no ${collection}.`);
  const name = str(snap.get(kind.nameField)) ?? snap.id;
  return {
    path: snap.ref.path,
    label: `${kind.noun} “${name.length > 80 ? `${name.slice(0, 79)}…` : name}”`,
    mark: kind.shown ? digestOf(snap, kind.shown) : `version ${String(snap.get('version'))}`,
  };
}

const doc = (collection: string, id: string) => db.collection(collection).doc(id);

/** The sources the dossier rests on now, as its review covers them; deleted ones are left out. */
export async function reviewedSourcesOf(
  dossier: Data,
  tx: Transaction | null,
): Promise<ReviewedSource[]> {
  const technologyId = String(dossier.technologyId);
  const profileId = str(dossier.evidenceProfileId);
  const biaId = str(dossier.budgetImpactId);
  const assessmentId = str(dossier.needsAssessmentId);
  const refs: DocumentReference[] = [
    doc(collections.technologies, technologyId),
    ...(profileId ? [doc(collections.evidenceProfiles, profileId)] : []),
    ...(biaId ? [doc(collections.budgetImpacts, biaId)] : []),
    ...(assessmentId ? [doc(collections.needsAssessments, assessmentId)] : []),
    ...strings(dossier.facilityIds).map((id) => doc(collections.facilities, id)),
    ...strings(dossier.needIds).map((id) => doc(collections.clinicalNeeds, id)),
  ];
  const submitted = db
    .collection(collections.evaluations)
    .where('technologyId', '==', technologyId)
    .where('status', '==', 'submitted')
    .limit(EVALUATIONS_READ);
  const getAll = (all: DocumentReference[]) => (tx ? tx.getAll(...all) : db.getAll(...all));
  const [cited, evaluations] = await Promise.all([
    getAll(refs),
    tx ? tx.get(submitted) : submitted.get(),
  ]);
  const profile = cited.find((s) => s.ref.parent.id === collections.evidenceProfiles);
  const studyIds = strings(profile?.get('studyIds'));
  const studies = studyIds.length
    ? await getAll(studyIds.map((id) => doc(collections.studies, id)))
    : [];
  return [...cited, ...evaluations.docs, ...studies].filter((s) => s.exists).map(reviewed);
}
