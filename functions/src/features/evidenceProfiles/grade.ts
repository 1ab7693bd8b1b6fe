// GRADE certainty of a body of evidence for one outcome, and the anticipated absolute effects of a
// Summary of Findings table: pure functions, the one place both are computed (the registry's
// derived fields on every write and in the seed; the form's preview).
//
// Certainty: Guyatt GH et al., GRADE guidelines 1–9, J Clin Epidemiol 2011;64 (start levels:
// GRADE 1 and 3; rating down: 4–8; rating up: 9). Absolute effects: Guyatt GH et al., GRADE
// guidelines 12–13, J Clin Epidemiol 2013;66:158–72, and the formulas GRADEpro GDT applies to a
// relative effect and the risk with the comparator.

import { DIFFERENCE_NAMES, per1000, type DifferenceMeasure } from './effectWords.js';

/** The four levels, lowest first: a level's index + 1 is its points (very low 1 … high 4). */
export const CERTAINTY_LEVELS = ['very low', 'low', 'moderate', 'high'] as const;
export type Certainty = (typeof CERTAINTY_LEVELS)[number];

/** What the body of evidence is: randomised trials start high, observational studies low. */
export const EVIDENCE_TYPES = ['randomised trials', 'observational studies'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** The five domains rated down, with their names in the table's footnotes. */
export const DOWNGRADE_DOMAINS = {
  riskOfBias: 'Risk of bias',
  inconsistency: 'Inconsistency',
  indirectness: 'Indirectness',
  imprecision: 'Imprecision',
  publicationBias: 'Publication bias',
} as const;
export type DowngradeDomain = keyof typeof DOWNGRADE_DOMAINS;

/** GRADEpro's terms for rating down: not serious (0), serious (−1), very serious (−2). */
export const DOWNGRADE_RATINGS = ['not serious', 'serious', 'very serious'] as const;
export type DowngradeRating = (typeof DOWNGRADE_RATINGS)[number];

/** The three reasons to rate up, each with the terms it takes: 0 levels first. */
export const UPGRADE_DOMAINS = {
  largeEffect: { label: 'Large effect', ratings: ['none', 'large', 'very large'] },
  doseResponse: { label: 'Dose–response gradient', ratings: ['none', 'present'] },
  opposingConfounding: {
    label: 'Plausible confounding would reduce the effect',
    ratings: ['none', 'present'],
  },
} as const;
export type UpgradeDomain = keyof typeof UPGRADE_DOMAINS;
export type UpgradeRating = (typeof UPGRADE_DOMAINS)[UpgradeDomain]['ratings'][number];

export interface Judgement<R extends string> {
  rating: R;
  /** Why: required whenever the rating moves the certainty. */
  reason: string | null;
}

export interface GradeInput {
  evidence: EvidenceType;
  down: Record<DowngradeDomain, Judgement<DowngradeRating>>;
  up: Record<UpgradeDomain, Judgement<UpgradeRating>>;
}

export interface GradeResult {
  start: Certainty;
  /** Levels rated down (0–10) and up (0–4), before the clamp. */
  down: number;
  up: number;
  level: Certainty;
  /** The sum left the scale and was held at high or very low. */
  clamped: boolean;
  /** The reasons, one line per domain judged (the Summary of Findings table's footnotes). */
  footnotes: string[];
}

/** A judgement the method refuses, at its place in the input (`down.riskOfBias.reason`). */
export interface GradeProblem {
  path: string[];
  message: string;
}

export class GradeError extends Error {
  constructor(readonly problems: GradeProblem[]) {
    super(problems.map((p) => p.message).join(' '));
    this.name = 'GradeError';
  }
}

const downLevels = (rating: DowngradeRating) => DOWNGRADE_RATINGS.indexOf(rating);

const upLevels = (domain: UpgradeDomain, rating: UpgradeRating) =>
  (UPGRADE_DOMAINS[domain].ratings as readonly string[]).indexOf(rating);

const hasReason = (j: Judgement<string>) => Boolean(j.reason?.trim());

const LEVEL_WORDS = ['', 'one level', 'two levels'];

/** What the method refuses: a rating without a reason, an unknown rating, rating up a trial. */
export function gradeProblems(input: GradeInput): GradeProblem[] {
  const problems: GradeProblem[] = [];
  for (const domain of Object.keys(DOWNGRADE_DOMAINS) as DowngradeDomain[]) {
    const j = input.down[domain];
    const name = DOWNGRADE_DOMAINS[domain];
    if (downLevels(j.rating) < 0) {
      problems.push({
        path: ['down', domain, 'rating'],
        message: `${name}: rate it not serious, serious (down one level) or very serious (down two).`,
      });
    } else if (downLevels(j.rating) > 0 && !hasReason(j)) {
      problems.push({
        path: ['down', domain, 'reason'],
        message: `${name}: say why it is rated down (${j.rating}); a downgrade needs its reason.`,
      });
    }
  }
  for (const domain of Object.keys(UPGRADE_DOMAINS) as UpgradeDomain[]) {
    const j = input.up[domain];
    const { label, ratings } = UPGRADE_DOMAINS[domain];
    const levels = upLevels(domain, j.rating);
    if (levels < 0) {
      problems.push({
        path: ['up', domain, 'rating'],
        message: `${label}: choose ${ratings.join(' or ')}.`,
      });
    } else if (levels > 0 && input.evidence === 'randomised trials') {
      problems.push({
        path: ['up', domain, 'rating'],
        message: `${label}: only observational evidence is rated up; randomised trials already start at high certainty.`,
      });
    } else if (levels > 0 && !hasReason(j)) {
      problems.push({
        path: ['up', domain, 'reason'],
        message: `${label}: say why it is rated up (${j.rating}); rating up needs its reason.`,
      });
    }
  }
  return problems;
}

/**
 * The certainty of the body of evidence: start at high (randomised trials, 4 points) or low
 * (observational studies, 2 points), subtract the levels rated down, add those rated up, and
 * hold the result between very low (1) and high (4). Throws GradeError on what gradeProblems
 * refuses.
 */
export function gradeCertainty(input: GradeInput): GradeResult {
  const problems = gradeProblems(input);
  if (problems.length) throw new GradeError(problems);
  const start: Certainty = input.evidence === 'randomised trials' ? 'high' : 'low';
  const footnotes: string[] = [];
  let down = 0;
  for (const domain of Object.keys(DOWNGRADE_DOMAINS) as DowngradeDomain[]) {
    const j = input.down[domain];
    const levels = downLevels(j.rating);
    down += levels;
    const reason = j.reason?.trim();
    if (levels > 0)
      footnotes.push(
        `${DOWNGRADE_DOMAINS[domain]}: rated down ${LEVEL_WORDS[levels]} (${j.rating}). ${reason}`,
      );
    else if (reason) footnotes.push(`${DOWNGRADE_DOMAINS[domain]}: not rated down. ${reason}`);
  }
  let up = 0;
  for (const domain of Object.keys(UPGRADE_DOMAINS) as UpgradeDomain[]) {
    const j = input.up[domain];
    const levels = upLevels(domain, j.rating);
    up += levels;
    if (levels > 0)
      footnotes.push(
        `${UPGRADE_DOMAINS[domain].label}: rated up ${LEVEL_WORDS[levels]} (${j.rating}). ${j.reason?.trim()}`,
      );
  }
  const startPoints = CERTAINTY_LEVELS.indexOf(start) + 1;
  const points = startPoints - down + up;
  const held = Math.min(CERTAINTY_LEVELS.length, Math.max(1, points));
  const level = CERTAINTY_LEVELS[held - 1]!;
  if (held !== points)
    footnotes.push(
      `Start ${start} (${startPoints} points) − ${down} + ${up} = ${points}; held at ${level}, the ${held === 1 ? 'lowest' : 'highest'} certainty.`,
    );
  return { start, down, up, level, clamped: held !== points, footnotes };
}

/** The ratio measures whose risk with the intervention follows from the comparator's. */
export const RELATIVE_MEASURES = ['RR', 'OR', 'HR'] as const;
export type RelativeMeasure = (typeof RELATIVE_MEASURES)[number];

/** Every measure a Summary of Findings row may give, by its name. */
export const MEASURE_NAMES: Record<RelativeMeasure | DifferenceMeasure, string> = {
  RR: 'risk ratio',
  OR: 'odds ratio',
  HR: 'hazard ratio',
  ...DIFFERENCE_NAMES,
};

/**
 * The risk with the intervention, as a proportion, from the comparator's risk `r` (0–1) and a
 * ratio: RR × r; for an odds ratio OR·r / (1 − r + OR·r); for a hazard ratio 1 − (1 − r)^HR.
 */
export function interventionRisk(measure: RelativeMeasure, ratio: number, r: number): number {
  switch (measure) {
    case 'RR':
      return Math.min(1, ratio * r);
    case 'OR':
      return (ratio * r) / (1 - r + ratio * r);
    case 'HR':
      return 1 - (1 - r) ** ratio;
  }
}

export interface AbsoluteEffect {
  /** Per 1,000 people: the risk with the comparator, as entered. */
  comparator: number;
  /** Per 1,000 people, rounded to whole people: the risk with the intervention. */
  intervention: number;
  /** Per 1,000: intervention − comparator, and from the relative effect's 95 % CI. */
  difference: number;
  differenceLow: number;
  differenceHigh: number;
}

/**
 * Anticipated absolute effects per 1,000 people: the comparator's risk, the intervention's (the
 * relative effect applied to it), and the difference with its 95 % CI (the CI's bounds applied).
 */
export function absoluteEffect(
  measure: RelativeMeasure,
  estimate: number,
  ciLow: number,
  ciHigh: number,
  comparatorPer1000: number,
): AbsoluteEffect {
  const r = comparatorPer1000 / 1000;
  const per1000 = (ratio: number) => Math.round(interventionRisk(measure, ratio, r) * 1000);
  const intervention = per1000(estimate);
  return {
    comparator: comparatorPer1000,
    intervention,
    difference: intervention - comparatorPer1000,
    differenceLow: per1000(ciLow) - comparatorPer1000,
    differenceHigh: per1000(ciHigh) - comparatorPer1000,
  };
}

/** A risk difference applied to the comparator's risk: the row's anticipated absolute effects. */
export function riskDifferenceEffect(
  estimate: number,
  ciLow: number,
  ciHigh: number,
  comparatorPer1000: number,
): AbsoluteEffect {
  const difference = per1000(estimate);
  return {
    comparator: comparatorPer1000,
    intervention: Math.min(1000, Math.max(0, comparatorPer1000 + difference)),
    difference,
    differenceLow: per1000(ciLow),
    differenceHigh: per1000(ciHigh),
  };
}

/** "36 fewer per 1,000 (from 60 fewer to 12 fewer)", as SoF tables write a difference. */
export function differenceText(a: AbsoluteEffect): string {
  const words = (n: number) => (n === 0 ? '0 more' : n > 0 ? `${n} more` : `${-n} fewer`);
  return `${words(a.difference)} per 1,000 (from ${words(a.differenceLow)} to ${words(a.differenceHigh)})`;
}
