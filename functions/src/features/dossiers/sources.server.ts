// Reads what a dossier gathers — its technology (with the results the evaluations' write path
// keeps on it), evidence profile, budget impact analysis, target facilities, needs assessment
// and needs — in one batch, inside a transaction (approval) or not (the page), and makes the
// snapshot of it (snapshot.ts).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';

import { db } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import { collectionsOf } from '../../contract/registry.js';
import { evaluationAggregate } from '../evaluations/public.js';
import { technologies } from '../technologies/public.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { budgetImpacts, communityEffects } from '../budgetImpact/public.js';
import { needsAssessments } from '../needsAssessments/public.js';
import { facilities } from '../facilities/public.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { communities } from '../communities/public.js';
import { readStored } from '../../api/registries/read.js';
import { decisionFieldsShape } from './decisionFields.js';
import { dossierSnapshot, type DossierSnapshot } from './snapshot.js';
import type { DossierSources } from './snapshot.js';

const collections = collectionsOf(
  technologies,
  evidenceProfiles,
  budgetImpacts,
  needsAssessments,
  facilities,
  clinicalNeeds,
  communities,
);

type Data = Record<string, unknown>;

const { communityIds: _served, ...decisionShape } = decisionFieldsShape;
/** What the author wrote of the decision, as its fields declare it. */
const decisionPart = z.object(decisionShape);

const doc = (collection: string, id: string) => db.collection(collection).doc(id);
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
/** A stored record as `schema` declares it, or null when there is none. */
const as = <S extends z.ZodType>(
  schema: S,
  snap: DocumentSnapshot | undefined,
): z.output<S> | null => (snap?.exists ? readJson(schema, snap) : null);

/** What a dossier shows of its technology: its name and the results its evaluations keep. */
const shownTechnology = technologies.record
  .pick({ name: true, category: true })
  .extend({ evaluationResults: evaluationAggregate.nullable().default(null) });

/** What a dossier shows of a target facility: its name and the readiness kept on it. */
const shownFacility = facilities.record.pick({ id: true, name: true }).extend({
  readiness: z.string().nullable().default(null),
  readinessScore: z.number().nullable().default(null),
  readinessAssessedOn: z.string().nullable().default(null),
  readinessGaps: z.number().nullable().default(null),
});

/** The dossier as it shows now. */
export const snapshotOf = (dossier: Data, tx: Transaction | null): Promise<DossierSnapshot> =>
  snapshotRead(dossier, (rs) => (tx ? tx.getAll(...rs) : db.getAll(...rs)));

/**
 * The dossier as it shows now, its records read by `getAll` (another feature's reader: the HTA
 * report reads them inside the approval's transaction, so it shows what the approval froze).
 */
export async function snapshotRead(
  dossier: Data,
  getAll: (refs: DocumentReference[]) => Promise<DocumentSnapshot[]>,
): Promise<DossierSnapshot> {
  const facilityIds = strings(dossier.facilityIds);
  const needIds = strings(dossier.needIds);
  const profileId = str(dossier.evidenceProfileId);
  const biaId = str(dossier.budgetImpactId);
  const assessmentId = str(dossier.needsAssessmentId);
  const refs: DocumentReference[] = [
    doc(collections.technologies, String(dossier.technologyId)),
    ...(profileId ? [doc(collections.evidenceProfiles, profileId)] : []),
    ...(biaId ? [doc(collections.budgetImpacts, biaId)] : []),
    ...(assessmentId ? [doc(collections.needsAssessments, assessmentId)] : []),
    ...facilityIds.map((id) => doc(collections.facilities, id)),
    ...needIds.map((id) => doc(collections.clinicalNeeds, id)),
  ];
  const read = (rs: DocumentReference[]) => (rs.length === 0 ? Promise.resolve([]) : getAll(rs));
  const snaps = await read(refs);
  const byPath = new Map(snaps.map((s) => [s.ref.path, s]));
  const budgetImpact = as(
    budgetImpacts.record,
    biaId ? byPath.get(doc(collections.budgetImpacts, biaId).path) : undefined,
  );
  // The communities it serves: its own list, then its budget impact's targets; read after the
  // analysis, whose targets name them.
  const communityIds = [
    ...new Set([
      ...strings(dossier.communityIds),
      ...(budgetImpact?.targets ?? []).map((t) => t.id),
    ]),
  ];
  const communitySnaps = await read(communityIds.map((cid) => doc(collections.communities, cid)));
  const communityOf = new Map(communitySnaps.map((c) => [c.id, c]));
  // What the author wrote of the decision, with its defaults (a dossier made before it has none).
  const id = str(dossier.id) ?? '';
  const decision = readStored(decisionPart, {
    id,
    ref: { path: `dossiers/${id}` },
    data: () => dossier,
  });
  const at = (collection: string, id: string | null) =>
    id ? byPath.get(doc(collection, id).path) : undefined;
  const technology = as(
    shownTechnology,
    at(collections.technologies, String(dossier.technologyId)),
  );
  const needTitles = Object.fromEntries(
    needIds.flatMap((id) => {
      const title: unknown = at(collections.clinicalNeeds, id)?.get('title');
      return typeof title === 'string' ? [[id, title]] : [];
    }),
  );
  return dossierSnapshot({
    dossier: {
      title: String(dossier.title),
      recommendation: (dossier.recommendation ??
        null) as DossierSources['dossier']['recommendation'],
      rationale: str(dossier.rationale),
      needIds,
      ...decision,
    },
    communities: communityIds.flatMap((cid) => {
      const c = communityOf.get(cid);
      if (!c?.exists) return [];
      const name: unknown = c.get('name');
      const type: unknown = c.get('type');
      const population: unknown = c.get('population2021');
      return [
        {
          id: cid,
          name: typeof name === 'string' ? name : cid,
          type: typeof type === 'string' ? type : null,
          population2021: typeof population === 'number' ? population : null,
        },
      ];
    }),
    technology: {
      id: String(dossier.technologyId),
      name: technology?.name ?? String(dossier.technologyName ?? dossier.technologyId),
      category: technology?.category ?? '',
      evaluationResults: technology?.evaluationResults ?? null,
    },
    evidenceProfile: as(evidenceProfiles.record, at(collections.evidenceProfiles, profileId)),
    budgetImpact: budgetImpact && {
      ...budgetImpact,
      effects: communityEffects(budgetImpact, budgetImpact.targets),
    },
    facilities: facilityIds.flatMap((id) => {
      const f = as(shownFacility, at(collections.facilities, id));
      return f ? [f] : [];
    }),
    needsAssessment: as(needsAssessments.record, at(collections.needsAssessments, assessmentId)),
    needTitles,
  });
}
