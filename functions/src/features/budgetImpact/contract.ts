// A budget impact analysis (DOMAIN.md section 9): what a technology would cost
// the budget holder over one to five years for the communities it would serve. The analyst
// writes the inputs, each with its low, high and source; the server reads the communities'
// populations and distances on every write and stores the totals (bia.ts), never the client.
import { z } from 'zod';

import {
  nonNegative,
  optionalText,
  recordId,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import {
  COST_KEYS,
  DEFAULT_PAYERS,
  DESTINATION_BASES,
  INPUT_KEYS,
  INPUT_LABELS,
  MAX_HORIZON,
  PAYERS,
  POPULATION_METHODS,
  UPTAKE_KEYS,
  isProportion,
  type CostKey,
  type Payer,
} from './bia.js';
import { FACILITY_SERVICES } from '../facilities/public.js';
import { paths } from './routes.js';

export const DEFAULT_PERSPECTIVE =
  "The provincial health authority's virtual-care budget (payer perspective)";

const proportionMessage = (label: string) =>
  `${label} is a proportion between 0 and 1 (e.g. 0.25 for 25 %).`;
const proportion = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, proportionMessage(label))
    .max(1, proportionMessage(label));
/** The largest cost an input (or a scenario's change of one) may be, $. */
const MAX_DOLLARS = 1e9;
const dollars = (label: string) => nonNegative(label, MAX_DOLLARS);

/** A value with its low and high for the sensitivity analysis and its source. */
const sourced = (label: string, kind: (label: string) => z.ZodNumber) =>
  z
    .object({
      value: kind(label),
      low: kind(`${label} (low)`),
      high: kind(`${label} (high)`),
      source: requiredText(500, `The source of "${label}"`),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.low > v.value)
        ctx.addIssue({
          code: 'custom',
          path: ['low'],
          message: 'The low value is above the base value.',
        });
      if (v.high < v.value)
        ctx.addIssue({
          code: 'custom',
          path: ['high'],
          message: 'The high value is below the base value.',
        });
    });

const costs = z
  .object(
    Object.fromEntries(COST_KEYS.map((k) => [k, sourced(INPUT_LABELS[k], dollars)])) as Record<
      CostKey,
      ReturnType<typeof sourced>
    >,
  )
  .strict();

const scenario = z
  .object({
    name: requiredLine(80, 'The scenario name'),
    overrides: z
      .array(
        z
          .object({
            input: z.enum(INPUT_KEYS, { error: 'Choose the input the scenario changes.' }),
            value: z.number({ error: 'The value must be a number.' }),
          })
          .strict(),
      )
      .min(1, 'A scenario changes at least one input.')
      .max(INPUT_KEYS.length, `At most ${INPUT_KEYS.length} changes.`),
  })
  .strict();

const payers = z
  .object(
    Object.fromEntries(
      COST_KEYS.map((k) => [k, z.enum(PAYERS, { error: `Choose who pays "${INPUT_LABELS[k]}".` })]),
    ) as Record<CostKey, z.ZodEnum<{ [P in (typeof PAYERS)[number]]: P }>>,
  )
  .strict();

/** Not given (an analysis saved before these inputs): nobody travels again, NIHB pays nothing. */
const notGiven = (what: string) => ({
  value: 0,
  low: 0,
  high: 0,
  source: `Not given: ${what}.`,
});

/** Off reserve, NIHB pays no travel unless the analyst says what share it pays, and why. */
export const NIHB_SHARE_NOT_GIVEN = notGiven('NIHB pays no travel off reserve');

export const budgetImpactFields = z
  .object({
    title: requiredLine(200, 'The title'),
    technologyId: z
      .string({ error: 'Choose the technology.' })
      .min(1, 'Choose the technology.')
      .pipe(recordId),
    perspective: requiredText(300, 'The perspective').default(DEFAULT_PERSPECTIVE),
    horizonYears: z
      .number({ error: 'The horizon is 1 to 5 years.' })
      .int('The horizon is a whole number of years, 1 to 5.')
      .min(1, 'The horizon is 1 to 5 years.')
      .max(MAX_HORIZON, 'The horizon is 1 to 5 years.'),
    communityIds: z
      .array(recordId)
      .min(1, 'Choose at least one target community.')
      .max(20, 'At most 20 communities.')
      .refine((ids) => new Set(ids).size === ids.length, 'A community is listed twice.'),
    /** The service whose trips the technology replaces: the destination provides it. */
    service: z.enum(FACILITY_SERVICES, { error: 'Choose the service.' }).default('ultrasound'),
    /** Which destination the model uses where the session log has one. */
    destinationBasis: z
      .enum(DESTINATION_BASES, { error: 'Choose the destination the model uses.' })
      .default('nearest providing'),
    eligibleProportion: sourced(INPUT_LABELS.eligibleProportion, proportion),
    reTravelShare: sourced(INPUT_LABELS.reTravelShare, proportion).default(
      notGiven('nobody on the new pathway travels'),
    ),
    nihbShare: sourced(INPUT_LABELS.nihbShare, proportion).default(NIHB_SHARE_NOT_GIVEN),
    payers: payers.default(DEFAULT_PAYERS),
    population: z
      .object({
        method: z.enum(POPULATION_METHODS, { error: 'Choose projected or held.' }),
        firstYear: z
          .number({ error: 'The first year is a year such as 2027.' })
          .int('The first year is a year such as 2027.')
          .min(2000, 'The first year is between 2000 and 2100.')
          .max(2100, 'The first year is between 2000 and 2100.'),
      })
      .strict()
      .default(() => ({ method: 'held' as const, firstYear: new Date().getUTCFullYear() + 1 })),
    /** Proportion of the eligible population on the new pathway, one per year of the horizon. */
    uptake: z.array(sourced('Uptake', proportion)).max(MAX_HORIZON, 'At most 5 years of uptake.'),
    costs,
    scenarios: z.array(scenario).max(4, 'At most 4 scenarios.').default([]),
    notes: optionalText(5000),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.uptake.length !== a.horizonYears)
      ctx.addIssue({
        code: 'custom',
        path: ['uptake'],
        message: `Give the uptake for each of the ${a.horizonYears} years of the horizon (${a.uptake.length} given).`,
      });
    a.scenarios.forEach((s, i) => {
      const seen = new Set<string>();
      s.overrides.forEach((o, j) => {
        const at = (field: string) => ['scenarios', i, 'overrides', j, field];
        const label = INPUT_LABELS[o.input];
        if (seen.has(o.input))
          ctx.addIssue({
            code: 'custom',
            path: at('input'),
            message: `${label} is changed twice.`,
          });
        seen.add(o.input);
        const year = UPTAKE_KEYS.indexOf(o.input as (typeof UPTAKE_KEYS)[number]) + 1;
        if (year > a.horizonYears)
          ctx.addIssue({
            code: 'custom',
            path: at('input'),
            message: `${label} is beyond the ${a.horizonYears}-year horizon.`,
          });
        if (isProportion(o.input) && (o.value < 0 || o.value > 1))
          ctx.addIssue({ code: 'custom', path: at('value'), message: proportionMessage(label) });
        if (!isProportion(o.input) && o.value < 0)
          ctx.addIssue({
            code: 'custom',
            path: at('value'),
            message: `${label} cannot be negative.`,
          });
        // As the input itself: 1.7e308 would make the totals infinite, and every report of the
        // technology would fail.
        if (!isProportion(o.input) && o.value > MAX_DOLLARS)
          ctx.addIssue({
            code: 'custom',
            path: at('value'),
            message: `${label} is too large.`,
          });
      });
    });
  });
