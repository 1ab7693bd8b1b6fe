// A care pathway: the ordered steps a patient takes between settings (home → community clinic →
// health centre → regional hospital → tertiary centre), the technologies used at each, and the
// clinical needs it answers.
import { z } from 'zod';

import {
  optionalLine,
  optionalText,
  recordId,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { paths as clinicalNeedsPaths } from '../clinicalNeeds/routes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const linkPaths = clinicalNeedsPaths;

export const CARE_SETTINGS = [
  'home',
  'community clinic',
  'health centre',
  'regional hospital',
  'tertiary centre',
] as const;

export const pathwayStep = z
  .object({
    setting: z.enum(CARE_SETTINGS, { error: 'Choose where this step happens.' }),
    description: requiredText(1000, 'What happens'),
    technologyIds: z
      .array(recordId)
      .max(10, 'At most 10 technologies per step.')
      .refine((ids) => new Set(ids).size === ids.length, 'A technology is listed twice.')
      .default([]),
  })
  .strict();
export type PathwayStep = z.output<typeof pathwayStep>;

export const pathwayFields = z
  .object({
    name: requiredLine(200, 'The name'),
    clinicalArea: optionalLine(80),
    description: optionalText(2000),
    steps: z
      .array(pathwayStep)
      .min(1, 'A pathway has at least one step.')
      .max(30, 'At most 30 steps.'),
    needIds: z
      .array(recordId)
      .max(20, 'At most 20 needs.')
      .refine((ids) => new Set(ids).size === ids.length, 'A need is listed twice.')
      .default([]),
  })
  .strict();
export type PathwayFieldsInput = z.input<typeof pathwayFields>;

export const pathwayRecord = z.object({
  ...pathwayFields.shape,
  /** Every technology of its steps (kept from the steps, for references and filters). */
  technologyIds: z.array(z.string()),
  ...stamps.shape,
});
export type Pathway = z.output<typeof pathwayRecord>;

export const pathwaySummary = z.object({
  id: recordId,
  name: z.string(),
  clinicalArea: z.string().nullable(),
  steps: z.array(z.object({ setting: z.enum(CARE_SETTINGS) })),
  needIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type PathwaySummary = z.infer<typeof pathwaySummary>;

const related = z.object({ id: z.string(), name: z.string(), detail: z.string().nullable() });

export const pathways = defineRegistry({
  name: 'pathways',
  label: 'care pathway',
  recordKey: 'pathway',
  nameField: 'name',
  fields: pathwayFields,
  record: pathwayRecord,
  summary: pathwaySummary,
  list: {
    small: true,
    sorts: { name: 'nameLower', updatedAt: 'updatedAt' },
    defaultSort: 'name',
    oneWay: { updatedAt: 'desc' },
    filters: {
      needId: { schema: recordId, field: 'needIds', op: 'array-contains' },
      technologyId: { schema: recordId, field: 'technologyIds', op: 'array-contains' },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'needIds', to: 'clinicalNeeds' },
    // A derived field (below): the technologies of the steps.
    { field: 'technologyIds', to: 'technologies' },
  ],
  derived: (fields) => ({
    technologyIds: [...new Set(fields.steps.flatMap((s) => s.technologyIds))],
  }),
  profile: { technologies: z.array(related), needs: z.array(related) },
  page: paths.pathway,
  echo: {
    heading: (n) => `Care pathways (${n})`,
    columns: {
      page: (p) => paths.pathway(p.id),
      name: (p) => p.name,
      'clinical area': (p) => p.clinicalArea,
      steps: (p) => p.steps.map((s, i) => `${i + 1}. ${s.setting}: ${s.description}`).join(' → '),
      'needs (pages)': (p): string | null => p.needIds.map(linkPaths.need).join(' ') || null,
    },
  },
});
