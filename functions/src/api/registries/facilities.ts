import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

import type { Facility, FacilitySummary, facilityFields } from '../../contract/index.js';
import type { Handlers } from '../handlers.js';
import { db, fieldError, notFound, recordOf, listPage, type ListConfig } from './kit.js';
import { createRecord, deleteRecord, updateRecord, type RegistrySpec } from './records.js';

type Fields = z.output<typeof facilityFields>;

export const FACILITIES = 'facilities';

export const facilityList: ListConfig = {
  collection: FACILITIES,
  sortFields: {
    name: 'nameLower',
    type: 'type',
    communityName: 'communityName',
    onboardingProgress: 'onboardingProgress',
  },
  filterFields: {
    type: { field: 'type', op: '==' },
    communityId: { field: 'communityId', op: '==' },
    readiness: { field: 'readiness', op: '==' },
  },
  select: [
    'name',
    'type',
    'communityId',
    'communityName',
    'address',
    'readiness',
    'onboardingProgress',
  ],
};

const summary = (snap: DocumentSnapshot): FacilitySummary => ({
  id: snap.id,
  name: snap.get('name') as string,
  type: snap.get('type') as string,
  communityId: snap.get('communityId') as string,
  communityName: (snap.get('communityName') as string | null) ?? null,
  city: (snap.get('address.city') as string | null | undefined) ?? null,
  readiness: (snap.get('readiness') as string | undefined) ?? 'not assessed',
  onboardingProgress: (snap.get('onboardingProgress') as number | undefined) ?? 0,
});

const communityRef = (id: string) => db.collection('communities').doc(id);

export const facilitySpec: RegistrySpec<Fields> = {
  collection: FACILITIES,
  label: 'facility',
  nameField: 'name',
  references: [],
  async derive({ tx }, fields, before) {
    const community = await tx.get(communityRef(fields.communityId));
    if (!community.exists) throw fieldError('communityId', 'There is no such community.');
    const previousCommunity = before?.get('communityId') as string | undefined;
    const moved = previousCommunity !== fields.communityId;
    const data = before
      ? { communityName: community.get('name') as string }
      : {
          communityName: community.get('name') as string,
          odhfIndex: null,
          possibleDuplicateOf: [],
          source: 'Entered by hub staff',
          attachments: [],
        };
    return {
      data,
      // Each community counts its facilities.
      effects: () => {
        if (!moved) return;
        tx.update(community.ref, { facilityCount: FieldValue.increment(1) });
        if (previousCommunity)
          tx.update(communityRef(previousCommunity), { facilityCount: FieldValue.increment(-1) });
      },
    };
  },
  async onDelete({ tx }, before) {
    const communityId = before.get('communityId') as string;
    const community = await tx.get(communityRef(communityId));
    return () => {
      if (community.exists) tx.update(community.ref, { facilityCount: FieldValue.increment(-1) });
    };
  },
};

export const facilityHandlers: Pick<
  Handlers,
  | 'facilities.list'
  | 'facilities.get'
  | 'facilities.create'
  | 'facilities.update'
  | 'facilities.delete'
> = {
  'facilities.list': (input) => listPage(facilityList, input, summary),

  'facilities.get': async ({ id }) => {
    const snap = await db.collection(FACILITIES).doc(id).get();
    if (!snap.exists) throw notFound('facility', id);
    const community = await communityRef(snap.get('communityId') as string).get();
    return {
      facility: recordOf<Facility>(snap),
      community: community.exists
        ? {
            id: community.id,
            name: community.get('name') as string,
            type: community.get('type') as string,
          }
        : null,
    };
  },

  'facilities.create': async ({ fields }, { caller }) => ({
    facility: (await createRecord(facilitySpec, fields, caller)) as Facility,
  }),

  'facilities.update': async ({ id, version, fields }, { caller }) => ({
    facility: (await updateRecord(facilitySpec, id, version, fields, caller)) as Facility,
  }),

  'facilities.delete': async ({ id, version }, { caller }) => {
    await deleteRecord(facilitySpec, id, version, caller);
    return { deleted: true };
  },
};
