import { z } from 'zod';

import {
  attachment,
  contact,
  location,
  optionalLine,
  optionalText,
  recordId,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { paths as communitiesPaths } from '../communities/routes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { defineOperation } from '../../contract/operation.js';

const linkPaths = communitiesPaths;

/** ODHF facility types. */
export const FACILITY_TYPES = [
  'Hospitals',
  'Ambulatory health care services',
  'Nursing and residential care facilities',
] as const;

/** What a facility declares it provides; a budget impact's destination provides its service. */
export const FACILITY_SERVICES = [
  'emergency',
  'laboratory',
  'imaging',
  'ultrasound',
  'CT',
  'MRI',
  'obstetrics',
  'telehealth room',
  'pharmacy',
  'primary care',
  'long-term care',
] as const;

export const facilityFields = z
  .object({
    name: requiredLine(200, 'Name'),
    type: z.enum(FACILITY_TYPES, { error: 'Choose a facility type.' }),
    subtype: optionalLine(120),
    provider: optionalLine(200),
    communityId: recordId,
    address: z
      .object({
        line: optionalLine(300),
        city: optionalLine(120),
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
    contacts: z.array(contact).max(20, 'At most 20 contacts.').default([]),
    notes: optionalText(5000),
  })
  .strict();
export type FacilityFieldsInput = z.input<typeof facilityFields>;

/**
 * What a facility provides decides where a budget impact sends a community's patients, so only
 * admins declare it (`facilities.setServices`), each declaration with where it is known from.
 */
export const facilityServicesFields = z
  .object({
    services: z
      .array(z.enum(FACILITY_SERVICES, { error: 'Choose services from the list.' }))
      .max(FACILITY_SERVICES.length, `At most ${FACILITY_SERVICES.length} services.`)
      .refine((s) => new Set(s).size === s.length, 'A service is listed twice.'),
    servicesSource: requiredText(
      500,
      'Where the services are known from (a document, a call with the site, or "assumption")',
    ),
  })
  .strict();
export type FacilityServicesFields = z.output<typeof facilityServicesFields>;

export const facilityOperations = {
  'facilities.setServices': defineOperation({
    access: 'admin',
    summary:
      'Declares the services a facility provides, with their source (admins: budget impact destinations follow them).',
    input: z.object({ id: recordId, ...facilityServicesFields.shape }).strict(),
    output: z.object({
      id: recordId,
      services: z.array(z.enum(FACILITY_SERVICES)),
      servicesSource: z.string().nullable(),
      changed: z.boolean(),
    }),
  }),
};

// Other features keep fields of their own on a facility and add to its list, page and Echo
// table, declared in their folders (`contributes` in their feature.ts): the facilities registry
// in the list of features carries them; this declaration is the facility's own part.
export const facility = z.object({
  ...facilityFields.shape,
  services: z.array(z.enum(FACILITY_SERVICES)).default([]),
  /** Where the services are known from; null when none is declared. */
  servicesSource: z.string().nullable().default(null),
  communityName: z.string().nullable(),
  odhfIndex: z.string().nullable(),
  possibleDuplicateOf: z.array(z.string()),
  source: z.string(),
  attachments: z.array(attachment),
  // Copied from its community, so facilities filter by census division.
  censusDivisionUid: z.string().nullable().default(null),
  censusDivisionName: z.string().nullable().default(null),
  ...stamps.shape,
});
export type Facility = z.output<typeof facility>;

export const facilitySummary = z.object({
  id: recordId,
  name: z.string(),
  type: z.string(),
  communityId: z.string(),
  communityName: z.string().nullable(),
  censusDivisionName: z.string().nullable(),
});
export type FacilitySummary = z.infer<typeof facilitySummary>;

/** The facility types as people read them (Echo's tables). */
const FACILITY_TYPE_NAMES: Record<string, string> = {
  Hospitals: 'hospital',
  'Ambulatory health care services': 'ambulatory care',
  'Nursing and residential care facilities': 'nursing and residential care',
};

/**
 * The facility's own declaration. The registry the product serves is this with what other
 * features keep on a facility (the list of features composes it: `registryNamed('facilities')`).
 */
export const facilities = defineRegistry({
  name: 'facilities',
  label: 'facility',
  recordKey: 'facility',
  nameField: 'name',
  fields: facilityFields,
  record: facility,
  summary: facilitySummary,
  list: {
    small: true,
    sorts: {
      name: 'nameLower',
      type: 'type',
      communityName: 'communityName',
    },
    defaultSort: 'name',
    // The secondary sorts go one way, as they did while each direction cost indexes.
    oneWay: { type: 'asc', communityName: 'asc' },
    filters: {
      type: { schema: z.enum(FACILITY_TYPES) },
      communityId: { schema: recordId },
      censusDivisionUid: {
        schema: z.string().regex(/^47\d\d$/, 'A Saskatchewan census division uid.'),
      },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    {
      field: 'communityId',
      to: 'communities',
      nameCopy: 'communityName',
      counter: 'facilityCount',
    },
  ],
  initial: {
    services: [],
    servicesSource: null,
    odhfIndex: null,
    possibleDuplicateOf: [],
    source: 'Entered by hub staff',
    attachments: [],
  },
  attachments: true,
  profile: {
    community: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
  },
  page: paths.facility,
  home: { title: 'Facilities', path: paths.facilities },
  echo: {
    heading: (n) =>
      `Healthcare facilities (${n}), from Statistics Canada's Open Database of Healthcare Facilities`,
    columns: {
      page: (f) => paths.facility(f.id),
      name: (f) => f.name,
      type: (f) => FACILITY_TYPE_NAMES[f.type] ?? f.type,
      'community page': (f): string | null => linkPaths.community(f.communityId),
      city: (f) => f.address.city,
      'postal code': (f) => f.address.postalCode,
      services: (f) => f.services.join(', ') || null,
      'census division': (f) => f.censusDivisionName,
    },
    // After what other features add, where Echo has always read it.
    last: ['census division'],
  },
});
