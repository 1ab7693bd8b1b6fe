// Checks of a GRADE judgement against the evidence it judges, for the form (as the person types)
// and the server (on save): what GRADE's guidance says a rating needs, as errors (the rating
// contradicts the figures) and warnings (allowed, but it needs the case GRADE asks for).
//
// Sources: rating up for a large effect, Guyatt et al., GRADE guidelines 9, J Clin Epidemiol
// 2011;64:1311–6 (large: RR < 0.5 or > 2; very large: RR < 0.2 or > 5; "usually only when there
// are no serious limitations"); imprecision, GRADE guidelines 6, 2011;64:1283–93 (rate down when
// the 95 % CI includes no effect and an appreciable benefit or harm — 25 % relative, RR 0.75 and
// 1.25, unless a minimal important difference is known; twice when it includes both); the
// starting level of a body of evidence, GRADE guidelines 3, 2011;64:401–6.

import type { DowngradeRating, EvidenceType, UpgradeRating } from './grade.js';

export interface Check {
  level: 'error' | 'warning';
  /** Where the check belongs in the outcome's form: `up.largeEffect`, `evidence`… */
  path: string;
  message: string;
}

/** A ratio (RR, OR, HR) with its 95 % confidence interval. */
export interface RatioEffect {
  estimate: number;
  lower: number;
  upper: number;
}

const THRESHOLDS: Record<'large' | 'very large', { below: number; above: number }> = {
  large: { below: 0.5, above: 2 },
  'very large': { below: 0.2, above: 5 },
};

/** Whether `x` is as far from 1 as the threshold, on the effect's side. */
const beyond = (x: number, side: 'benefit' | 'harm', t: { below: number; above: number }) =>
  side === 'benefit' ? x <= t.below : x >= t.above;

/**
 * A large or very large effect claimed for this ratio: an error when the estimate is not that
 * large, a warning when the confidence limit nearer to 1 is not (the effect may be smaller).
 */
export function largeEffectChecks(rating: UpgradeRating, effect: RatioEffect | null): Check[] {
  if (rating !== 'large' && rating !== 'very large') return [];
  const path = 'up.largeEffect';
  if (!effect)
    return [
      { level: 'error', path, message: `A ${rating} effect needs the relative effect and its CI.` },
    ];
  const t = THRESHOLDS[rating];
  const side = effect.estimate < 1 ? 'benefit' : 'harm';
  const limits = `${t.below} or ${t.above}`;
  if (!beyond(effect.estimate, side, t))
    return [
      {
        level: 'error',
        path,
        message: `${rating === 'large' ? 'A large' : 'A very large'} effect is a ratio beyond ${limits}; this one is ${effect.estimate}.`,
      },
    ];
  const nearer = side === 'benefit' ? effect.upper : effect.lower;
  return beyond(nearer, side, t)
    ? []
    : [
        {
          level: 'warning',
          path,
          message: `The confidence interval reaches ${nearer}, short of ${side === 'benefit' ? t.below : t.above}: the effect may not be ${rating}. Rate up only if you are confident it is.`,
        },
      ];
}

/** Rating up observational evidence that is also rated down: GRADE allows it only in narrow cases. */
export function upAndDownChecks(
  evidence: EvidenceType,
  down: Record<string, DowngradeRating>,
  up: Record<string, UpgradeRating>,
): Check[] {
  const ratedUp = Object.entries(up).filter(([, r]) => r !== 'none');
  const ratedDown = Object.entries(down).filter(([, r]) => r !== 'not serious');
  if (ratedUp.length === 0) return [];
  // Rating up randomised trials at all is refused by gradeCertainty itself.
  if (evidence === 'randomised trials' || ratedDown.length === 0) return [];
  return [
    {
      level: 'warning',
      path: `up.${ratedUp[0]![0]}`,
      message: `Rated up and also down (${ratedDown.map(([d]) => d).join(', ')}): GRADE rates up only observational studies without serious limitations; say why these qualify.`,
    },
  ];
}

/** A study as it enters a body of evidence: its design and, for a review, what it pooled. */
export interface PooledStudy {
  design: string;
  /** For a systematic review: whether every study it pooled was randomised. */
  poolsOnlyRandomisedTrials?: boolean;
}

/**
 * The body of evidence's starting level from the designs it rests on: randomised trials only when
 * every study is a randomised trial or a review that pooled only randomised trials.
 */
export function startingEvidence(studies: readonly PooledStudy[]): {
  evidence: EvidenceType;
  because: string;
} {
  if (studies.length === 0)
    return { evidence: 'observational studies', because: 'No study is cited yet.' };
  const notRandomised = studies.filter(
    (s) =>
      !(
        s.design === 'RCT' ||
        (s.design === 'systematic review' && s.poolsOnlyRandomisedTrials === true)
      ),
  );
  if (notRandomised.length === 0)
    return {
      evidence: 'randomised trials',
      because: 'Every study is a randomised trial or a review of them.',
    };
  const reviews = notRandomised.filter((s) => s.design === 'systematic review').length;
  return {
    evidence: 'observational studies',
    because:
      reviews > 0 && reviews === notRandomised.length
        ? 'A review cited is not shown to pool only randomised trials.'
        : `${notRandomised.length} of ${studies.length} studies are not randomised trials.`,
  };
}

/**
 * The thresholds the CI is read against: no effect, and an appreciable benefit and harm either
 * side of it (GRADE's default RR 0.75 and 1.25; a difference's −MID and +MID around 0).
 */
export interface RatioMid {
  benefit: number;
  harm: number;
  /** No effect: 1 for a ratio (the default), 0 for a difference. */
  none?: number;
}

/** Imprecision suggested from the CI against the null and the minimal important difference. */
export function suggestedImprecision(
  effect: RatioEffect,
  mid: RatioMid = { benefit: 0.75, harm: 1.25 },
): { rating: DowngradeRating; because: string } {
  const none = mid.none ?? 1;
  const ci = `${effect.lower} to ${effect.upper}`;
  const crossesBenefit = effect.lower < mid.benefit;
  const crossesHarm = effect.upper > mid.harm;
  if (crossesBenefit && crossesHarm)
    return {
      rating: 'very serious',
      because: `The CI (${ci}) includes both an appreciable benefit (below ${mid.benefit}) and an appreciable harm (above ${mid.harm}).`,
    };
  const includesNull = effect.lower <= none && effect.upper >= none;
  if (includesNull && (crossesBenefit || crossesHarm))
    return {
      rating: 'serious',
      because: `The CI (${ci}) includes no effect (${none}) and an appreciable ${crossesBenefit ? `benefit (below ${mid.benefit})` : `harm (above ${mid.harm})`}.`,
    };
  return {
    rating: 'not serious',
    because: includesNull
      ? `The CI (${ci}) includes no effect (${none}) but no appreciable benefit or harm (${mid.benefit} to ${mid.harm}).`
      : `The CI (${ci}) excludes no effect (${none}).`,
  };
}
