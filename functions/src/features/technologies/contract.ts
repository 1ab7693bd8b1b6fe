import { z } from 'zod';

import {
  attachment,
  lineText,
  nonNegative,
  optionalLine,
  optionalNumber,
  optionalText,
  recordId,
  related,
  requiredLine,
  stamps,
  url,
} from '../../contract/common.js';
import { paths as communitiesPaths } from '../communities/routes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

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
    name: requiredLine(200, 'Name'),
    vendorId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    category: z.enum(TECHNOLOGY_CATEGORIES, { error: 'Choose a category.' }),
    description: optionalText(5000),
    intendedUse: optionalText(2000),
    clinicalAreas: z
      .array(lineText(80).min(1, 'Empty clinical area.'))
      .max(20, 'At most 20 areas.')
      .default([]),
    licenceClass: z.enum(LICENCE_CLASSES).default('unknown'),
    licenceNumber: optionalLine(40),
    capitalCost: optionalNumber(nonNegative('Capital cost', 1e9)),
    annualCost: optionalNumber(nonNegative('Annual cost', 1e9)),
    lifecycleStage: z.enum(LIFECYCLE_STAGES).default('proposed'),
    links: z
      .array(z.object({ label: requiredLine(120, 'Label'), url }).strict())
      .max(10, 'At most 10 links.')
      .default([]),
    communityIds: z.array(recordId).max(50, 'At most 50 communities.').default([]),
    /** Who is to evaluate it (the waiting list shows them). */
    assignee: optionalLine(120),
  })
  .strict();
export type TechnologyFieldsInput = z.input<typeof technologyFields>;

/**
 * A new technology starts at the first stage: every later stage is a decision with its reason,
 * made through lifecycle.move (an update that changes the stage is refused the same way).
 */
export const technologyCreateFields = technologyFields.extend({
  lifecycleStage: z
    .literal(LIFECYCLE_STAGES[0], {
      error: `A new technology starts as ${LIFECYCLE_STAGES[0]}; move it on the lifecycle board, where the decision and its reason are recorded.`,
    })
    .default(LIFECYCLE_STAGES[0]),
});

/** A change of lifecycle stage: a decision, with who, when, from → to and why. */
export const stageDecision = z.object({
  from: z.enum(LIFECYCLE_STAGES),
  to: z.enum(LIFECYCLE_STAGES),
  rationale: z.string(),
  at: z.string(),
  byEmail: z.string().nullable(),
  /** Entry criteria it did not meet, acknowledged by the person who moved it. */
  warnings: z.array(z.string()),
  /** A move to adopted or not adopted cites the technology's latest approved assessment dossier. */
  dossier: z
    .object({
      id: z.string(),
      title: z.string(),
      version: z.number().int(),
      recommendation: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export type StageDecision = z.infer<typeof stageDecision>;

export const technology = z.object({
  ...technologyFields.shape,
  vendorName: z.string().nullable(),
  attachments: z.array(attachment),
  /** When it entered its current stage (the waiting list counts days from it). */
  stageChangedAt: z.string().nullable().default(null),
  stageDecisions: z.array(stageDecision).default([]),
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
  capitalCost: z.number().nullable(),
  annualCost: z.number().nullable(),
  licenceClass: z.string(),
  assignee: z.string().nullable(),
  stageChangedAt: z.string().nullable().default(null),
  updatedAt: z.string(),
});
export type TechnologySummary = z.infer<typeof technologySummary>;

/** Clinical areas as lower-case keys, for matching needs to technologies. */
export const areaKeys = (areas: readonly string[]) => [
  ...new Set(areas.map((a) => a.trim().toLowerCase()).filter(Boolean)),
];

export const technologies = defineRegistry({
  name: 'technologies',
  label: 'technology',
  recordKey: 'technology',
  nameField: 'name',
  fields: technologyFields,
  createFields: technologyCreateFields,
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
    oneWay: { updatedAt: 'desc' },
    filters: {
      category: { schema: z.enum(TECHNOLOGY_CATEGORIES) },
      lifecycleStage: { schema: z.enum(LIFECYCLE_STAGES) },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'vendorId', to: 'vendors', nameCopy: 'vendorName', listOn: 'products' },
    { field: 'communityIds', to: 'communities' },
  ],
  initial: { attachments: [], stageDecisions: [] },
  // Clinical areas as matching keys (selection matches a need's area to them).
  derived: (fields) => ({ clinicalAreaKeys: areaKeys(fields.clinicalAreas) }),
  attachments: true,
  profile: {
    vendor: related.nullable(),
    needs: z.array(related),
    communities: z.array(related),
    /** True counts of the related lists, which show at most 50 each. */
    totals: z.object({ needs: z.number().int() }),
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
      'communities using it (pages)': (t): string | null =>
        t.communityIds.map(communitiesPaths.community).join(' ') || null,
    },
    // Columns other features add (an evaluation's results) come after the lifecycle stage.
    last: [
      'clinical areas',
      'description',
      'capital cost CAD',
      'annual cost CAD',
      'communities using it (pages)',
    ],
  },
});
