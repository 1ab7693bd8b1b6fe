import { z } from 'zod';

import {
  attachment,
  contact,
  location,
  optionalText,
  recordId,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { MILESTONE_KEYS, ONBOARDING_STATUSES, milestoneTitle } from '../onboarding/onboarding.js';
import { onboardingRecord } from '../onboarding/contract.js';
import { allPaths } from '../../contract/appRoutes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

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
  // Kept by the server from the facility's latest readiness assessment.
  readiness: z.enum(READINESS).default('not assessed'),
  readinessScore: z.number().nullable().default(null),
  readinessAssessedOn: z.string().nullable().default(null),
  readinessGaps: z.number().nullable().default(null),
  // Kept by the server from the facility's onboarding plan.
  onboardingProgress: z.number().default(0),
  onboardingStatus: z.enum(ONBOARDING_STATUSES).default('not started'),
  onboardingNext: z.enum(MILESTONE_KEYS).nullable().default('registered'),
  onboardingId: z.string().nullable().default(null),
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
  readiness: z.string(),
  onboardingProgress: z.number(),
  onboardingStatus: z.enum(ONBOARDING_STATUSES),
  onboardingNext: z.enum(MILESTONE_KEYS).nullable(),
  censusDivisionName: z.string().nullable(),
  onboardingId: z.string().nullable(),
});
export type FacilitySummary = z.infer<typeof facilitySummary>;

/** The facility types as people read them (Echo's tables). */
const FACILITY_TYPE_NAMES: Record<string, string> = {
  Hospitals: 'hospital',
  'Ambulatory health care services': 'ambulatory care',
  'Nursing and residential care facilities': 'nursing and residential care',
};

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
      onboardingProgress: 'onboardingProgress',
    },
    defaultSort: 'name',
    // Five filters × four sorts: the secondary sorts go one way (Firestore's index budget).
    oneWay: { type: 'asc', communityName: 'asc', onboardingProgress: 'desc' },
    filters: {
      type: { schema: z.enum(FACILITY_TYPES) },
      communityId: { schema: recordId },
      readiness: { schema: z.enum(READINESS) },
      onboardingStatus: { schema: z.enum(ONBOARDING_STATUSES) },
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
    odhfIndex: null,
    possibleDuplicateOf: [],
    source: 'Entered by hub staff',
    attachments: [],
    readiness: 'not assessed',
    readinessScore: null,
    readinessAssessedOn: null,
    readinessGaps: null,
    onboardingProgress: 0,
    onboardingStatus: 'not started',
    onboardingNext: 'registered',
    onboardingId: null,
  },
  attachments: true,
  profile: {
    community: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
    /** How many readiness assessments it has (the trend shows the latest 10). */
    readinessTotal: z.number().int(),
    /** Its readiness assessments, newest first (at most 10): the trend. */
    readinessHistory: z.array(
      z.object({
        id: z.string(),
        assessedOn: z.string(),
        overall: z.number().nullable(),
        level: z.string(),
        gaps: z.number(),
      }),
    ),
    /** Its onboarding plan, if it has one. */
    onboarding: z
      .object({
        id: z.string(),
        milestones: onboardingRecord.shape.milestones,
        state: onboardingRecord.shape.state,
      })
      .nullable(),
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
      'community page': (f): string | null => allPaths().community(f.communityId),
      city: (f) => f.address.city,
      'postal code': (f) => f.address.postalCode,
      services: (f) => f.services.join(', ') || null,
      'virtual-care readiness': (f) => (f.readiness === 'not assessed' ? null : f.readiness),
      'readiness score (1–5)': (f) => f.readinessScore,
      'readiness assessed': (f) => f.readinessAssessedOn,
      'readiness gaps': (f) => f.readinessGaps,
      'readiness page': (f): string | null =>
        f.readinessAssessedOn ? allPaths().readinessOf(f.id) : null,
      'onboarding status': (f) =>
        f.onboardingStatus === 'not started' ? null : f.onboardingStatus,
      'onboarding %': (f) => f.onboardingProgress || null,
      'next onboarding milestone': (f) =>
        f.onboardingStatus === 'not started' || !f.onboardingNext
          ? null
          : milestoneTitle(f.onboardingNext),
      'census division': (f) => f.censusDivisionName,
    },
  },
});
