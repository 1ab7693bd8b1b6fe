import { z } from 'zod';

import {
  attachment,
  deleteInput,
  deleteOutput,
  getInput,
  listInput,
  listOutput,
  nonNegative,
  optionalNumber,
  optionalText,
  plainText,
  recordId,
  requiredText,
  stamps,
  updateInput,
  url,
} from '../common.js';
import { defineOperation } from '../operation.js';

export const TECHNOLOGY_CATEGORIES = [
  'Video visits',
  'Remote patient monitoring',
  'Tele-ultrasound',
  'Diagnostics',
  'Telepharmacy',
  'Store-and-forward',
  'Digital therapeutics',
  'Other',
] as const;

export const LIFECYCLE_STAGES = [
  'proposed',
  'screening',
  'evaluation',
  'pilot',
  'adopted',
  'not adopted',
  'retired',
] as const;

export const LICENCE_CLASSES = ['I', 'II', 'III', 'IV', 'not a device', 'unknown'] as const;

export const technologyFields = z
  .object({
    name: requiredText(200, 'Name'),
    vendorId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    category: z.enum(TECHNOLOGY_CATEGORIES, { error: 'Choose a category.' }),
    description: optionalText(5000),
    intendedUse: optionalText(2000),
    clinicalAreas: z
      .array(plainText(80).min(1, 'Empty clinical area.'))
      .max(20, 'At most 20 areas.')
      .default([]),
    licenceClass: z.enum(LICENCE_CLASSES).default('unknown'),
    licenceNumber: optionalText(40),
    capitalCost: optionalNumber(nonNegative('Capital cost', 1e9)),
    annualCost: optionalNumber(nonNegative('Annual cost', 1e9)),
    lifecycleStage: z.enum(LIFECYCLE_STAGES).default('proposed'),
    links: z
      .array(z.object({ label: requiredText(120, 'Label'), url }).strict())
      .max(10, 'At most 10 links.')
      .default([]),
    communityIds: z.array(recordId).max(50, 'At most 50 communities.').default([]),
  })
  .strict();
export type TechnologyFieldsInput = z.input<typeof technologyFields>;

export const technology = z.object({
  ...technologyFields.shape,
  vendorName: z.string().nullable(),
  attachments: z.array(attachment),
  ...stamps.shape,
});
export type Technology = z.output<typeof technology>;

export const technologySummary = z.object({
  id: recordId,
  name: z.string(),
  category: z.string(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  lifecycleStage: z.string(),
  clinicalAreas: z.array(z.string()),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type TechnologySummary = z.infer<typeof technologySummary>;

export const technologyListInput = listInput(
  ['name', 'category', 'lifecycleStage', 'updatedAt'],
  'name',
  {
    category: z.enum(TECHNOLOGY_CATEGORIES).optional(),
    lifecycleStage: z.enum(LIFECYCLE_STAGES).optional(),
    vendorId: recordId.optional(),
  },
);

const related = z.object({ id: z.string(), name: z.string(), detail: z.string().nullable() });

export const technologyOperations = {
  'technologies.list': defineOperation({
    access: 'signedIn',
    summary: 'The technology repository, a page at a time, sorted, filtered and searched.',
    input: technologyListInput,
    output: listOutput(technologySummary),
  }),
  'technologies.get': defineOperation({
    access: 'signedIn',
    summary: 'A technology with its vendor, linked needs and the communities using it.',
    input: getInput,
    output: z.object({
      technology,
      vendor: related.nullable(),
      needs: z.array(related),
      communities: z.array(related),
    }),
  }),
  'technologies.create': defineOperation({
    access: 'signedIn',
    summary: 'Adds a technology to the repository.',
    input: z.object({ fields: technologyFields }).strict(),
    output: z.object({ technology }),
  }),
  'technologies.update': defineOperation({
    access: 'signedIn',
    summary: 'Saves a technology; refused if someone else saved since `version`.',
    input: updateInput(technologyFields),
    output: z.object({ technology }),
  }),
  'technologies.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes a technology no need points to.',
    input: deleteInput,
    output: deleteOutput,
  }),
};
