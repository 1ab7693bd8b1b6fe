// The GRADE evidence profile of a technology: a question and its outcomes, each
// with the studies cited from the library, the participants, the effect (relative and absolute,
// or narrative) and the judgements that rate the body of evidence down or up. The certainty and
// the absolute effects are derived from the fields on every write (grade.ts): never taken from
// the person writing.
import { z } from 'zod';

import {
  optionalNumber,
  optionalText,
  recordId,
  related,
  requiredLine,
  stamps,
} from '../../contract/common.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import {
  CERTAINTY_LEVELS,
  DOWNGRADE_DOMAINS,
  DOWNGRADE_RATINGS,
  EVIDENCE_TYPES,
  RELATIVE_MEASURES,
  UPGRADE_DOMAINS,
  absoluteEffect,
  differenceText,
  gradeCertainty,
  riskDifferenceEffect,
  gradeProblems,
  type DowngradeDomain,
} from './grade.js';
import { DIFFERENCE_MEASURES, differenceInWords, isDifference } from './effectWords.js';
import { outcomeChecks } from './outcomeChecks.js';
import { paths } from './routes.js';
import { midProblems, midShape } from '../questions/public.js';

const linkPaths = technologiesPaths;

export const IMPORTANCE = ['critical', 'important', 'not important'] as const;

/**
 * An effect is a ratio, a difference (mean, standardised mean or risk difference) or none (the
 * effect told in words).
 */
export const EFFECT_MEASURES = ['none', ...RELATIVE_MEASURES, ...DIFFERENCE_MEASURES] as const;

const reason = optionalText(1000);

const downJudgement = z
  .object({
    rating: z
      .enum(DOWNGRADE_RATINGS, { error: 'Rate it not serious, serious or very serious.' })
      .default('not serious'),
    reason,
  })
  .strict();

const upJudgement = <R extends readonly [string, ...string[]]>(ratings: R) =>
  z
    .object({
      rating: z.enum(ratings, { error: `Choose ${ratings.join(' or ')}.` }).default(ratings[0]),
      reason,
    })
    .strict();

const notJudged = { rating: 'not serious', reason: null } as const;

// Bounded here, checked against the measure below (a ratio above 0, a risk difference −1 to 1).
const effectValue = (label: string) =>
  optionalNumber(
    z
      .number({ error: `${label} must be a number.` })
      .min(-1_000_000, `${label} is too small.`)
      .max(1_000_000, `${label} is too large.`),
  );

const EFFECT_BOUNDS: Record<string, { min: number; max: number; words: string }> = {
  RR: { min: Number.MIN_VALUE, max: 1000, words: 'a ratio: above 0 and at most 1,000' },
  OR: { min: Number.MIN_VALUE, max: 1000, words: 'a ratio: above 0 and at most 1,000' },
  HR: { min: Number.MIN_VALUE, max: 1000, words: 'a ratio: above 0 and at most 1,000' },
  RD: {
    min: -1,
    max: 1,
    words: 'a difference of proportions: −1 to 1 (−0.12 is 120 fewer per 1,000)',
  },
  SMD: { min: -20, max: 20, words: 'in standard deviations: −20 to 20' },
  MD: { min: -1_000_000, max: 1_000_000, words: 'in the outcome’s units' },
};

