import { z } from 'zod';

import {
  email,
  optionalLine,
  optionalText,
  optionalUrl,
  recordId,
  requiredLine,
  stamps,
} from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

export const vendorFields = z
  .object({
    name: requiredLine(200, 'Name'),
    website: optionalUrl,
    contactName: optionalLine(120),
    contactEmail: email
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((e) => (e ? e : null)),
    contactPhone: optionalLine(40),
    country: optionalLine(60),
    notes: optionalText(5000),
  })
  .strict();
export type VendorFieldsInput = z.input<typeof vendorFields>;

const product = z.object({ id: z.string(), name: z.string() });

/** What visitors see of a vendor: name, website, products. */
export const publicVendor = z.object({
  id: recordId,
  name: z.string(),
  website: z.string().nullable(),
  products: z.array(product),
});
export type PublicVendor = z.infer<typeof publicVendor>;

/** What staff see: everything. */
export const vendor = z.object({
  ...vendorFields.shape,
  products: z.array(product),
  ...stamps.shape,
});
export type Vendor = z.output<typeof vendor>;

/** A vendor as the caller may see it: visitors get the public part. */
export const vendorAsSeen = z.union([vendor, publicVendor]);

export const vendors = defineRegistry({
  name: 'vendors',
  label: 'vendor',
  recordKey: 'vendor',
  nameField: 'name',
  fields: vendorFields,
  record: vendorAsSeen,
  summary: vendorAsSeen,
  list: {
    small: true,
    sorts: { name: 'nameLower', country: 'country' },
    defaultSort: 'name',
    filters: { country: { schema: z.string().trim().max(60) } },
  },
  // The directory is open: visitors see name, website and products (api/registries/vendors.ts).
  access: { ...STAFF_WRITE_ADMIN_DELETE, list: 'public', get: 'public' },
  initial: { products: [] },
  page: paths.vendor,
  home: { title: 'Vendors', path: paths.vendors },
});
