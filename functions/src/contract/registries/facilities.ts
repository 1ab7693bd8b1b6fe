import { z } from 'zod';

import {
  attachment,
  contact,
  deleteInput,
  deleteOutput,
  getInput,
  listInput,
  listOutput,
  location,
  optionalText,
  recordId,
  requiredText,
  stamps,
  updateInput,
} from '../common.js';
import { defineOperation } from '../operation.js';

/** ODHF facility types. */
export const FACILITY_TYPES = [
  'Hospitals',
  'Ambulatory health care services',
  'Nursing and residential care facilities',
] as const;

export const FACILITY_SERVICES = [
  'emergency',
  'laboratory',
  'imaging',
  'ultrasound',
  'telehealth room',
  'pharmacy',
  'primary care',
  'long-term care',
] as const;

export const READINESS = ['not assessed', 'not ready', 'partly ready', 'ready'] as const;

export const facilityFields = z
  .object({
    name: requiredText(200, 'Name'),
    type: z.enum(FACILITY_TYPES, { error: 'Choose a facility type.' }),
    subtype: optionalText(120),
    provider: optionalText(200),
    communityId: recordId,
    address: z
      .object({
        line: optionalText(300),
        city: optionalText(120),
        postalCode: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'A postal code looks like S4R 8C5.')
          .or(z.literal(''))
          .nullable()
          .optional()
          .transform((v) => (v ? v : null)),
      })
      .strict()
      .default({ line: null, city: null, postalCode: null }),
    location: location
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    services: z.array(z.enum(FACILITY_SERVICES)).max(FACILITY_SERVICES.length).default([]),
    readiness: z.enum(READINESS).default('not assessed'),
    onboardingProgress: z
      .number({ error: 'Must be a number.' })
      .int('A whole percentage.')
      .min(0, 'Between 0 and 100.')
      .max(100, 'Between 0 and 100.')
      .default(0),
    contacts: z.array(contact).max(20, 'At most 20 contacts.').default([]),
    notes: optionalText(5000),
  })
  .strict();
export type FacilityFieldsInput = z.input<typeof facilityFields>;

export const facility = z.object({
  ...facilityFields.shape,
  communityName: z.string().nullable(),
  odhfIndex: z.string().nullable(),
  possibleDuplicateOf: z.array(z.string()),
  source: z.string(),
  attachments: z.array(attachment),
  ...stamps.shape,
});
export type Facility = z.output<typeof facility>;

export const facilitySummary = z.object({
  id: recordId,
  name: z.string(),
  type: z.string(),
  communityId: z.string(),
  communityName: z.string().nullable(),
  city: z.string().nullable(),
  readiness: z.string(),
  onboardingProgress: z.number(),
});
export type FacilitySummary = z.infer<typeof facilitySummary>;

export const facilityListInput = listInput(
  ['name', 'type', 'communityName', 'onboardingProgress'],
  'name',
  {
    type: z.enum(FACILITY_TYPES).optional(),
    communityId: recordId.optional(),
    readiness: z.enum(READINESS).optional(),
  },
);

export const facilityOperations = {
  'facilities.list': defineOperation({
    access: 'signedIn',
    summary: 'Facilities, a page at a time, sorted, filtered and searched by name.',
    input: facilityListInput,
    output: listOutput(facilitySummary),
  }),
  'facilities.get': defineOperation({
    access: 'signedIn',
    summary: "A facility's profile with its community.",
    input: getInput,
    output: z.object({
      facility,
      community: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
    }),
  }),
  'facilities.create': defineOperation({
    access: 'signedIn',
    summary: 'Adds a facility in an existing community.',
    input: z.object({ fields: facilityFields }).strict(),
    output: z.object({ facility }),
  }),
  'facilities.update': defineOperation({
    access: 'signedIn',
    summary: 'Saves a facility; refused if someone else saved since `version`.',
    input: updateInput(facilityFields),
    output: z.object({ facility }),
  }),
  'facilities.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes a facility.',
    input: deleteInput,
    output: deleteOutput,
  }),
};
