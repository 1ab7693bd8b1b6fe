// Inverse-variance pooling of study effects: the fixed-effect (equal-effects) model and the
// random-effects model with τ² by DerSimonian–Laird or REML, optionally with the
// Hartung–Knapp(–Sidik–Jonkman) adjustment; Cochran's Q, I², H², τ² and the prediction
// interval, as R's metafor `rma.uni` reports them (Viechtbauer 2010), so results can be checked
// against it (pooling.test.ts uses its documented results).
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

import type { StudyEffect } from './effectSizes.js';

export type Model = 'fixed' | 'random';
export type Tau2Method = 'DL' | 'REML';

export interface PoolingOptions {
  model: Model;
  /** How τ² is estimated in a random-effects model (REML unless said). */
  tau2Method?: Tau2Method;
  /** Hartung–Knapp: the SE from the weighted residuals and a t distribution on k − 1 df. */
  hartungKnapp?: boolean;
  /** Confidence level of the intervals, 0.95 unless said. */
  level?: number;
}

export interface Heterogeneity {
  /** Cochran's Q, from the fixed-effect weights, its df (k − 1) and p-value. */
  q: number;
  df: number;
  p: number;
  /** τ², the between-study variance (0 for the fixed-effect model), and τ. */
  tau2: number;
  tau: number;
  /** I² in per cent and H². */
  i2: number;
  h2: number;
}

