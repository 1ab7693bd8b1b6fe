import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

import type {
  ClinicalNeed,
  ClinicalNeedSummary,
  clinicalNeedFields,
} from '../../contract/index.js';
import type { Handlers } from '../handlers.js';
import {
  db,
  fieldError,
  listPage,
  notFound,
  readMany,
  recordOf,
  toJson,
  type ListConfig,
  related,
} from './kit.js';
import { createRecord, deleteRecord, updateRecord, type RegistrySpec } from './records.js';

type Fields = z.output<typeof clinicalNeedFields>;

export const CLINICAL_NEEDS = 'clinicalNeeds';

export const clinicalNeedList: ListConfig = {
  collection: CLINICAL_NEEDS,
  sortFields: {
    title: 'nameLower',
    severity: 'severityRank',
    status: 'status',
    updatedAt: 'updatedAt',
  },
  filterFields: {
    status: { field: 'status', op: '==' },
    severity: { field: 'severity', op: '==' },
    communityId: { field: 'communityIds', op: 'array-contains' },
    technologyId: { field: 'linkedTechnologyIds', op: 'array-contains' },
  },
  select: ['title', 'clinicalArea', 'severity', 'status', 'problem', 'updatedAt'],
};

/** Severity sorts by meaning, not alphabetically. */
const SEVERITY_RANK: Record<string, number> = { low: 1, moderate: 2, high: 3, critical: 4 };

const summary = (snap: DocumentSnapshot): ClinicalNeedSummary => ({
  id: snap.id,
  title: snap.get('title') as string,
  clinicalArea: (snap.get('clinicalArea') as string | null) ?? null,
  severity: snap.get('severity') as string,
  status: snap.get('status') as string,
  problem: snap.get('problem') as string,
  updatedAt: toJson(snap.get('updatedAt')) as string,
});

export const clinicalNeedSpec: RegistrySpec<Fields> = {
  collection: CLINICAL_NEEDS,
  label: 'clinical need',
  nameField: 'title',
  references: [],
  async derive({ tx }, fields) {
    const [communities, technologies] = await Promise.all([
      readMany(tx, 'communities', fields.communityIds),
      readMany(tx, 'technologies', fields.linkedTechnologyIds),
    ]);
    if (communities.missing.length)
      throw fieldError('communityIds', `No community with id ${communities.missing.join(', ')}.`);
    if (technologies.missing.length) {
      throw fieldError(
        'linkedTechnologyIds',
        `No technology with id ${technologies.missing.join(', ')}.`,
      );
    }
    return { data: { severityRank: SEVERITY_RANK[fields.severity] ?? 0 } };
  },
};

export const clinicalNeedHandlers: Pick<
  Handlers,
  | 'clinicalNeeds.list'
  | 'clinicalNeeds.get'
  | 'clinicalNeeds.create'
  | 'clinicalNeeds.update'
  | 'clinicalNeeds.delete'
> = {
  // Visitors see published needs only, whatever they ask for.
  'clinicalNeeds.list': (input, { caller }) =>
    listPage(
      clinicalNeedList,
      caller.uid ? input : { ...input, filters: { ...input.filters, status: 'published' } },
      summary,
    ),

  'clinicalNeeds.get': async ({ id }, { caller }) => {
    const snap = await db.collection(CLINICAL_NEEDS).doc(id).get();
    if (!snap.exists || (!caller.uid && snap.get('status') !== 'published'))
      throw notFound('clinical need', id);
    const need = recordOf<ClinicalNeed>(snap, ['severityRank']);
    const [communities, technologies] = await Promise.all([
      readMany(null, 'communities', need.communityIds),
      // Visitors do not see the technology repository; they get the need alone.
      caller.uid
        ? readMany(null, 'technologies', need.linkedTechnologyIds)
        : Promise.resolve({ found: [], missing: [] }),
    ]);
    return {
      need: caller.uid ? need : { ...need, linkedTechnologyIds: [] },
      communities: communities.found.map((d) => related(d, 'name', 'type')),
      technologies: technologies.found.map((d) => related(d, 'name', 'category')),
    };
  },

  'clinicalNeeds.create': async ({ fields }, { caller }) => ({
    need: withoutRank(await createRecord(clinicalNeedSpec, fields, caller)),
  }),

  'clinicalNeeds.update': async ({ id, version, fields }, { caller }) => ({
    need: withoutRank(await updateRecord(clinicalNeedSpec, id, version, fields, caller)),
  }),

  'clinicalNeeds.delete': async ({ id, version }, { caller }) => {
    await deleteRecord(clinicalNeedSpec, id, version, caller);
    return { deleted: true };
  },
};

function withoutRank(record: Record<string, unknown>): ClinicalNeed {
  const { severityRank: _rank, ...rest } = record;
  return rest as ClinicalNeed;
}
