import { z } from 'zod';

import {
  contact,
  deleteInput,
  deleteOutput,
  getInput,
  listInput,
  listOutput,
  location,
  nonNegative,
  optionalNumber,
  optionalText,
  recordId,
  requiredText,
  stamps,
  updateInput,
} from '../common.js';
import { defineOperation } from '../operation.js';

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

export const communityFields = z
  .object({
    name: requiredText(200, 'Name'),
    type: z.enum(COMMUNITY_TYPES, { error: 'Choose a community type.' }),
    csdUid: z
      .string()
      .regex(/^\d{7}$/, 'A census subdivision uid has 7 digits.')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    censusDivisionUid: z
      .string()
      .regex(/^\d{4}$/, 'A census division uid has 4 digits.')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    censusDivisionName: optionalText(120),
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
    nearestHospital: optionalText(200),
    nearestHospitalKm: optionalNumber(nonNegative('Distance', 5000)),
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
  type: z.string(),
  censusDivisionName: z.string().nullable(),
  population2021: z.number().nullable(),
  populationChangePct: z.number().nullable(),
  remotenessIndex: z.number().nullable(),
  facilityCount: z.number().int(),
});
export type CommunitySummary = z.infer<typeof communitySummary>;

const related = z.object({ id: z.string(), name: z.string(), detail: z.string().nullable() });

export const communityListInput = listInput(
  ['name', 'population2021', 'populationChangePct', 'remotenessIndex', 'facilityCount'],
  'name',
  {
    type: z.enum(COMMUNITY_TYPES).optional(),
    censusDivisionUid: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
  },
);

export const communityOperations = {
  'communities.list': defineOperation({
    access: 'signedIn',
    summary: 'Communities, a page at a time, sorted, filtered and searched by name.',
    input: communityListInput,
    output: listOutput(communitySummary),
  }),
  'communities.get': defineOperation({
    access: 'signedIn',
    summary: "A community's profile with its facilities, needs and technologies in use.",
    input: getInput,
    output: z.object({
      community,
      facilities: z.array(related),
      needs: z.array(related),
      technologies: z.array(related),
    }),
  }),
  'communities.create': defineOperation({
    access: 'signedIn',
    summary: 'Adds a community.',
    input: z.object({ fields: communityFields }).strict(),
    output: z.object({ community }),
  }),
  'communities.update': defineOperation({
    access: 'signedIn',
    summary: 'Saves a community; refused if someone else saved since `version`.',
    input: updateInput(communityFields),
    output: z.object({ community }),
  }),
  'communities.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes a community no other record points to.',
    input: deleteInput,
    output: deleteOutput,
  }),
};
