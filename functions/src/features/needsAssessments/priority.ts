// Prioritising clinical needs (DOMAIN.md section 3): the methods, their criteria and the ranking.
// Pure functions shared by the server (which stores the ranking on every write) and the web app
// (the sensitivity view recomputes the same ranking under another method or weights).
//
// One vocabulary of criteria serves every method, so a ranking can be recomputed under another
// method from the same scores (a criterion a method needs but nobody scored leaves the need
// unscored under that method, shown as such):
//   size 0–10 (Hanlon A; "magnitude"), seriousness 0–20 (Hanlon B; "severity"), effectiveness
//   0–10 (Hanlon C; "feasibility"), inequity 0–10 (PAHO E; "disparity"), positioning 0–10
//   (PAHO F), communityPriority 0–10.

export const PRIORITY_METHODS = ['hanlon', 'equity', 'weighted'] as const;
export type PriorityMethod = (typeof PRIORITY_METHODS)[number];

export const CRITERIA = [
  'size',
  'seriousness',
  'effectiveness',
  'inequity',
  'positioning',
  'communityPriority',
] as const;
export type Criterion = (typeof CRITERIA)[number];

export const CRITERION_MAX: Record<Criterion, number> = {
  size: 10,
  seriousness: 20,
  effectiveness: 10,
  inequity: 10,
  positioning: 10,
  communityPriority: 10,
};

export const WEIGHTED_CRITERIA = [
  'size',
  'seriousness',
  'inequity',
  'effectiveness',
  'communityPriority',
] as const satisfies readonly Criterion[];
export type WeightedCriterion = (typeof WEIGHTED_CRITERIA)[number];
export type Weights = Record<WeightedCriterion, number>;

export const DEFAULT_WEIGHTS: Weights = {
  size: 0.25,
  seriousness: 0.25,
  inequity: 0.2,
  effectiveness: 0.15,
  communityPriority: 0.15,
};

export const PEARL_TESTS = [
  'propriety',
  'economics',
  'acceptability',
  'resources',
  'legality',
] as const;
export type PearlTest = (typeof PEARL_TESTS)[number];

export interface MethodInfo {
  label: string;
  criteria: readonly Criterion[];
  formula: string;
  source: string;
}

export const METHODS: Record<PriorityMethod, MethodInfo> = {
  hanlon: {
    label: 'Hanlon / Basic Priority Rating',
    criteria: ['size', 'seriousness', 'effectiveness'],
    formula: 'BPR = (A + B) × C / 3',
    source:
      'Hanlon method (Basic Priority Rating) with the PEARL screen; NACCHO, "First Things First: Prioritizing Health Problems".',
  },
  equity: {
    label: 'Equity-weighted (PAHO-adapted Hanlon)',
    criteria: ['size', 'seriousness', 'effectiveness', 'inequity', 'positioning'],
    formula: 'Score = (A + B + E + F) × C / 5',
    source:
      'The hub’s adaptation after Choi et al., Rev Panam Salud Publica 2019;43:e61 (adds inequity E and institutional positioning F). Not their exact formula: scaled so the maximum is 100 like BPR.',
  },
  weighted: {
    label: 'Weighted criteria (MCDA)',
    criteria: WEIGHTED_CRITERIA,
    formula: 'Score = 100 × Σ weight × (score / maximum)',
    source: 'Weighted sum of normalised criteria (MCDA, as in EVIDEM); weights add up to 1.',
  },
};

export const CRITERION_LABELS: Record<PriorityMethod, Partial<Record<Criterion, string>>> = {
  hanlon: {
    size: 'A · Size of the problem',
    seriousness: 'B · Seriousness',
    effectiveness: 'C · Effectiveness of interventions',
  },
  equity: {
    size: 'A · Size of the problem',
    seriousness: 'B · Seriousness',
    effectiveness: 'C · Effectiveness of interventions',
    inequity: 'E · Inequity',
    positioning: 'F · Institutional positioning',
  },
  weighted: {
    size: 'Magnitude',
    seriousness: 'Severity',
    inequity: 'Disparity',
    effectiveness: 'Feasibility',
    communityPriority: 'Community priority',
  },
};

export type Scores = Partial<Record<Criterion, number | null>>;

