import { z } from 'zod';

import {
  contact,
  location,
  nonNegative,
  optionalLine,
  optionalNumber,
  optionalText,
  recordId,
  related,
  requiredLine,
  stamps,
} from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

/** Census subdivision types in the 2021 Census for Saskatchewan. */
export const COMMUNITY_TYPES = [
  'City',
  'Town',
  'Village',
  'Resort village',
  'Rural municipality',
  'Northern village',
  'Northern hamlet',
  'Indian reserve',
  'Indian settlement',
  'Crown colony',
  'Unorganized',
] as const;

/** A census uid of `n` digits, or nothing (an empty input means "not given"). */
const optionalDigits = (n: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^(\\d{${n}})?$`), message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A name people use for the community beside the census's, with where it comes from. */
export const otherName = z
  .object({
    name: requiredLine(200, 'The other name'),
    source: requiredLine(300, "The other name's source"),
  })
  .strict();

export const communityFields = z
  .object({
    name: requiredLine(200, 'Name'),
    /** Kept by administrators (communities.ts's guard): searched beside the name. */
    otherNames: z
      .array(otherName)
      .max(10, 'At most 10 other names.')
      .refine(
        (names) => new Set(names.map((n) => n.name.toLowerCase())).size === names.length,
        'An other name is listed twice.',
      )
      .default([]),
    type: z.enum(COMMUNITY_TYPES, { error: 'Choose a community type.' }),
    csdUid: optionalDigits(7, 'A census subdivision uid has 7 digits.'),
    censusDivisionUid: optionalDigits(4, 'A census division uid has 4 digits.'),
    censusDivisionName: optionalLine(120),
    population2021: optionalNumber(
      nonNegative('Population', 1e8).int('Population must be a whole number.'),
    ),
    population2016: optionalNumber(
      nonNegative('Population', 1e8).int('Population must be a whole number.'),
    ),
    populationChangePct: optionalNumber(
      z.number().min(-100, 'At least -100%.').max(100000, 'Too large.'),
    ),
    dwellings2021: optionalNumber(
      nonNegative('Dwellings', 1e8).int('Dwellings must be a whole number.'),
    ),
    landAreaKm2: optionalNumber(nonNegative('Land area', 1e6)),
    densityPerKm2: optionalNumber(nonNegative('Density', 1e6)),
    remotenessIndex: optionalNumber(
      z.number().min(0, 'Between 0 and 1.').max(1, 'Between 0 and 1.'),
    ),
    location: location
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    connectivity: optionalText(2000),
    nearestHospital: optionalLine(200),
    nearestHospitalKm: optionalNumber(nonNegative('Distance', 5000)),
    /** Where the distance is from: a budget impact counts an entered distance only with it. */
    nearestHospitalSource: optionalText(300),
    contacts: z.array(contact).max(20, 'At most 20 contacts.').default([]),
    notes: optionalText(5000),
  })
  .strict();
export type CommunityFieldsInput = z.input<typeof communityFields>;

/** What the server keeps beside the fields (derived or from the source data). */
const communityExtras = z.object({
  typeCode: z.string().nullable(),
  dguid: z.string().nullable(),
  statcanSymbols: z.array(z.string()),
  facilityCount: z.number().int(),
  source: z.string(),
});

export const community = z.object({
  ...communityFields.shape,
  ...communityExtras.shape,
  ...stamps.shape,
});
export type Community = z.output<typeof community>;

export const communitySummary = z.object({
  id: recordId,
  name: z.string(),
  otherNames: z.array(otherName).optional(),
  type: z.string(),
  censusDivisionName: z.string().nullable(),
  population2021: z.number().nullable(),
  populationChangePct: z.number().nullable(),
  remotenessIndex: z.number().nullable(),
  facilityCount: z.number().int(),
});
export type CommunitySummary = z.infer<typeof communitySummary>;

const round = (n: number | null, digits: number) => (n === null ? null : Number(n.toFixed(digits)));

export const communities = defineRegistry({
  name: 'communities',
  label: 'community',
  recordKey: 'community',
  nameField: 'name',
  fields: communityFields,
  record: community,
  summary: communitySummary,
  list: {
    small: true,
    sorts: {
      name: 'nameLower',
      population2021: 'population2021',
      populationChangePct: 'populationChangePct',
      remotenessIndex: 'remotenessIndex',
      facilityCount: 'facilityCount',
    },
    defaultSort: 'name',
    filters: {
      type: { schema: z.enum(COMMUNITY_TYPES) },
      censusDivisionUid: { schema: z.string().regex(/^\d{4}$/) },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  searchNames: (c) =>
    Array.isArray(c.otherNames)
      ? c.otherNames.flatMap((n: unknown) =>
          n && typeof n === 'object' && 'name' in n && typeof n.name === 'string' ? [n.name] : [],
        )
      : [],
  initial: {
    typeCode: null,
    dguid: null,
    statcanSymbols: [],
    facilityCount: 0,
    source: 'Entered by hub staff',
  },
  profile: {
    needs: z.array(related),
    technologies: z.array(related),
    /** True counts of the related lists, which show at most 50 each. */
    totals: z.object({
      needs: z.number().int(),
      technologies: z.number().int(),
    }),
    /** Its newest needs assessment's ranking (the needs, in rank order). */
    latestRanking: z
      .object({
        id: z.string(),
        title: z.string(),
        date: z.string(),
        status: z.string(),
        ranked: z.array(related),
      })
      .nullable(),
  },
  page: paths.community,
  home: { title: 'Communities', path: paths.communities },
  echo: {
    heading: (n) => `Communities (${n}), from the 2021 Census and the 2021 Index of Remoteness`,
    columns: {
      page: (c) => paths.community(c.id),
      name: (c) => c.name,
      'other names': (c) => c.otherNames.map((n) => n.name).join('; ') || null,
      type: (c) => c.type,
      'census division': (c) => c.censusDivisionName?.replace(/^Division No\. /, ''),
      'population 2021': (c) => c.population2021,
      'population 2016': (c) => c.population2016,
      'change since 2016 %': (c) => c.populationChangePct,
      'private dwellings': (c) => c.dwellings2021,
      'land km2': (c) => round(c.landAreaKm2, 1),
      'people per km2': (c) => c.densityPerKm2,
      'remoteness 0-1 (1 most remote)': (c) => round(c.remotenessIndex, 3),
      facilities: (c) => c.facilityCount || null,
      'nearest hospital': (c) => c.nearestHospital,
      'km to it': (c) => c.nearestHospitalKm,
      connectivity: (c) => c.connectivity,
      notes: (c) => c.notes,
    },
  },
});
