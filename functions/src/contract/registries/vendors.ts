import { z } from 'zod';

import {
  deleteInput,
  deleteOutput,
  email,
  getInput,
  listInput,
  listOutput,
  optionalText,
  optionalUrl,
  recordId,
  requiredText,
  stamps,
  updateInput,
} from '../common.js';
import { defineOperation } from '../operation.js';

export const vendorFields = z
  .object({
    name: requiredText(200, 'Name'),
    website: optionalUrl,
    contactName: optionalText(120),
    contactEmail: email
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((e) => (e ? e : null)),
    contactPhone: optionalText(40),
    country: optionalText(60),
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

export const vendorListInput = listInput(['name', 'country'], 'name', {
  country: z.string().trim().max(60).optional(),
});

export const vendorOperations = {
  'vendors.list': defineOperation({
    access: 'public',
    summary: 'The vendor directory: visitors get name, website and products; staff get everything.',
    input: vendorListInput,
    output: listOutput(z.union([vendor, publicVendor])),
  }),
  'vendors.get': defineOperation({
    access: 'public',
    summary: 'One vendor, as visitors or staff may see it.',
    input: getInput,
    output: z.object({ vendor: z.union([vendor, publicVendor]) }),
  }),
  'vendors.create': defineOperation({
    access: 'signedIn',
    summary: 'Adds a vendor.',
    input: z.object({ fields: vendorFields }).strict(),
    output: z.object({ vendor }),
  }),
  'vendors.update': defineOperation({
    access: 'signedIn',
    summary: 'Saves a vendor; refused if someone else saved since `version`.',
    input: updateInput(vendorFields),
    output: z.object({ vendor }),
  }),
  'vendors.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes a vendor no technology points to.',
    input: deleteInput,
    output: deleteOutput,
  }),
};
