// MAST (Model for ASsessment of Telemedicine; Kidholm et al., Int J Technol Assess Health Care,
// 2012): preceding considerations, seven domains, transferability. MAST reports in prose; the
// hub adds a structured, comparable layer (a design choice of ours, said so in the product): a
// few questions per domain (./questionSets.ts), rated 1–5 or answered yes/no, with a number, a
// choice or text — or "not assessed" with a reason (never 0) — with its evidence and the
// certainty of that evidence (GRADE). The scoring below is the one place it is computed: only
// rating questions enter means; every asked question counts in completeness.
import { z } from 'zod';

import { keyed } from '../../contract/common.js';
import { asked, isAnswered, type AnswerLike } from './questions.js';

export const MAST_DOMAINS = [
  {
    key: 'healthProblem',
    short: 'Health problem',
    title: 'Health problem and characteristics of the application',
    asks: 'Target group, inclusion criteria, the technical solution, how it is used.',
  },
  {
    key: 'safety',
    short: 'Safety',
    title: 'Safety',
    asks: 'Clinical safety (patients, staff) and technical safety (stability, service agreements, data security).',
  },
  {
    key: 'clinicalEffectiveness',
    short: 'Clinical effectiveness',
    title: 'Clinical effectiveness',
    asks: 'Effects on morbidity, mortality, quality of life, behaviour, use of services.',
  },
  {
    key: 'patientPerspectives',
    short: 'Patient perspectives',
    title: 'Patient perspectives',
    asks: 'Satisfaction, acceptance, usability, access, self-management.',
  },
  {
    key: 'economic',
    short: 'Economic',
    title: 'Economic aspects',
    asks: 'Costs before and after, resource use across sectors, budget impact.',
  },
  {
    key: 'organisational',
    short: 'Organisational',
    title: 'Organisational aspects',
    asks: 'Workflow, staff roles and task shifting, moves between settings, management support.',
  },
  {
    key: 'socioCulturalEthicalLegal',
    short: 'Socio-cultural, ethical, legal',
    title: 'Socio-cultural, ethical and legal aspects',
    asks: 'Patient–provider relationship, competencies, equity, privacy and data protection, legislation.',
  },
] as const;
export type DomainKey = (typeof MAST_DOMAINS)[number]['key'];
export const DOMAIN_KEYS = MAST_DOMAINS.map((d) => d.key) as [DomainKey, ...DomainKey[]];

export const PRECEDING_CONSIDERATIONS = [
  {
    key: 'purpose',
    title: 'Purpose of the application',
    asks: 'What should it achieve, and for whom?',
  },
  {
    key: 'comparator',
    title: 'Relevant alternatives',
    asks: 'What is done today instead (the comparator)?',
  },
  {
    key: 'level',
    title: 'Level of assessment',
    asks: 'Local, regional or national — and why that level?',
  },
  {
    key: 'maturity',
    title: 'Maturity of the application',
    asks: 'Is it a prototype, in pilot use, or in routine use elsewhere?',
  },
  {
    key: 'legal',
    title: 'Legal preconditions',
    asks: 'Licensing (Health Canada class), privacy (HIPA in Saskatchewan), liability.',
  },
  {
    key: 'economic',
    title: 'Economic preconditions',
    asks: 'Is there funding, and a way to pay for the service?',
  },
] as const;
export type PrecedingKey = (typeof PRECEDING_CONSIDERATIONS)[number]['key'];
export const PRECEDING_KEYS = PRECEDING_CONSIDERATIONS.map((p) => p.key) as [
  PrecedingKey,
  ...PrecedingKey[],
];

