// Each study's effect and its sampling variance, as R's metafor computes them with `escalc`
// (Viechtbauer 2010): log risk ratio and log odds ratio (ratios are pooled on the log scale),
// risk difference, mean difference, standardised mean difference (Hedges' g) and a generic
// estimate read back from its 95 % confidence interval.
//
// Zero cells: a study with a zero in one arm gets 0.5 added to each of its four cells (the
// Cochrane Handbook's and metafor's default); a study with no events, or only events, in both
// arms says nothing of a relative effect and is left out of the pooling, with a note saying so
// (for a risk difference too: its variance would be zero and its weight infinite).
import gammaln from '@stdlib/math-base-special-gammaln';
import quantile from '@stdlib/stats-base-dists-normal-quantile';

export type BinaryMeasure = 'RR' | 'OR' | 'RD';
export type ContinuousMeasure = 'MD' | 'SMD';
/** Generic inverse variance: on the log scale for a ratio, as given for a difference. */
export type GenericMeasure = 'ratio' | 'difference';
export type Measure = BinaryMeasure | ContinuousMeasure | GenericMeasure;

/** A two-arm study with a dichotomous outcome: arm 1 is the intervention, arm 2 the comparator. */
export interface BinaryStudy {
  label: string;
  events1: number;
  total1: number;
  events2: number;
  total2: number;
}

/** A two-arm study with a continuous outcome. */
export interface ContinuousStudy {
  label: string;
  mean1: number;
  sd1: number;
  n1: number;
  mean2: number;
  sd2: number;
  n2: number;
}

/** A study reporting only an effect and its confidence interval (ratios on their own scale). */
export interface GenericStudy {
  label: string;
  estimate: number;
  lower: number;
  upper: number;
  /** The interval's level, 0.95 unless the study says otherwise. */
  level?: number;
}

export type EffectNote =
  'continuity corrected' | 'no events in either arm' | 'all events in both arms';

/** One study's effect on the pooling scale (log for ratios) and its sampling variance. */
export interface StudyEffect {
  label: string;
  yi: number;
  vi: number;
  /** False when the study cannot enter the pooling (see `note`). */
  included: boolean;
  note?: EffectNote;
}

/** Why a study's figures cannot be used, or null: the extraction checks say it before pooling. */
export function binaryProblem(s: BinaryStudy): string | null {
  const counts = [s.events1, s.total1, s.events2, s.total2];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0))
    return `${s.label}: events and totals are whole numbers, 0 or more.`;
  if (s.total1 === 0 || s.total2 === 0)
    return `${s.label}: each arm needs at least one participant.`;
  if (s.events1 > s.total1 || s.events2 > s.total2)
    return `${s.label}: an arm cannot have more events than participants.`;
  return null;
}

export function continuousProblem(s: ContinuousStudy): string | null {
  if (![s.mean1, s.mean2, s.sd1, s.sd2].every(Number.isFinite))
    return `${s.label}: means and standard deviations are numbers.`;
  if (!(s.sd1 > 0 && s.sd2 > 0)) return `${s.label}: a standard deviation is more than 0.`;
  if (!(Number.isInteger(s.n1) && Number.isInteger(s.n2) && s.n1 >= 2 && s.n2 >= 2))
    return `${s.label}: each arm needs at least two participants.`;
  return null;
}

export function genericProblem(s: GenericStudy, measure: GenericMeasure): string | null {
  const { estimate, lower, upper } = s;
  if (![estimate, lower, upper].every(Number.isFinite))
    return `${s.label}: the estimate and its limits are numbers.`;
  if (measure === 'ratio' && !(lower > 0))
    return `${s.label}: a ratio and its limits are more than 0.`;
  if (!(lower < estimate && estimate < upper))
    return `${s.label}: the estimate lies between its lower and upper limits.`;
  return null;
}

function assertValid(problem: string | null): void {
  if (problem) throw new RangeError(problem);
}

