// A review question: what a technology's assessment asks of the evidence, as PICO(S) — the
// population, the intervention, its comparators, the outcomes that matter (each with its GRADE
// importance and, where known, the minimal important difference), the setting (rural, remote,
// northern; which communities) and the study designs sought. The searches, screening and
// evidence profiles of the assessment answer it.
import { z } from 'zod';

import {
  optionalLine,
  optionalText,
  recordId,
  related,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { midProblems, midShape, midText } from './mid.js';
import { paths } from './routes.js';

/** GRADE's importance of an outcome for the decision (Guyatt et al. 2011, GRADE guidelines 2). */
export const OUTCOME_IMPORTANCE = ['critical', 'important', 'not important'] as const;
export const SETTINGS = ['rural', 'remote', 'northern'] as const;
/** The designs a review may seek (the S of PICOS). */
export const SOUGHT_DESIGNS = [
  'randomised trials',
  'non-randomised comparative studies',
  'cohort studies',
  'case series',
  'qualitative studies',
  'economic evaluations',
  'systematic reviews',
] as const;

/** An array whose items each appear once. */
const repeatFree = <S extends z.ZodType>(schema: z.ZodArray<S>, label: string) =>
  schema.refine((values) => new Set(values).size === values.length, {
    error: `Each ${label} once.`,
  });

export const questionOutcome = z
  .object({
    name: requiredLine(200, 'The outcome'),
    importance: z.enum(OUTCOME_IMPORTANCE, { error: 'Say how important the outcome is.' }),
    /** The smallest difference that matters to the people affected, in words, where known. */
    minimalImportantDifference: optionalLine(200),
    ...midShape,
  })
  .strict()
  .superRefine((o, ctx) => {
    for (const p of midProblems(o))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type QuestionOutcomeInput = z.input<typeof questionOutcome>;

export const questionFields = z
  .object({
    title: requiredLine(300, 'The question'),
    technologyId: recordId,
    population: requiredText(1000, 'The population'),
    intervention: requiredText(1000, 'The intervention'),
    comparators: optionalText(1000),
    outcomes: z
      .array(questionOutcome)
      .min(1, 'A question names at least one outcome.')
      .max(30, 'At most 30 outcomes.')
      .refine((os) => os.some((o) => o.importance === 'critical'), {
        error: 'At least one outcome is critical for the decision.',
      })
      .refine((os) => new Set(os.map((o) => o.name.toLowerCase())).size === os.length, {
        error: 'Each outcome once.',
      }),
    settings: repeatFree(z.array(z.enum(SETTINGS)).max(SETTINGS.length), 'setting').default([]),
    communityIds: repeatFree(
      z.array(recordId).max(50, 'At most 50 communities.'),
      'community',
    ).default([]),
    designs: repeatFree(
      z.array(z.enum(SOUGHT_DESIGNS)).min(1, 'Choose at least one study design sought.'),
      'design',
    ),
  })
  .strict();
export type QuestionFieldsInput = z.input<typeof questionFields>;

export const questionRecord = z.object({
  ...questionFields.shape,
  technologyName: z.string().nullable(),
  ...stamps.shape,
});
export type ReviewQuestion = z.output<typeof questionRecord>;

export const questionSummary = z.object({
  id: recordId,
  title: z.string(),
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  // Not the outcome's own strict schema: a row carries more of it than the list shows.
  outcomes: z.array(z.object({ name: z.string(), importance: z.enum(OUTCOME_IMPORTANCE) })),
  settings: z.array(z.enum(SETTINGS)),
  updatedAt: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummary>;

export const questions = defineRegistry({
  name: 'questions',
  label: 'review question',
  recordKey: 'question',
  nameField: 'title',
  fields: questionFields,
  record: questionRecord,
  summary: questionSummary,
  list: {
    // A few per technology: served from a view, every filter with every sort.
    small: true,
    sorts: { title: 'nameLower', updatedAt: 'updatedAt' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: { technologyId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
    { field: 'communityIds', to: 'communities' },
  ],
  profile: { technology: related.nullable(), communities: z.array(related) },
  page: paths.question,
  echo: {
    heading: (n) => `Review questions (${n}): what each assessment asks of the evidence (PICO)`,
    columns: {
      page: (q) => paths.question(q.id),
      question: (q) => q.title,
      'technology page': (q): string => technologiesPaths.technology(q.technologyId),
      population: (q) => q.population,
      intervention: (q) => q.intervention,
      comparators: (q) => q.comparators,
      'outcomes (importance; MID)': (q) =>
        q.outcomes
          .map(
            (o) =>
              `${o.name} (${o.importance}` +
              (o.mid !== null && o.midScale ? `; MID ${midText(o.mid, o.midScale, o.units)}` : '') +
              ')',
          )
          .join('; '),
      settings: (q) => q.settings.join(', '),
      'designs sought': (q) => q.designs.join(', '),
    },
  },
});
