// A clinical needs assessment: for a community or facility, on a date, by a method (../priority.ts),
// several assessors score the needs considered; the ranking is computed from the scores on every
// write (never typed) and stored with the record. A final assessment stays final; later edits are
// recorded.
import { z } from 'zod';

import {
  keyed,
  nameList,
  optionalText,
  recordId,
  requiredLine,
  stamps,
} from '../../contract/common.js';
import { paths as clinicalNeedsPaths } from '../clinicalNeeds/routes.js';
import { paths as communitiesPaths } from '../communities/routes.js';
import { paths } from './routes.js';
import {
  CRITERIA,
  CRITERION_MAX,
  DEFAULT_WEIGHTS,
  METHODS,
  PEARL_TESTS,
  PRIORITY_METHODS,
  WEIGHTED_CRITERIA,
  rankNeeds,
  weightsAddUp,
  weightsSum,
  type Criterion,
} from './priority.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const linkPaths = { ...clinicalNeedsPaths, ...communitiesPaths };

export const ASSESSMENT_STATUSES = ['draft', 'final'] as const;
const MAX_NEEDS = 30;

const criterionScore = (k: Criterion) =>
  z
    .number({ error: `A number from 0 to ${CRITERION_MAX[k]}.` })
    .min(0, `From 0 to ${CRITERION_MAX[k]}.`)
    .max(CRITERION_MAX[k], `From 0 to ${CRITERION_MAX[k]}.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const scoresSchema = z.object(keyed(CRITERIA, criterionScore)).strict();

const weightsSchema = z
  .object(
    keyed(WEIGHTED_CRITERIA, () =>
      z.number({ error: 'A weight from 0 to 1.' }).min(0, 'From 0 to 1.').max(1, 'From 0 to 1.'),
    ),
  )
  .strict();

export const assessedNeed = z
  .object({
    needId: recordId,
    pearl: z.object(keyed(PEARL_TESTS, () => z.boolean().default(true))).strict(),
    /** Why a PEARL test failed, or what the group noted. */
    note: optionalText(1000),
    ratings: z
      .array(
        z.object({ assessor: requiredLine(120, 'The assessor'), scores: scoresSchema }).strict(),
      )
      .max(20, 'At most 20 assessors.')
      .default([]),
  })
  .strict();

export const needsAssessmentFields = z
  .object({
    title: requiredLine(200, 'The title'),
    communityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    facilityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    date: z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' }),
    method: z.enum(PRIORITY_METHODS).default('hanlon'),
    weights: weightsSchema.default(DEFAULT_WEIGHTS),
    assessors: nameList(20, 'assessor'),
    needs: z.array(assessedNeed).max(MAX_NEEDS, `At most ${MAX_NEEDS} needs.`).default([]),
    /** Where pre-filled scores came from (shown with them). */
    dataNotes: optionalText(2000),
    notes: optionalText(4000),
    status: z.enum(ASSESSMENT_STATUSES).default('draft'),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (!a.communityId && !a.facilityId)
      ctx.addIssue({
        code: 'custom',
        path: ['communityId'],
        message: 'An assessment is for a community or a facility.',
      });
    if (a.method === 'weighted' && !weightsAddUp(a.weights))
      ctx.addIssue({
        code: 'custom',
        path: ['weights'],
        message: `The weights add up to ${weightsSum(a.weights)}; they must add up to 1.`,
      });
    const seen = new Set<string>();
    a.needs.forEach((n, i) => {
      if (seen.has(n.needId))
        ctx.addIssue({
          code: 'custom',
          path: ['needs', i, 'needId'],
          message: 'This need is listed twice.',
        });
      seen.add(n.needId);
      n.ratings.forEach((r, j) => {
        if (!a.assessors.includes(r.assessor))
          ctx.addIssue({
            code: 'custom',
            path: ['needs', i, 'ratings', j, 'assessor'],
            message: `${r.assessor} is not one of the assessors.`,
          });
      });
    });
    if (a.status === 'final') {
      if (a.assessors.length === 0)
        ctx.addIssue({ code: 'custom', path: ['assessors'], message: 'Name the assessors.' });
      const ranking = rankNeeds(a.needs, a.method, a.weights);
      if (ranking.ranked.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['needs'],
          message: 'A final assessment ranks at least one need: score the criteria of the method.',
        });
    }
  });
export type NeedsAssessmentFieldsInput = z.input<typeof needsAssessmentFields>;
export type NeedsAssessmentFields = z.output<typeof needsAssessmentFields>;

const rankedNeed = z.object({
  needId: z.string(),
  rank: z.number(),
  score: z.number(),
  means: z.record(z.string(), z.number()),
  breakdown: z.string(),
  byAssessor: z.array(z.object({ assessor: z.string(), score: z.number() })),
  spread: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export const rankingSchema = z.object({
  method: z.enum(PRIORITY_METHODS),
  ranked: z.array(rankedNeed),
  excluded: z.array(z.object({ needId: z.string(), failed: z.array(z.enum(PEARL_TESTS)) })),
  unscored: z.array(z.object({ needId: z.string(), missing: z.array(z.enum(CRITERIA)) })),
});

export const needsAssessmentRecord = z.object({
  ...needsAssessmentFields.shape,
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  /** Computed from the scores on every write. */
  ranking: rankingSchema,
  needIds: z.array(z.string()),
  /** The needs' titles when last saved (their pages may say more). */
  needTitles: z.record(z.string(), z.string()).default({}),
  finalisedAt: z.string().nullable(),
  revisions: z
    .array(
      z.object({ at: z.string(), byEmail: z.string().nullable(), fields: z.array(z.string()) }),
    )
    .default([]),
  ...stamps.shape,
});
export type NeedsAssessment = z.output<typeof needsAssessmentRecord>;

export const needsAssessmentSummary = z.object({
  id: recordId,
  title: z.string(),
  communityId: z.string().nullable(),
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  date: z.string(),
  method: z.enum(PRIORITY_METHODS),
  status: z.enum(ASSESSMENT_STATUSES),
  assessors: z.array(z.string()),
  ranking: rankingSchema,
  needTitles: z.record(z.string(), z.string()).default({}),
  updatedAt: z.string(),
});
export type NeedsAssessmentSummary = z.infer<typeof needsAssessmentSummary>;

const rankingLine = (a: NeedsAssessment): string | null =>
  a.ranking.ranked
    .map(
      (r) =>
        `${r.rank}. ${a.needTitles[r.needId] ?? r.needId} (${r.score}; ${linkPaths.need(r.needId)})`,
    )
    .join('; ') || null;

export const needsAssessments = defineRegistry({
  name: 'needsAssessments',
  label: 'needs assessment',
  recordKey: 'needsAssessment',
  nameField: 'title',
  fields: needsAssessmentFields,
  record: needsAssessmentRecord,
  summary: needsAssessmentSummary,
  list: {
    sorts: { date: 'date', title: 'nameLower' },
    defaultSort: 'date',
    defaultDirection: 'desc',
    oneWay: { date: 'desc' },
    filters: {
      communityId: { schema: recordId },
      facilityId: { schema: recordId },
      needId: { schema: recordId, field: 'needIds', op: 'array-contains' },
      status: { schema: z.enum(ASSESSMENT_STATUSES) },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'communityId', to: 'communities', nameCopy: 'communityName' },
    { field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' },
    // A derived field (below): a need cannot be deleted while an assessment ranks it.
    { field: 'needIds', to: 'clinicalNeeds' },
  ],
  initial: { finalisedAt: null, revisions: [], needTitles: {} },
  derived: (fields) => ({
    ranking: rankNeeds(fields.needs, fields.method, fields.weights),
    needIds: fields.needs.map((n) => n.needId),
  }),
  page: paths.needsAssessment,
  echo: {
    heading: (n) =>
      `Clinical needs assessments (${n} final; the ranking is computed from the assessors' scores; the newest per community is its latest ranking)`,
    include: (a) => a.status === 'final',
    columns: {
      page: (a) => paths.needsAssessment(a.id),
      title: (a) => a.title,
      'community page': (a): string | null =>
        a.communityId ? linkPaths.community(a.communityId) : null,
      community: (a) => a.communityName,
      facility: (a) => a.facilityName,
      date: (a) => a.date,
      method: (a) => METHODS[a.method].label,
      'ranking (rank. need (score; page))': rankingLine,
      'excluded by PEARL': (a) =>
        a.ranking.excluded
          .map((e) => `${a.needTitles[e.needId] ?? e.needId} (failed ${e.failed.join(', ')})`)
          .join('; ') || null,
    },
  },
});
