// Follow-up plans (DOMAIN.md section 13): one per adopted technology, kept by staff; its page
// compares the session log and onboarding with the plan month by month (comparison.ts), and the
// technologies whose reassessment is due are listed on home and marked on the lifecycle board.
import { z } from 'zod';

import { recordId, related, stamps } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { INDICATORS, INDICATOR_KEYS, TARGETED_KEYS, type IndicatorKey } from './indicators.js';
import { followUpPlanFields } from './plan.js';
import { paths } from './routes.js';
import { formatValue } from './comparison.js';
import { followUpEcho } from './echo.js';

export const followUpPlanRecord = z.object({
  ...followUpPlanFields.shape,
  technologyName: z.string().nullable(),
  ...stamps.shape,
});
export type FollowUpPlan = z.output<typeof followUpPlanRecord>;

export const followUpPlanSummary = z.object({
  id: recordId,
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  startMonth: z.string(),
  reviewDate: z.string(),
  updatedAt: z.string(),
});
export type FollowUpPlanSummary = z.infer<typeof followUpPlanSummary>;

const cell = z.object({
  observed: z.number().nullable(),
  target: z.number().nullable(),
  deviation: z.number().nullable(),
  off: z.boolean().nullable(),
});

export const comparisonSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      partial: z.boolean(),
      sessions: z.number(),
      cells: z.object(
        Object.fromEntries(INDICATOR_KEYS.map((k) => [k, cell])) as Record<
          IndicatorKey,
          typeof cell
        >,
      ),
    }),
  ),
  flags: z.array(
    z.object({
      indicator: z.enum(INDICATOR_KEYS),
      months: z.array(z.string()),
      reason: z.string(),
    }),
  ),
  reviewPassed: z.boolean(),
  reassessmentDue: z.boolean(),
  reasons: z.array(z.string()),
  /** The day the comparison was made (UTC). */
  asOf: z.string(),
  /** True when the log held more sessions than one comparison reads. */
  truncated: z.boolean(),
});
export type ComparisonAnswer = z.infer<typeof comparisonSchema>;

/** A technology whose reassessment is due, with why. */
export const dueItem = z.object({
  planId: z.string(),
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type DueItem = z.infer<typeof dueItem>;

/** The most plans the "reassessment due" list reads (one per adopted technology). */
export const MAX_PLANS = 100;
/** The most sessions one comparison reads (newest first); beyond, `truncated` says so. */
export const FOLLOW_UP_SESSIONS_LIMIT = 5000;

const watched = (p: FollowUpPlan) =>
  TARGETED_KEYS.flatMap((k) => {
    const t = p.targets[k];
    return t.value === null
      ? []
      : [`${INDICATORS[k].label}: ${formatValue(INDICATORS[k].unit, t.value)} (${t.source ?? ''})`];
  }).join('; ');

export const followUpPlans = defineRegistry({
  name: 'followUpPlans',
  label: 'follow-up plan',
  recordKey: 'followUpPlan',
  // One plan per technology: its name is its technology's.
  nameField: 'technologyName',
  fields: followUpPlanFields,
  record: followUpPlanRecord,
  summary: followUpPlanSummary,
  list: {
    // One per adopted technology: served from a view.
    small: true,
    sorts: { technologyName: 'nameLower', reviewDate: 'reviewDate' },
    defaultSort: 'reviewDate',
    filters: { technologyId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
    { field: 'budgetImpactId', to: 'budgetImpacts' },
  ],
  profile: {
    technology: related.nullable(),
    facilities: z.array(related),
    comparison: comparisonSchema,
  },
  page: paths.followUpPlan,
  echo: {
    heading: (n) =>
      `Follow-up plans (${n}) of adopted technologies: targets the assessment assumed, a month each`,
    notes: [
      'off target: more than 20 % from the target in the bad direction; two complete months in a row off, or a passed review date, make a reassessment due (the month by month figures are in the follow-up table)',
    ],
    columns: {
      page: (p) => paths.followUpPlan(p.id),
      technology: (p) => p.technologyName,
      'technology page': (p): string => technologiesPaths.technology(p.technologyId),
      'first month followed': (p) => p.startMonth,
      'review date': (p) => p.reviewDate,
      'targets a month (source)': watched,
    },
  },
  echoDerived: (plans, loaded, show) => followUpEcho(plans, loaded, show),
});

export const followUpOperations = {
  'followUp.due': defineOperation({
    access: 'signedIn',
    summary:
      'Technologies whose reassessment is due: an indicator more than 20 % off its target for two complete months in a row, or a passed review date, with why.',
    input: z.object({}).strict(),
    output: z.object({ items: z.array(dueItem), truncated: z.boolean() }),
  }),
};
