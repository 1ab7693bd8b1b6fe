import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

import type { Technology, TechnologySummary, technologyFields } from '../../contract/index.js';
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

type Fields = z.output<typeof technologyFields>;

export const TECHNOLOGIES = 'technologies';

export const technologyList: ListConfig = {
  collection: TECHNOLOGIES,
  sortFields: {
    name: 'nameLower',
    category: 'category',
    lifecycleStage: 'lifecycleStage',
    updatedAt: 'updatedAt',
  },
  filterFields: {
    category: { field: 'category', op: '==' },
    lifecycleStage: { field: 'lifecycleStage', op: '==' },
    vendorId: { field: 'vendorId', op: '==' },
  },
  select: [
    'name',
    'category',
    'vendorId',
    'vendorName',
    'lifecycleStage',
    'clinicalAreas',
    'description',
    'updatedAt',
  ],
};

const summary = (snap: DocumentSnapshot): TechnologySummary => ({
  id: snap.id,
  name: snap.get('name') as string,
  category: snap.get('category') as string,
  vendorId: (snap.get('vendorId') as string | null) ?? null,
  vendorName: (snap.get('vendorName') as string | null) ?? null,
  lifecycleStage: snap.get('lifecycleStage') as string,
  clinicalAreas: (snap.get('clinicalAreas') as string[] | undefined) ?? [],
  description: (snap.get('description') as string | null) ?? null,
  updatedAt: toJson(snap.get('updatedAt')) as string,
});

const vendorRef = (id: string) => db.collection('vendors').doc(id);
/** A vendor's product list entry for a technology. */
const product = (id: string, name: string) => ({ id, name });

export const technologySpec: RegistrySpec<Fields> = {
  collection: TECHNOLOGIES,
  label: 'technology',
  nameField: 'name',
  references: [
    {
      collection: 'clinicalNeeds',
      field: 'linkedTechnologyIds',
      op: 'array-contains',
      nameField: 'title',
    },
  ],
  async derive({ tx }, fields, before, id) {
    const [vendor, communities] = await Promise.all([
      fields.vendorId ? tx.get(vendorRef(fields.vendorId)) : Promise.resolve(null),
      readMany(tx, 'communities', fields.communityIds),
    ]);
    if (vendor && !vendor.exists) throw fieldError('vendorId', 'There is no such vendor.');
    if (communities.missing.length) {
      throw fieldError('communityIds', `No community with id ${communities.missing.join(', ')}.`);
    }
    const oldVendor = (before?.get('vendorId') as string | null | undefined) ?? null;
    const oldName = before?.get('name') as string | undefined;
    const data = before
      ? { vendorName: (vendor?.get('name') as string | undefined) ?? null }
      : { vendorName: (vendor?.get('name') as string | undefined) ?? null, attachments: [] };
    return {
      data,
      // Vendors list their products: keep the technology on the right vendor, by its name.
      effects: () => {
        const unchanged = oldVendor === fields.vendorId && oldName === fields.name;
        if (unchanged) return;
        if (oldVendor && oldName !== undefined) {
          tx.update(vendorRef(oldVendor), {
            products: FieldValue.arrayRemove(product(id, oldName)),
          });
        }
        if (fields.vendorId) {
          tx.update(vendorRef(fields.vendorId), {
            products: FieldValue.arrayUnion(product(id, fields.name)),
          });
        }
      },
    };
  },
  async onDelete({ tx }, before) {
    const vendorId = before.get('vendorId') as string | null;
    const vendor = vendorId ? await tx.get(vendorRef(vendorId)) : null;
    return () => {
      if (vendor?.exists) {
        tx.update(vendor.ref, {
          products: FieldValue.arrayRemove(product(before.id, before.get('name') as string)),
        });
      }
    };
  },
};

export const technologyHandlers: Pick<
  Handlers,
  | 'technologies.list'
  | 'technologies.get'
  | 'technologies.create'
  | 'technologies.update'
  | 'technologies.delete'
> = {
  'technologies.list': (input) => listPage(technologyList, input, summary),

  'technologies.get': async ({ id }) => {
    const [snap, needs] = await Promise.all([
      db.collection(TECHNOLOGIES).doc(id).get(),
      db
        .collection('clinicalNeeds')
        .where('linkedTechnologyIds', 'array-contains', id)
        .select('title', 'status')
        .limit(50)
        .get(),
    ]);
    if (!snap.exists) throw notFound('technology', id);
    const technology = recordOf<Technology>(snap);
    const [vendor, communities] = await Promise.all([
      technology.vendorId ? vendorRef(technology.vendorId).get() : Promise.resolve(null),
      readMany(null, 'communities', technology.communityIds),
    ]);
    return {
      technology,
      vendor: vendor?.exists ? related(vendor, 'name', 'country') : null,
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      communities: communities.found.map((d) => related(d, 'name', 'type')),
    };
  },

  'technologies.create': async ({ fields }, { caller }) => ({
    technology: (await createRecord(technologySpec, fields, caller)) as Technology,
  }),

  'technologies.update': async ({ id, version, fields }, { caller }) => ({
    technology: (await updateRecord(technologySpec, id, version, fields, caller)) as Technology,
  }),

  'technologies.delete': async ({ id, version }, { caller }) => {
    await deleteRecord(technologySpec, id, version, caller);
    return { deleted: true };
  },
};