export const outcomeFields = z
  .object({
    name: requiredLine(200, 'The outcome'),
    importance: z.enum(IMPORTANCE, { error: 'Say how important the outcome is.' }),
    studyIds: z
      .array(recordId)
      .min(1, 'Cite at least one study from the library.')
      .max(100, 'At most 100 studies per outcome.')
      .refine((ids) => new Set(ids).size === ids.length, 'A study is cited twice.'),
    participants: optionalNumber(
      z
        .number({ error: 'Participants must be a number.' })
        .int('Participants are a whole number.')
        .min(0, 'Participants cannot be negative; enter 0 or more.')
        .max(100_000_000, 'Participants: at most 100,000,000.'),
    ),
    evidence: z.enum(EVIDENCE_TYPES, {
      error: 'Say whether the evidence is from randomised trials or observational studies.',
    }),
    measure: z
      .enum(EFFECT_MEASURES, { error: 'Choose RR, OR, HR, MD, SMD, RD or none.' })
      .default('none'),
    estimate: effectValue('The estimate'),
    ciLow: effectValue('The 95 % CI’s lower bound'),
    ciHigh: effectValue('The 95 % CI’s upper bound'),
    // The outcome's minimal important difference and units, taken from the review question.
    ...midShape,
    /** Risk with the comparator, per 1,000 people. */
    comparatorPer1000: optionalNumber(
      z
        .number({ error: 'The risk with the comparator must be a number.' })
        .min(0, 'The risk with the comparator is 0 to 1,000 per 1,000.')
        .max(1000, 'The risk with the comparator is 0 to 1,000 per 1,000.'),
    ),
    narrative: optionalText(2000),
    /** The meta-analysis the relative effect, participants and comparator risk are taken from. */
    analysisId: recordId.nullable().default(null),
    /** Why a typed effect was not pooled (where there is no analysis). */
    notPooledReason: optionalText(1000),
    comments: optionalText(2000),
    down: z
      .object(
        Object.fromEntries(
          Object.keys(DOWNGRADE_DOMAINS).map((d) => [d, downJudgement.default(notJudged)]),
        ) as Record<DowngradeDomain, z.ZodDefault<typeof downJudgement>>,
      )
      .strict()
      .prefault({}),
    up: z
      .object({
        largeEffect: upJudgement(UPGRADE_DOMAINS.largeEffect.ratings).default({
          rating: 'none',
          reason: null,
        }),
        doseResponse: upJudgement(UPGRADE_DOMAINS.doseResponse.ratings).default({
          rating: 'none',
          reason: null,
        }),
        opposingConfounding: upJudgement(UPGRADE_DOMAINS.opposingConfounding.ratings).default({
          rating: 'none',
          reason: null,
        }),
      })
      .strict()
      .prefault({}),
  })
  // Not strict: a record's outcomes come back from the form with the certainty the server
  // computed, which is dropped here and computed again.
  .superRefine((o, ctx) => {
    for (const p of midProblems(o))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
    for (const p of gradeProblems(o))
      ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
    for (const c of outcomeChecks(o))
      if (c.level === 'error')
        ctx.addIssue({
          code: 'custom',
          path: [...c.path.split('.'), 'rating'],
          message: c.message,
        });
    if (o.measure === 'none') {
      if (!o.narrative)
        ctx.addIssue({
          code: 'custom',
          path: ['narrative'],
          message:
            'Give an effect (RR, OR, HR, MD, SMD or RD with its 95 % CI) or describe the effect in words.',
        });
      return;
    }
    const missing = (['estimate', 'ciLow', 'ciHigh'] as const).filter((k) => o[k] === null);
    for (const k of missing)
      ctx.addIssue({
        code: 'custom',
        path: [k],
        message: `A ${o.measure} needs its estimate and both bounds of its 95 % CI.`,
      });
    if (missing.length) return;
    const bounds = EFFECT_BOUNDS[o.measure]!;
    for (const k of ['estimate', 'ciLow', 'ciHigh'] as const)
      if (o[k]! < bounds.min || o[k]! > bounds.max)
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `A ${o.measure} is ${bounds.words}; this one is ${o[k]}.`,
        });
    if (o.measure === 'MD' && !o.units)
      ctx.addIssue({
        code: 'custom',
        path: ['units'],
        message: 'A mean difference is in the outcome’s units: say what they are (points, days…).',
      });
    if (!(o.ciLow! <= o.estimate! && o.estimate! <= o.ciHigh!))
      ctx.addIssue({
        code: 'custom',
        path: ['estimate'],
        message: `The estimate (${o.estimate}) must lie within its 95 % CI (${o.ciLow} to ${o.ciHigh}).`,
      });
  });
export type OutcomeFieldsInput = z.input<typeof outcomeFields>;
export type OutcomeFields = z.output<typeof outcomeFields>;

export const evidenceProfileFields = z
  .object({
    title: requiredLine(300, 'The question'),
    technologyId: recordId,
    /** The review question the profile answers; its outcomes, importance and MIDs come from it. */
    questionId: recordId.nullable().default(null),
    population: optionalText(1000),
    setting: optionalText(1000),
    comparison: optionalText(1000),
    outcomes: z
      .array(outcomeFields)
      .min(1, 'An evidence profile has at least one outcome.')
      .max(30, 'At most 30 outcomes.'),
  })
  .strict();
export type EvidenceProfileFieldsInput = z.input<typeof evidenceProfileFields>;
export type EvidenceProfileFields = z.output<typeof evidenceProfileFields>;

const gradeResult = z.object({
  start: z.enum(CERTAINTY_LEVELS),
  down: z.number(),
  up: z.number(),
  level: z.enum(CERTAINTY_LEVELS),
  clamped: z.boolean(),
  footnotes: z.array(z.string()),
});

const absolute = z.object({
  comparator: z.number(),
  intervention: z.number(),
  difference: z.number(),
  differenceLow: z.number(),
  differenceHigh: z.number(),
});

/** An outcome as stored and returned: what was written, its certainty and absolute effects. */
export const outcomeRecord = z.object({
  ...outcomeFields.shape,
  certainty: gradeResult,
  absolute: absolute.nullable(),
  /** The absolute effect in words, as the SoF table writes it; null when there is none. */
  effectInWords: z.string().nullable().default(null),
  /** What the reader needs to read it (Cohen's rule of thumb beside an SMD). */
  effectNote: z.string().nullable().default(null),
  /** GRADE's warnings about the judgement (outcomeChecks.ts): allowed, but each needs its case. */
  checks: z
    .array(z.object({ level: z.enum(['error', 'warning']), path: z.string(), message: z.string() }))
    .default([]),
});
export type OutcomeRecord = z.output<typeof outcomeRecord>;