export interface NeedScores {
  needId: string;
  /** The group's PEARL screen: false fails the test (the need is not ranked). */
  pearl: Record<PearlTest, boolean>;
  ratings: Array<{ assessor: string; scores: Scores }>;
}

export interface RankedNeed {
  needId: string;
  rank: number;
  score: number;
  /** The criteria the score rests on: the mean of the assessors' scores. */
  means: Partial<Record<Criterion, number>>;
  /** The formula with the means put in: "(6 + 12) × 7 / 3 = 42". */
  breakdown: string;
  /** Each assessor's own score (those who scored every criterion). */
  byAssessor: Array<{ assessor: string; score: number }>;
  spread: { min: number; max: number } | null;
}

export interface Ranking {
  method: PriorityMethod;
  ranked: RankedNeed[];
  excluded: Array<{ needId: string; failed: PearlTest[] }>;
  /** Needs some criterion of the method was not scored for. */
  unscored: Array<{ needId: string; missing: Criterion[] }>;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const fmt = (n: number) => String(round(n));

/** The weights add up to 1 (within rounding)? */
export function weightsSum(weights: Weights): number {
  return round(
    WEIGHTED_CRITERIA.reduce((n, k) => n + weights[k], 0),
    6,
  );
}
export const weightsAddUp = (weights: Weights) => Math.abs(weightsSum(weights) - 1) <= 0.001;

/** A score from complete criteria, and the formula with the values put in. */
export function scoreOf(
  method: PriorityMethod,
  c: Record<Criterion, number>,
  weights: Weights = DEFAULT_WEIGHTS,
): { score: number; breakdown: string } {
  switch (method) {
    case 'hanlon': {
      const score = ((c.size + c.seriousness) * c.effectiveness) / 3;
      return {
        score: round(score),
        breakdown: `(${fmt(c.size)} + ${fmt(c.seriousness)}) × ${fmt(c.effectiveness)} / 3 = ${fmt(score)}`,
      };
    }
    case 'equity': {
      const score = ((c.size + c.seriousness + c.inequity + c.positioning) * c.effectiveness) / 5;
      return {
        score: round(score),
        breakdown: `(${fmt(c.size)} + ${fmt(c.seriousness)} + ${fmt(c.inequity)} + ${fmt(c.positioning)}) × ${fmt(c.effectiveness)} / 5 = ${fmt(score)}`,
      };
    }
    case 'weighted': {
      const parts = WEIGHTED_CRITERIA.map((k) => ({
        k,
        w: weights[k],
        v: c[k] / CRITERION_MAX[k],
      }));
      const score = 100 * parts.reduce((n, p) => n + p.w * p.v, 0);
      return {
        score: round(score),
        breakdown: `100 × (${parts.map((p) => `${fmt(p.w)}×${fmt(c[p.k])}/${CRITERION_MAX[p.k]}`).join(' + ')}) = ${fmt(score)}`,
      };
    }
  }
}

/** The mean of each criterion over the assessors who scored it. */
function meansOf(ratings: NeedScores['ratings']): Partial<Record<Criterion, number>> {
  const means: Partial<Record<Criterion, number>> = {};
  for (const k of CRITERIA) {
    const values = ratings
      .map((r) => r.scores[k])
      .filter((v): v is number => typeof v === 'number');
    if (values.length) means[k] = round(values.reduce((a, b) => a + b, 0) / values.length);
  }
  return means;
}

const complete = (
  scores: Partial<Record<Criterion, number | null>>,
  criteria: readonly Criterion[],
): scores is Record<Criterion, number> => criteria.every((k) => typeof scores[k] === 'number');

/**
 * The ranking: PEARL screens first (a need failing any test is not ranked), then the method's
 * score from the mean of the assessors' criteria, highest first. Equal scores share a rank (1, 1,
 * 3); among them, the order the needs were listed in.
 */
export function rankNeeds(
  needs: NeedScores[],
  method: PriorityMethod,
  weights: Weights = DEFAULT_WEIGHTS,
): Ranking {
  const criteria = METHODS[method].criteria;
  const excluded: Ranking['excluded'] = [];
  const unscored: Ranking['unscored'] = [];
  const scored: Array<Omit<RankedNeed, 'rank'>> = [];
  for (const need of needs) {
    const failed = PEARL_TESTS.filter((t) => !need.pearl[t]);
    if (failed.length) {
      excluded.push({ needId: need.needId, failed });
      continue;
    }
    const means = meansOf(need.ratings);
    if (!complete(means, criteria)) {
      unscored.push({
        needId: need.needId,
        missing: criteria.filter((k) => typeof means[k] !== 'number'),
      });
      continue;
    }
    const { score, breakdown } = scoreOf(method, means, weights);
    const byAssessor = need.ratings
      .filter((r) => complete(r.scores, criteria))
      .map((r) => ({
        assessor: r.assessor,
        score: scoreOf(method, r.scores as Record<Criterion, number>, weights).score,
      }));
    const own = byAssessor.map((a) => a.score);
    scored.push({
      needId: need.needId,
      score,
      means: Object.fromEntries(criteria.map((k) => [k, means[k]])),
      breakdown,
      byAssessor,
      spread: own.length ? { min: Math.min(...own), max: Math.max(...own) } : null,
    });
  }
  // A stable sort keeps the listed order among equal scores.
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  const ranked = sorted.map((n) => ({
    ...n,
    rank: sorted.findIndex((m) => m.score === n.score) + 1,
  }));
  return { method, ranked, excluded, unscored };
}

/**
 * Hanlon's table for the size of the problem (Hanlon & Pickett, Public Health: Administration and
 * Practice; as tabulated in the Basic Priority Rating notes of the University of Illinois School of
 * Public Health, PH 440): the percent of the population with the problem, by band, gives one of two
 * scores. Within a band the higher score goes from the band's middle on a log scale up (the bands
 * are decades, so the middle of 1–10 % is 3.16 %).
 */
export const HANLON_SIZE_BANDS = [
  { from: 25, to: 100, scores: [9, 10] },
  { from: 10, to: 25, scores: [7, 8] },
  { from: 1, to: 10, scores: [5, 6] },
  { from: 0.1, to: 1, scores: [3, 4] },
  { from: 0.01, to: 0.1, scores: [1, 2] },
] as const;

/** Hanlon's size score (0–10) for a percent of the population with the problem. */
export function hanlonSize(percent: number): number {
  const band = HANLON_SIZE_BANDS.find((b) => percent >= b.from);
  if (!band) return 0;
  const middle = Math.sqrt(band.from * band.to);
  return percent >= middle ? band.scores[1] : band.scores[0];
}

/** A measure of the problem: the need's people affected a year, or an indicator's percent. */
export type ProblemMeasure =
  | { kind: 'people affected'; peopleAffected: number; population: number; community: string }
  | { kind: 'indicator'; percent: number; indicator: string; source: string };

/** The suggested size of the problem, with the figure and source it rests on; null without one. */
export function suggestedSize(
  measure: ProblemMeasure | null,
): { score: number; percent: number; basis: string } | null {
  if (!measure) return null;
  if (measure.kind === 'indicator') {
    const { percent, indicator, source } = measure;
    return {
      score: hanlonSize(percent),
      percent,
      basis: `${indicator}: ${percent} % (${source}); Hanlon's size table.`,
    };
  }
  const { peopleAffected, population, community } = measure;
  if (population <= 0) return null;
  const percent = (100 * peopleAffected) / population;
  return {
    score: hanlonSize(percent),
    percent,
    basis: `${peopleAffected} people affected a year (the need's own figure) of ${community}'s ${population} (Statistics Canada, 2021 Census): ${Math.round(percent * 100) / 100} %; Hanlon's size table.`,
  };
}

/**
 * Suggested inequity from the community's Index of Remoteness (0–1 → 0–10). The size of the
 * problem is never suggested from the population alone: it is the problem's share of the
 * population (`suggestedSize`).
 */
export function suggestedScores(community: {
  remotenessIndex: number | null;
}): Partial<Record<'inequity', number>> {
  const out: Partial<Record<'inequity', number>> = {};
  if (community.remotenessIndex !== null)
    out.inequity = Math.max(0, Math.min(10, Math.round(community.remotenessIndex * 10)));
  return out;
}