export interface Pooled {
  model: Model;
  tau2Method?: Tau2Method;
  hartungKnapp: boolean;
  /** Studies pooled. */
  k: number;
  /** The pooled effect on the pooling scale (log for ratios), its SE and confidence interval. */
  estimate: number;
  se: number;
  lower: number;
  upper: number;
  /** z (or t on `df` degrees of freedom with Hartung–Knapp) and its two-sided p-value. */
  statistic: number;
  p: number;
  /** The distribution's degrees of freedom with Hartung–Knapp. */
  df?: number;
  /** The range in which a new study's true effect is expected (random effects, k ≥ 3). */
  prediction?: { lower: number; upper: number };
  heterogeneity: Heterogeneity;
  /** Each included study's weight in per cent, in the order given. */
  weights: number[];
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Cochran's Q with fixed-effect weights, and the pieces DerSimonian–Laird and I² reuse. */
function fixedParts(y: readonly number[], v: readonly number[]) {
  const w = v.map((vi) => 1 / vi);
  const sw = sum(w);
  const mu = sum(w.map((wi, i) => wi * y[i]!)) / sw;
  const q = sum(w.map((wi, i) => wi * (y[i]! - mu) ** 2));
  const sw2 = sum(w.map((wi) => wi * wi));
  return { w, sw, sw2, mu, q };
}

/** DerSimonian–Laird's moment estimate of τ², truncated at 0. */
export function tau2DerSimonianLaird(y: readonly number[], v: readonly number[]): number {
  const { sw, sw2, q } = fixedParts(y, v);
  const k = y.length;
  return Math.max(0, (q - (k - 1)) / (sw - sw2 / sw));
}

/**
 * REML estimate of τ² by Fisher scoring (as metafor: from the DL estimate, step-halving when a
 * step would go below 0, truncated at 0), to a change below 1e-10.
 */
export function tau2Reml(y: readonly number[], v: readonly number[]): number {
  let tau2 = tau2DerSimonianLaird(y, v);
  for (let iteration = 0; iteration < 1000; iteration++) {
    const w = v.map((vi) => 1 / (vi + tau2));
    const sw = sum(w);
    const mu = sum(w.map((wi, i) => wi * y[i]!)) / sw;
    const sw2 = sum(w.map((wi) => wi * wi));
    const sw3 = sum(w.map((wi) => wi ** 3));
    const score = 0.5 * (sum(w.map((wi, i) => wi * wi * (y[i]! - mu) ** 2)) - sw + sw2 / sw);
    // Expected information: ½ tr(P²), P = W − W11ᵀW / Σw.
    const information = 0.5 * (sw2 - (2 * sw3) / sw + (sw2 * sw2) / (sw * sw));
    let step = score / information;
    while (tau2 + step < 0 && Math.abs(step) > 1e-12) step /= 2;
    const next = Math.max(0, tau2 + step);
    if (Math.abs(next - tau2) < 1e-10) return next;
    tau2 = next;
  }
  throw new Error('REML did not converge in 1,000 iterations.');
}

const twoSidedZ = (z: number) => 2 * (1 - normalCdf(Math.abs(z), 0, 1));
const twoSidedT = (t: number, df: number) => 2 * (1 - tCdf(Math.abs(t), df));

/**
 * Pools the included studies' effects. Throws when fewer than one study can be pooled; a random
 * effects model of one study is its fixed-effect result (τ² cannot be estimated).
 */
export function pool(effects: readonly StudyEffect[], options: PoolingOptions): Pooled {
  const included = effects.filter((e) => e.included);
  if (included.length === 0) throw new RangeError('No study can be pooled.');
  if (!included.every((e) => Number.isFinite(e.yi) && e.vi > 0))
    throw new RangeError('Each pooled study needs an effect and a variance above 0.');
  const y = included.map((e) => e.yi);
  const v = included.map((e) => e.vi);
  const k = y.length;
  const level = options.level ?? 0.95;
  const fixed = fixedParts(y, v);
  const random = options.model === 'random';
  const tau2Method = random ? (options.tau2Method ?? 'REML') : undefined;
  const tau2 =
    !random || k < 2 ? 0 : tau2Method === 'DL' ? tau2DerSimonianLaird(y, v) : tau2Reml(y, v);
  const w = v.map((vi) => 1 / (vi + tau2));
  const sw = sum(w);
  const estimate = sum(w.map((wi, i) => wi * y[i]!)) / sw;
  const hartungKnapp = random && options.hartungKnapp === true && k >= 2;

  // The typical within-study variance (Higgins & Thompson 2002), for I² and H² as metafor has them.
  const s2 = ((k - 1) * fixed.sw) / (fixed.sw * fixed.sw - fixed.sw2);
  const heterogeneity: Heterogeneity = {
    q: fixed.q,
    df: k - 1,
    p: k > 1 ? 1 - chisquareCdf(fixed.q, k - 1) : 1,
    tau2,
    tau: Math.sqrt(tau2),
    i2:
      k > 1
        ? random
          ? (100 * tau2) / (tau2 + s2)
          : 100 * Math.max(0, (fixed.q - (k - 1)) / fixed.q)
        : 0,
    h2: k > 1 ? (random ? (tau2 + s2) / s2 : fixed.q / (k - 1)) : 1,
  };

  let se = Math.sqrt(1 / sw);
  let crit = normalQuantile(1 - (1 - level) / 2, 0, 1);
  let statistic = estimate / se;
  let p = twoSidedZ(statistic);
  let df: number | undefined;
  if (hartungKnapp) {
    df = k - 1;
    se = Math.sqrt(sum(w.map((wi, i) => wi * (y[i]! - estimate) ** 2)) / ((k - 1) * sw));
    crit = tQuantile(1 - (1 - level) / 2, df);
    statistic = estimate / se;
    p = twoSidedT(statistic, df);
  }
  const pooled: Pooled = {
    model: options.model,
    ...(tau2Method ? { tau2Method } : {}),
    hartungKnapp,
    k,
    estimate,
    se,
    lower: estimate - crit * se,
    upper: estimate + crit * se,
    statistic,
    p,
    ...(df !== undefined ? { df } : {}),
    heterogeneity,
    weights: w.map((wi) => (100 * wi) / sw),
  };
  if (random && k >= 3) {
    const spread = crit * Math.sqrt(se * se + tau2);
    pooled.prediction = { lower: estimate - spread, upper: estimate + spread };
  }
  return pooled;
}

/** The pooled result with each included study left out in turn (a sensitivity analysis). */
export function leaveOneOut(
  effects: readonly StudyEffect[],
  options: PoolingOptions,
): Array<{ left: string; pooled: Pooled }> {
  const included = effects.filter((e) => e.included);
  if (included.length < 2) return [];
  return included.map((left) => ({
    left: left.label,
    pooled: pool(
      included.filter((e) => e !== left),
      options,
    ),
  }));
}