/** The derived parts of an outcome: computed here, on every write and in the seed. */
export function gradedOutcome(o: OutcomeFields): OutcomeRecord {
  const effect =
    o.measure !== 'none' && o.estimate !== null && o.ciLow !== null && o.ciHigh !== null
      ? { measure: o.measure, estimate: o.estimate, ciLow: o.ciLow, ciHigh: o.ciHigh }
      : null;
  const absolute =
    !effect ||
    o.comparatorPer1000 === null ||
    (isDifference(effect.measure) && effect.measure !== 'RD')
      ? null
      : effect.measure === 'RD'
        ? riskDifferenceEffect(effect.estimate, effect.ciLow, effect.ciHigh, o.comparatorPer1000)
        : absoluteEffect(
            effect.measure,
            effect.estimate,
            effect.ciLow,
            effect.ciHigh,
            o.comparatorPer1000,
          );
  const words =
    effect && isDifference(effect.measure)
      ? differenceInWords({ ...effect, measure: effect.measure, name: o.name, units: o.units })
      : absolute
        ? { text: differenceText(absolute), note: null }
        : null;
  return {
    ...o,
    certainty: gradeCertainty(o),
    checks: outcomeChecks(o).filter((c) => c.level === 'warning'),
    absolute,
    effectInWords: words?.text ?? null,
    effectNote: words?.note ?? null,
  };
}

export const evidenceProfileDerived = (fields: EvidenceProfileFields) => ({
  outcomes: fields.outcomes.map(gradedOutcome),
  /** Every study cited (for the reference to the library and its filter). */
  studyIds: [...new Set(fields.outcomes.flatMap((o) => o.studyIds))],
});

export const evidenceProfileRecord = z.object({
  ...evidenceProfileFields.shape,
  outcomes: z.array(outcomeRecord),
  studyIds: z.array(z.string()),
  technologyName: z.string().nullable(),
  questionTitle: z.string().nullable().default(null),
  ...stamps.shape,
});
export type EvidenceProfile = z.output<typeof evidenceProfileRecord>;

export const evidenceProfileSummary = z.object({
  id: recordId,
  title: z.string(),
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  outcomes: z.array(
    z.object({
      name: z.string(),
      importance: z.enum(IMPORTANCE),
      certainty: z.object({ level: z.enum(CERTAINTY_LEVELS) }),
    }),
  ),
  updatedAt: z.string(),
});
export type EvidenceProfileSummary = z.infer<typeof evidenceProfileSummary>;

/** A cited study as the profile's page shows it: its Vancouver reference and design. */
export const citedStudy = z.object({
  id: z.string(),
  reference: z.string(),
  design: z.string(),
  ruralRemote: z.boolean(),
});
export type CitedStudy = z.infer<typeof citedStudy>;

export const evidenceProfiles = defineRegistry({
  name: 'evidenceProfiles',
  label: 'evidence profile',
  recordKey: 'evidenceProfile',
  nameField: 'title',
  fields: evidenceProfileFields,
  record: evidenceProfileRecord,
  summary: evidenceProfileSummary,
  list: {
    // Made by hand, a few per technology: served from a view, every filter with every sort.
    small: true,
    sorts: { title: 'nameLower', updatedAt: 'updatedAt' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: {
      technologyId: { schema: recordId },
      questionId: { schema: recordId },
      studyId: { schema: recordId, field: 'studyIds', op: 'array-contains' },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
    { field: 'questionId', to: 'questions', nameCopy: 'questionTitle' },
    // A derived field (above): the studies the outcomes cite.
    { field: 'studyIds', to: 'studies' },
  ],
  derived: evidenceProfileDerived,
  profile: { technology: related.nullable(), studies: z.array(citedStudy) },
  page: paths.evidenceProfile,
  home: { title: 'Evidence profiles', path: paths.evidenceProfiles },
  echo: {
    heading: (n) => `GRADE evidence profiles (${n}): certainty of the evidence per outcome`,
    notes: [
      'Certainty is computed the GRADE way (Guyatt et al. 2011): randomised trials start high, observational studies low, rated down for risk of bias, inconsistency, indirectness, imprecision and publication bias, up for a large effect, dose–response or opposing confounding.',
    ],
    columns: {
      page: (p) => paths.evidenceProfile(p.id),
      question: (p) => p.title,
      'technology page': (p): string => linkPaths.technology(p.technologyId),
      technology: (p) => p.technologyName,
      'outcomes (importance: certainty; reasons)': (p) =>
        p.outcomes
          .map(
            (o) =>
              `${o.name} (${o.importance}): ${o.certainty.level}` +
              (o.certainty.footnotes.length ? `; ${o.certainty.footnotes.join(' ')}` : ''),
          )
          .join(' | '),
    },
  },
});