/** A binary study's effect: metafor's `escalc(measure, ai, bi, ci, di)` with add = 1/2, to = "only0". */
export function binaryEffect(s: BinaryStudy, measure: BinaryMeasure): StudyEffect {
  assertValid(binaryProblem(s));
  const { label } = s;
  if (s.events1 === 0 && s.events2 === 0)
    return {
      label,
      yi: Number.NaN,
      vi: Number.NaN,
      included: false,
      note: 'no events in either arm',
    };
  if (s.events1 === s.total1 && s.events2 === s.total2)
    return {
      label,
      yi: Number.NaN,
      vi: Number.NaN,
      included: false,
      note: 'all events in both arms',
    };
  let a = s.events1;
  let b = s.total1 - s.events1;
  let c = s.events2;
  let d = s.total2 - s.events2;
  const corrected = a === 0 || b === 0 || c === 0 || d === 0;
  if (corrected) [a, b, c, d] = [a + 0.5, b + 0.5, c + 0.5, d + 0.5];
  const n1 = a + b;
  const n2 = c + d;
  const note = corrected ? { note: 'continuity corrected' as const } : {};
  switch (measure) {
    case 'RR':
      return {
        label,
        yi: Math.log(a / n1 / (c / n2)),
        vi: 1 / a - 1 / n1 + 1 / c - 1 / n2,
        included: true,
        ...note,
      };
    case 'OR':
      return {
        label,
        yi: Math.log((a * d) / (b * c)),
        vi: 1 / a + 1 / b + 1 / c + 1 / d,
        included: true,
        ...note,
      };
    case 'RD': {
      const p1 = a / n1;
      const p2 = c / n2;
      return {
        label,
        yi: p1 - p2,
        vi: (p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2,
        included: true,
        ...note,
      };
    }
  }
}

/**
 * Hedges' small-sample correction, exact: Γ(m/2) / (√(m/2) Γ((m−1)/2)) with m = n1 + n2 − 2
 * (Hedges 1981; metafor's `.cmicalc`).
 */
export function hedgesCorrection(m: number): number {
  return Math.exp(gammaln(m / 2) - 0.5 * Math.log(m / 2) - gammaln((m - 1) / 2));
}

/**
 * A continuous study's effect: metafor's `escalc("MD")` (variances of the arms kept apart) and
 * `escalc("SMD")` (Hedges' g over the pooled SD, large-sample variance 1/n1 + 1/n2 + g²/(2(n1+n2))).
 */
export function continuousEffect(s: ContinuousStudy, measure: ContinuousMeasure): StudyEffect {
  assertValid(continuousProblem(s));
  const { label, mean1, sd1, n1, mean2, sd2, n2 } = s;
  if (measure === 'MD')
    return { label, yi: mean1 - mean2, vi: (sd1 * sd1) / n1 + (sd2 * sd2) / n2, included: true };
  const pooledSd = Math.sqrt(((n1 - 1) * sd1 * sd1 + (n2 - 1) * sd2 * sd2) / (n1 + n2 - 2));
  const g = hedgesCorrection(n1 + n2 - 2) * ((mean1 - mean2) / pooledSd);
  return { label, yi: g, vi: 1 / n1 + 1 / n2 + (g * g) / (2 * (n1 + n2)), included: true };
}

/**
 * A reported estimate and confidence interval, read back as an effect and variance: the SE is
 * the interval's width over 2 × z (on the log scale for a ratio; an asymmetric interval's log
 * limits are averaged, as RevMan's generic inverse variance does).
 */
export function genericEffect(s: GenericStudy, measure: GenericMeasure): StudyEffect {
  assertValid(genericProblem(s, measure));
  const z = quantile(1 - (1 - (s.level ?? 0.95)) / 2, 0, 1);
  const scale = measure === 'ratio' ? Math.log : (x: number) => x;
  const se = (scale(s.upper) - scale(s.lower)) / (2 * z);
  return { label: s.label, yi: scale(s.estimate), vi: se * se, included: true };
}
