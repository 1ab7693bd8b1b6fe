import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

import type { PublicVendor, Vendor, vendorFields } from '../../contract/index.js';
import type { Caller } from '../context.js';
import type { Handlers } from '../handlers.js';
import { db, listPage, notFound, recordOf, type ListConfig } from './kit.js';
import { createRecord, deleteRecord, updateRecord, type RegistrySpec } from './records.js';

type Fields = z.output<typeof vendorFields>;

export const VENDORS = 'vendors';

const PUBLIC_FIELDS = ['name', 'website', 'products'];

export const vendorList: ListConfig = {
  collection: VENDORS,
  sortFields: { name: 'nameLower', country: 'country' },
  filterFields: { country: { field: 'country', op: '==' } },
  select: [
    ...PUBLIC_FIELDS,
    'contactName',
    'contactEmail',
    'contactPhone',
    'country',
    'notes',
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
    'version',
  ],
};

/** Visitors see name, website and products; signed-in staff see the whole record. */
function asSeenBy(caller: Caller, snap: DocumentSnapshot): Vendor | PublicVendor {
  if (caller.uid) return recordOf<Vendor>(snap);
  return {
    id: snap.id,
    name: snap.get('name') as string,
    website: (snap.get('website') as string | null) ?? null,
    products: (snap.get('products') as PublicVendor['products'] | undefined) ?? [],
  };
}

export const vendorSpec: RegistrySpec<Fields> = {
  collection: VENDORS,
  label: 'vendor',
  nameField: 'name',
  references: [{ collection: 'technologies', field: 'vendorId', op: '==', nameField: 'name' }],
  async derive({ tx }, fields, before, id) {
    if (!before) return { data: { products: [] } };
    if (before.get('name') === fields.name) return { data: {} };
    // Technologies show their vendor's name: keep it in step when the vendor is renamed.
    const technologies = await tx.get(db.collection('technologies').where('vendorId', '==', id));
    return {
      data: {},
      effects: () =>
        technologies.docs.forEach((t) => tx.update(t.ref, { vendorName: fields.name })),
    };
  },
};

export const vendorHandlers: Pick<
  Handlers,
  'vendors.list' | 'vendors.get' | 'vendors.create' | 'vendors.update' | 'vendors.delete'
> = {
  'vendors.list': (input, { caller }) => {
    if (!caller.uid && (input.filters.country !== undefined || input.sort.field === 'country')) {
      throw new HttpsError('unauthenticated', 'Sign in to sort or filter vendors by country.');
    }
    return listPage(
      { ...vendorList, select: caller.uid ? vendorList.select : PUBLIC_FIELDS },
      input,
      (snap) => asSeenBy(caller, snap),
    );
  },

  'vendors.get': async ({ id }, { caller }) => {
    const snap = await db.collection(VENDORS).doc(id).get();
    if (!snap.exists) throw notFound('vendor', id);
    return { vendor: asSeenBy(caller, snap) };
  },

  'vendors.create': async ({ fields }, { caller }) => ({
    vendor: (await createRecord(vendorSpec, fields, caller)) as Vendor,
  }),

  'vendors.update': async ({ id, version, fields }, { caller }) => ({
    vendor: (await updateRecord(vendorSpec, id, version, fields, caller)) as Vendor,
  }),

  'vendors.delete': async ({ id, version }, { caller }) => {
    await deleteRecord(vendorSpec, id, version, caller);
    return { deleted: true };
  },
};