export const PRECEDING_RESULTS = ['pass', 'concern', 'fail'] as const;
/** GRADE's levels of certainty of the evidence. */
export const CERTAINTY = ['high', 'moderate', 'low', 'very low'] as const;
export const RECOMMENDATIONS = ['adopt', 'pilot', 'do not adopt', 'more evidence needed'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RATINGS = [1, 2, 3, 4, 5] as const;

// ─── Scoring ────────────────────────────────────────────────────────────────────────────────

export interface DomainResult {
  /** Mean of the rated questions; null when none is rated ("not assessed" is never 0). */
  mean: number | null;
  /** Rating questions rated (the mean's n). */
  rated: number;
  notAssessed: number;
  /** Questions asked (those whose condition is met), of every type. */
  asked: number;
}

/**
 * The ratings that enter means: rating questions (typed answers — yes/no, numbers, choices,
 * text — are reported, never averaged) that are asked (a question whose condition is not met
 * is not asked).
 */
const ratingsOf = (answers: readonly AnswerLike[]): number[] =>
  asked(answers).flatMap((a) =>
    (a.type ?? 'rating') === 'rating' && a.rating !== null ? [a.rating] : [],
  );

/** A question given a reason instead of an answer. */
const isNotAssessed = (a: AnswerLike) =>
  a.rating === null && (a.value ?? null) === null && isAnswered(a);

export function domainResult(answers: readonly AnswerLike[]): DomainResult {
  const ratings = ratingsOf(answers);
  const shown = asked(answers);
  return {
    mean: ratings.length ? round(ratings.reduce((s, r) => s + r, 0) / ratings.length) : null,
    rated: ratings.length,
    notAssessed: shown.filter(isNotAssessed).length,
    asked: shown.length,
  };
}

export interface EvaluationLike {
  preceding: Record<PrecedingKey, { answer: string | null; result: string | null }>;
  domains: Record<DomainKey, readonly AnswerLike[]>;
  recommendation: string | null;
}

/** Share of the form done: preceding considerations, asked questions of every type answered. */
export function completeness(e: EvaluationLike): number {
  const preceding = PRECEDING_KEYS.map((k) =>
    Boolean(e.preceding[k].answer && e.preceding[k].result),
  );
  const answers = DOMAIN_KEYS.flatMap((k) => asked(e.domains[k]).map(isAnswered));
  const parts = [...preceding, ...answers, e.recommendation !== null];
  return round(parts.filter(Boolean).length / parts.length, 3);
}

/**
 * How far the form is filled in, in words: "answered" is said only of questions that are, so a
 * form complete with questions marked "not assessed" never reads as fully answered.
 */
export function completenessText(e: EvaluationLike): string {
  const filled = `${(completeness(e) * 100).toLocaleString('en-CA', { maximumFractionDigits: 1 })} % filled in`;
  const shown = DOMAIN_KEYS.flatMap((k) => asked(e.domains[k]));
  const open = shown.filter((a) => !isAnswered(a)).length;
  const notAssessed = shown.filter(isNotAssessed).length;
  const questions = (n: number) => `${n} question${n === 1 ? '' : 's'}`;
  if (open) return `${filled}; ${open} of ${questions(shown.length)} still open`;
  if (notAssessed) return `${filled}; ${notAssessed} of ${questions(shown.length)} not assessed`;
  return `${filled}; all ${questions(shown.length)} answered`;
}

export function domainResults(e: EvaluationLike): Record<DomainKey, DomainResult> {
  return keyed(DOMAIN_KEYS, (k) => domainResult(e.domains[k]));
}

export interface DomainAggregate {
  /** Mean of every rated rating question of every submitted evaluation. */
  mean: number | null;
  /** The lowest and highest evaluation means: how far evaluators disagree. */
  min: number | null;
  max: number | null;
  /** Evaluations that rated at least one question of the domain. */
  evaluations: number;
  rated: number;
  /** The lowest single rating of the domain (null when none is rated). */
  lowest: number | null;
  /** Why the domain is flagged (`domainFlag`), or null when it is not. */
  flag: string | null;
}

export interface EvaluationAggregate {
  evaluations: number;
  domains: Record<DomainKey, DomainAggregate>;
  recommendations: Record<Recommendation, number>;
  /** Mean completeness of the submitted evaluations. */
  completeness: number;
}

// ─── Flags ──────────────────────────────────────────────────────────────────────────────────
// MAST defines no overall score (Kidholm et al. 2012): each domain is reported by itself, so a
// poor domain cannot be averaged away by good ones. A domain is flagged when its mean is below
// the midpoint of the 1–5 scale (3: neither agree nor disagree that it does well), and — because
// a single serious safety concern matters whatever the other answers say — safety is flagged
// when any one of its ratings is below the midpoint.

/** A domain whose mean is below this is flagged. */
export const FLAG_BELOW = 3;
/** Domains flagged by any single rating below FLAG_BELOW. */
export const FLAG_ANY_RATING: readonly DomainKey[] = ['safety'];

const shortOf = (key: DomainKey) => MAST_DOMAINS.find((d) => d.key === key)!.short;

/** Why a domain is flagged, or null: its mean below 3, or (safety) any rating below 3. */
export function domainFlag(
  key: DomainKey,
  r: { mean: number | null; lowest: number | null },
): string | null {
  if (r.mean !== null && r.mean < FLAG_BELOW)
    return `${shortOf(key)}: mean ${r.mean.toFixed(2)} is below ${FLAG_BELOW} of 5.`;
  if (FLAG_ANY_RATING.includes(key) && r.lowest !== null && r.lowest < FLAG_BELOW)
    return `${shortOf(key)}: a rating of ${r.lowest} is below ${FLAG_BELOW} of 5 (one low ${shortOf(key).toLowerCase()} rating flags the domain).`;
  return null;
}

/** The flagged domains of a technology's results, in MAST's order. */
export const flaggedDomains = (a: Pick<EvaluationAggregate, 'domains'>): DomainKey[] =>
  DOMAIN_KEYS.filter((k) => a.domains[k].flag !== null);

/** The rated domain with the lowest mean (the first in MAST's order on a tie), or null. */
export function lowestDomain(
  a: Pick<EvaluationAggregate, 'domains'>,
): { key: DomainKey; short: string; mean: number } | null {
  let found: { key: DomainKey; short: string; mean: number } | null = null;
  for (const k of DOMAIN_KEYS) {
    const mean = a.domains[k].mean;
    if (mean !== null && (found === null || mean < found.mean))
      found = { key: k, short: shortOf(k), mean };
  }
  return found;
}

/** The results of a technology from its submitted evaluations (drafts never count). */
export function aggregateEvaluations(submitted: readonly EvaluationLike[]): EvaluationAggregate {
  const domains = keyed(DOMAIN_KEYS, (k): DomainAggregate => {
    const perEvaluation = submitted.map((e) => domainResult(e.domains[k]));
    const ratings = submitted.flatMap((e) => ratingsOf(e.domains[k]));
    const means = perEvaluation.flatMap((r) => (r.mean === null ? [] : [r.mean]));
    const mean = ratings.length ? round(ratings.reduce((s, r) => s + r, 0) / ratings.length) : null;
    const lowest = ratings.length ? Math.min(...ratings) : null;
    return {
      mean,
      min: means.length ? Math.min(...means) : null,
      max: means.length ? Math.max(...means) : null,
      evaluations: means.length,
      rated: ratings.length,
      lowest,
      flag: domainFlag(k, { mean, lowest }),
    };
  });
  const recommendations = keyed(RECOMMENDATIONS, () => 0);
  for (const e of submitted) {
    if (e.recommendation && e.recommendation in recommendations)
      recommendations[e.recommendation as Recommendation] += 1;
  }
  return {
    evaluations: submitted.length,
    domains,
    recommendations,
    completeness: submitted.length
      ? round(submitted.reduce((s, e) => s + completeness(e), 0) / submitted.length, 3)
      : 0,
  };
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

// ─── Schemas the records use ────────────────────────────────────────────────────────────────

const nullableNumber = z.number().nullable();
export const domainAggregate = z.object({
  mean: nullableNumber,
  min: nullableNumber,
  max: nullableNumber,
  evaluations: z.number().int(),
  rated: z.number().int(),
  // Results stored before flags were kept have no lowest rating: only the mean rule reads them.
  lowest: nullableNumber.default(null),
  flag: z.string().nullable().default(null),
});
const domainAggregates = z.object(keyed(DOMAIN_KEYS, () => domainAggregate));
export const evaluationAggregate = z
  .object({
    evaluations: z.number().int(),
    domains: domainAggregates,
    recommendations: z.object(keyed(RECOMMENDATIONS, () => z.number().int())),
    completeness: z.number(),
  })
  // The flag is derived from the stored mean and lowest rating on every read, so a stored
  // result never shows a flag its figures (or a changed threshold) would not give.
  .transform((a) => ({
    ...a,
    domains: keyed(DOMAIN_KEYS, (k) => ({ ...a.domains[k], flag: domainFlag(k, a.domains[k]) })),
  }));

/** Each rated domain's mean, flagged ones marked, in MAST's order: "Safety 2.50 (flagged), …". */
export function domainsText(a: Pick<EvaluationAggregate, 'domains'>): string | null {
  const parts = MAST_DOMAINS.flatMap((d) => {
    const r = a.domains[d.key];
    return r.mean === null ? [] : [`${d.short} ${r.mean.toFixed(2)}${r.flag ? ' (flagged)' : ''}`];
  });
  return parts.length ? parts.join('; ') : null;
}
