import { z } from 'zod';

import {
  attachment,
  nonNegative,
  optionalNumber,
  optionalText,
  plainText,
  recordId,
  related,
  requiredText,
  stamps,
  url,
} from '../common.js';
import { paths } from '../paths.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../registry.js';

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

export const technologies = defineRegistry({
  name: 'technologies',
  label: 'technology',
  recordKey: 'technology',
  nameField: 'name',
  fields: technologyFields,
  record: technology,
  summary: technologySummary,
  list: {
    sorts: {
      name: 'nameLower',
      category: 'category',
      lifecycleStage: 'lifecycleStage',
      updatedAt: 'updatedAt',
    },
    defaultSort: 'name',
    filters: {
      category: { schema: z.enum(TECHNOLOGY_CATEGORIES) },
      lifecycleStage: { schema: z.enum(LIFECYCLE_STAGES) },
      vendorId: { schema: recordId },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'vendorId', to: 'vendors', nameCopy: 'vendorName', listOn: 'products' },
    { field: 'communityIds', to: 'communities' },
  ],
  initial: { attachments: [] },
  attachments: true,
  profile: {
    vendor: related.nullable(),
    needs: z.array(related),
    communities: z.array(related),
  },
  page: paths.technology,
  home: { title: 'Technologies', path: paths.technologies },
  echo: {
    heading: (n) => `Technology repository (${n})`,
    columns: {
      page: (t) => paths.technology(t.id),
      name: (t) => t.name,
      vendor: (t) => t.vendorName,
      category: (t) => t.category,
      'lifecycle stage': (t) => t.lifecycleStage,
      'clinical areas': (t) => t.clinicalAreas.join(', ') || null,
      description: (t) => t.description,
      'capital cost CAD': (t) => t.capitalCost,
      'annual cost CAD': (t) => t.annualCost,
      'communities using it (pages)': (t) => t.communityIds.map(paths.community).join(' ') || null,
    },
  },
});
