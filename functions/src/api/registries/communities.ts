import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { Community, CommunityFieldsInput, CommunitySummary } from '../../contract/index.js';
import type { communityFields } from '../../contract/index.js';
import type { Handlers } from '../handlers.js';
import { db, notFound, recordOf, listPage, type ListConfig, related } from './kit.js';
import { createRecord, deleteRecord, updateRecord, type RegistrySpec } from './records.js';
import type { z } from 'zod';

type Fields = z.output<typeof communityFields>;
export type { CommunityFieldsInput };

export const COMMUNITIES = 'communities';

export const communityList: ListConfig = {
  collection: COMMUNITIES,
  sortFields: {
    name: 'nameLower',
    population2021: 'population2021',
    populationChangePct: 'populationChangePct',
    remotenessIndex: 'remotenessIndex',
    facilityCount: 'facilityCount',
  },
  filterFields: {
    type: { field: 'type', op: '==' },
    censusDivisionUid: { field: 'censusDivisionUid', op: '==' },
  },
  select: [
    'name',
    'type',
    'censusDivisionName',
    'population2021',
    'populationChangePct',
    'remotenessIndex',
    'facilityCount',
  ],
};

const summary = (snap: DocumentSnapshot): CommunitySummary => ({
  id: snap.id,
  name: snap.get('name') as string,
  type: snap.get('type') as string,
  censusDivisionName: (snap.get('censusDivisionName') as string | null) ?? null,
  population2021: (snap.get('population2021') as number | null) ?? null,
  populationChangePct: (snap.get('populationChangePct') as number | null) ?? null,
  remotenessIndex: (snap.get('remotenessIndex') as number | null) ?? null,
  facilityCount: (snap.get('facilityCount') as number | undefined) ?? 0,
});

export const communitySpec: RegistrySpec<Fields> = {
  collection: COMMUNITIES,
  label: 'community',
  nameField: 'name',
  references: [
    { collection: 'facilities', field: 'communityId', op: '==', nameField: 'name' },
    {
      collection: 'clinicalNeeds',
      field: 'communityIds',
      op: 'array-contains',
      nameField: 'title',
    },
    { collection: 'technologies', field: 'communityIds', op: 'array-contains', nameField: 'name' },
  ],
  async derive({ tx }, fields, before, id) {
    if (!before) {
      return {
        data: {
          typeCode: null,
          dguid: null,
          statcanSymbols: [],
          facilityCount: 0,
          source: 'Entered by hub staff',
        },
      };
    }
    if (before.get('name') === fields.name) return { data: {} };
    // Facilities show their community's name: keep it in step when it is renamed.
    const facilities = await tx.get(db.collection('facilities').where('communityId', '==', id));
    return {
      data: {},
      effects: () =>
        facilities.docs.forEach((f) => tx.update(f.ref, { communityName: fields.name })),
    };
  },
};

export const communityHandlers: Pick<
  Handlers,
  | 'communities.list'
  | 'communities.get'
  | 'communities.create'
  | 'communities.update'
  | 'communities.delete'
> = {
  'communities.list': (input) => listPage(communityList, input, summary),

  'communities.get': async ({ id }) => {
    const [snap, facilities, needs, technologies] = await Promise.all([
      db.collection(COMMUNITIES).doc(id).get(),
      db
        .collection('facilities')
        .where('communityId', '==', id)
        .select('name', 'type')
        .limit(100)
        .get(),
      db
        .collection('clinicalNeeds')
        .where('communityIds', 'array-contains', id)
        .select('title', 'status')
        .limit(50)
        .get(),
      db
        .collection('technologies')
        .where('communityIds', 'array-contains', id)
        .select('name', 'category')
        .limit(50)
        .get(),
    ]);
    if (!snap.exists) throw notFound('community', id);
    return {
      community: recordOf<Community>(snap),
      facilities: facilities.docs.map((d) => related(d, 'name', 'type')),
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      technologies: technologies.docs.map((d) => related(d, 'name', 'category')),
    };
  },

  'communities.create': async ({ fields }, { caller }) => ({
    community: (await createRecord(communitySpec, fields, caller)) as Community,
  }),

  'communities.update': async ({ id, version, fields }, { caller }) => ({
    community: (await updateRecord(communitySpec, id, version, fields, caller)) as Community,
  }),

  'communities.delete': async ({ id, version }, { caller }) => {
    await deleteRecord(communitySpec, id, version, caller);
    return { deleted: true };
  },
};