export type BudgetImpactFieldsInput = z.input<typeof budgetImpactFields>;
export type BudgetImpactFields = z.output<typeof budgetImpactFields>;

const destination = z.object({
  facilityId: z.string().nullable(),
  name: z.string(),
  roundTripKm: z.number(),
  note: z.string(),
});

// Defaults: what an analysis saved before destinations, census type and payers reads as.
export const targetCommunitySchema = z.object({
  id: z.string(),
  name: z.string(),
  population2021: z.number().nullable(),
  population2016: z.number().nullable().default(null),
  remotenessIndex: z.number().nullable(),
  censusType: z.string().nullable().default(null),
  roundTripKm: z.number().nullable(),
  hospitalName: z.string().nullable(),
  travelNote: z.string(),
  nearestProviding: destination.nullable().default(null),
  logDestination: destination.nullable().default(null),
  destinationUsed: z
    .enum(['entered distance', 'nearest providing', 'session log'])
    .nullable()
    .default(null),
  nihbShare: z.number().nullable().default(null),
  nihbNote: z.string().default(''),
  source: z.string(),
});

/** The totals the server stores on every write (the page recomputes the rest from bia.ts). */
export const budgetImpactTotals = z.object({
  eligiblePopulation: z.number(),
  currentTotal: z.number(),
  newTotal: z.number(),
  netTotal: z.number(),
  netByYear: z.array(z.number()),
  netByPayer: z
    .object(Object.fromEntries(PAYERS.map((p) => [p, z.number()])) as Record<Payer, z.ZodNumber>)
    .default({ provincial: 0, nihb: 0, patient: 0, other: 0 }),
  /** What the model could not count, in words. */
  omissions: z.array(z.string()).default([]),
});
export type BudgetImpactTotals = z.infer<typeof budgetImpactTotals>;

export const budgetImpactRecord = z.object({
  ...budgetImpactFields.shape,
  technologyName: z.string().nullable(),
  /** The target communities as read from the hub's data on the last save. */
  targets: z.array(targetCommunitySchema),
  totals: budgetImpactTotals,
  ...stamps.shape,
});
export type BudgetImpact = z.output<typeof budgetImpactRecord>;

export const budgetImpactSummary = z.object({
  id: recordId,
  title: z.string(),
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  horizonYears: z.number(),
  targets: z.array(targetCommunitySchema),
  totals: budgetImpactTotals,
  updatedAt: z.string(),
});
export type BudgetImpactSummary = z.infer<typeof budgetImpactSummary>;

export const budgetImpacts = defineRegistry({
  name: 'budgetImpacts',
  label: 'budget impact analysis',
  recordKey: 'budgetImpact',
  nameField: 'title',
  fields: budgetImpactFields,
  record: budgetImpactRecord,
  summary: budgetImpactSummary,
  list: {
    // A hub keeps a few analyses per technology: served from a view (no composite index).
    small: true,
    sorts: { updatedAt: 'updatedAt', title: 'nameLower' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: { technologyId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
    { field: 'communityIds', to: 'communities' },
  ],
  page: paths.budgetImpact,
  home: { title: 'Budget impact analyses', path: paths.budgetImpacts },
  echo: {
    heading: (n) => `Budget impact analyses (${n}), ISPOR good practice, undiscounted`,
    notes: [
      'net budget impact: cost of the mix with the technology minus the current mix, summed over the horizon, CAD; negative is a saving',
    ],
    columns: {
      page: (a) => paths.budgetImpact(a.id),
      title: (a) => a.title,
      technology: (a) => a.technologyName,
      'horizon years': (a) => a.horizonYears,
      communities: (a) => a.targets.map((t) => t.name).join('; '),
      'eligible people a year': (a) => Math.round(a.totals.eligiblePopulation),
      'net budget impact total CAD': (a) => Math.round(a.totals.netTotal),
    },
  },
});
