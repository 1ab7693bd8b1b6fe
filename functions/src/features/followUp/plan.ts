// A follow-up plan (DOMAIN.md section 13): an adopted technology's review date, where it is used,
// and each indicator's target with where the target comes from — the budget impact analysis's
// prediction (prefilled from it, prediction.ts) or the Evidence-to-Decision's monitoring plan.
// Its targets are the schema a dossier's monitoring plan holds too (monitoring.ts).
import { z } from 'zod';

import {
  isoDay,
  optionalDate,
  optionalText,
  recordId,
  requiredText,
} from '../../contract/common.js';
import type { PlanForComparison } from './comparison.js';
import { INDICATORS, TARGETED_KEYS, type TargetedKey } from './indicators.js';

/** The largest target a plan may state (km, $ or sessions a month). */
const MAX_TARGET = 1e9;
export const MAX_PLAN_FACILITIES = 30;

export const month = z
  .string({ error: 'Enter a month (YYYY-MM).' })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Enter a month (YYYY-MM), from 2000.');

const target = (key: TargetedKey) => {
  const { label, unit } = INDICATORS[key];
  const max = unit === 'share' ? 1 : MAX_TARGET;
  const tooLarge =
    unit === 'share' ? `${label} is a proportion between 0 and 1.` : `${label} is too large.`;
  return z
    .object({
      /** Null: the indicator is not watched. */
      value: z
        .number({ error: `${label}: the target must be a number.` })
        .min(0, `${label}: the target cannot be negative.`)
        .max(max, tooLarge)
        .nullable()
        .default(null),
      /** Where the target comes from (the analysis and the figure, the EtD's monitoring plan). */
      source: optionalText(500),
    })
    .strict()
    .superRefine((t, ctx) => {
      if (t.value !== null && !t.source)
        ctx.addIssue({
          code: 'custom',
          path: ['source'],
          message: `Say where the target for "${label}" comes from.`,
        });
    })
    .default({ value: null, source: null });
};

export const planTargets = z
  .object(
    Object.fromEntries(TARGETED_KEYS.map((k) => [k, target(k)])) as Record<
      TargetedKey,
      ReturnType<typeof target>
    >,
  )
  .strict();
export type PlanTargets = z.output<typeof planTargets>;

export const costBasis = z
  .object({
    fixedPerMonth: z
      .number({ error: 'The running cost a month must be a number.' })
      .min(0, 'The running cost a month cannot be negative.')
      .max(MAX_TARGET, 'The running cost a month is too large.'),
    perSession: z
      .number({ error: 'The cost per session must be a number.' })
      .min(0, 'The cost per session cannot be negative.')
      .max(MAX_TARGET, 'The cost per session is too large.'),
    source: requiredText(500, 'The source of the costs'),
  })
  .strict();

export const planFacility = z
  .object({
    facilityId: recordId,
    /** When it is to go live (the onboarding plan says when it did). */
    plannedGoLive: optionalDate,
  })
  .strict();

/** The plan's own fields: what a dossier's monitoring plan can hold too. */
export const followUpPlanFields = z
  .object({
    technologyId: z
      .string({ error: 'Choose the technology.' })
      .min(1, 'Choose the technology.')
      .pipe(recordId),
    /** The analysis the targets were prefilled from, if any. */
    budgetImpactId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    startMonth: month,
    reviewDate: isoDay,
    facilities: z
      .array(planFacility)
      .max(MAX_PLAN_FACILITIES, `At most ${MAX_PLAN_FACILITIES} facilities.`)
      .refine(
        (fs) => new Set(fs.map((f) => f.facilityId)).size === fs.length,
        'A facility is listed twice.',
      )
      .default([]),
    targets: planTargets.default(planTargets.parse({})),
    costBasis: costBasis.nullable().default(null),
    notes: optionalText(2000),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.reviewDate.slice(0, 7) < p.startMonth)
      ctx.addIssue({
        code: 'custom',
        path: ['reviewDate'],
        message: 'The review date is before the first month followed.',
      });
    if (p.targets.costPerSession.value !== null && !p.costBasis)
      ctx.addIssue({
        code: 'custom',
        path: ['costBasis'],
        message: 'A cost per session is followed only with the costs to spread over the sessions.',
      });
    if (TARGETED_KEYS.every((k) => p.targets[k].value === null) && p.facilities.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['targets'],
        message: 'Give at least one target, or the facilities whose go-lives are followed.',
      });
  });
export type FollowUpPlanInput = z.input<typeof followUpPlanFields>;
export type FollowUpPlanFields = z.output<typeof followUpPlanFields>;

/** What the comparison reads of a plan: each target's value, the costs, the facilities. */
export const planForComparison = (plan: FollowUpPlanFields): PlanForComparison => ({
  startMonth: plan.startMonth,
  reviewDate: plan.reviewDate,
  targets: Object.fromEntries(TARGETED_KEYS.map((k) => [k, plan.targets[k].value])) as Record<
    TargetedKey,
    number | null
  >,
  costBasis: plan.costBasis,
  facilities: plan.facilities,
});
