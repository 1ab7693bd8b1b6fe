// Mantel–Haenszel pooling of 2×2 tables (fixed effect), as R's metafor `rma.mh` computes it:
// the risk ratio with Greenland & Robins' (1985) variance, the odds ratio with Robins, Breslow
// & Greenland's (1986), the risk difference with Sato, Greenland & Robins' (1989). The tables
// are used as they are — no continuity correction: Mantel–Haenszel needs none, and a table with
// no events in either arm adds nothing to a ratio. Heterogeneity is Cochran's Q of the studies'
// own (continuity-corrected) effects around the pooled one, as metafor reports it.
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

import {
  binaryEffect,
  binaryProblem,
  type BinaryMeasure,
  type BinaryStudy,
} from './effectSizes.js';

export interface MantelHaenszel {
  measure: BinaryMeasure;
  /** Studies whose tables entered the pooling. */
  k: number;
  /** On the pooling scale: log RR, log OR, or the risk difference. */
  estimate: number;
  se: number;
  lower: number;
  upper: number;
  z: number;
  p: number;
  heterogeneity: { q: number; df: number; p: number; i2: number };
  /** Each study's Mantel–Haenszel weight in per cent, in the order given (0 when left out). */
  weights: number[];
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

export function mantelHaenszel(
  studies: readonly BinaryStudy[],
  measure: BinaryMeasure,
  level = 0.95,
): MantelHaenszel {
  for (const s of studies) {
    const problem = binaryProblem(s);
    if (problem) throw new RangeError(problem);
  }
  const tables = studies.map((s) => {
    const a = s.events1;
    const b = s.total1 - s.events1;
    const c = s.events2;
    const d = s.total2 - s.events2;
    return { a, b, c, d, n1: s.total1, n2: s.total2, n: s.total1 + s.total2 };
  });
  let estimate: number;
  let variance: number;
  let weights: number[];
  if (measure === 'RR') {
    const r = tables.map((t) => (t.a * t.n2) / t.n);
    const s = tables.map((t) => (t.c * t.n1) / t.n);
    const sr = sum(r);
    const ss = sum(s);
    estimate = Math.log(sr / ss);
    variance =
      sum(tables.map((t) => (t.n1 * t.n2 * (t.a + t.c) - t.a * t.c * t.n) / (t.n * t.n))) /
      (sr * ss);
    weights = s.map((si) => (100 * si) / ss);
  } else if (measure === 'OR') {
    const r = tables.map((t) => (t.a * t.d) / t.n);
    const s = tables.map((t) => (t.b * t.c) / t.n);
    const p = tables.map((t) => (t.a + t.d) / t.n);
    const q = tables.map((t) => (t.b + t.c) / t.n);
    const sr = sum(r);
    const ss = sum(s);
    estimate = Math.log(sr / ss);
    variance =
      sum(p.map((pi, i) => pi * r[i]!)) / (2 * sr * sr) +
      sum(p.map((pi, i) => pi * s[i]! + q[i]! * r[i]!)) / (2 * sr * ss) +
      sum(q.map((qi, i) => qi * s[i]!)) / (2 * ss * ss);
    weights = s.map((si) => (100 * si) / ss);
  } else {
    const w = tables.map((t) => (t.n1 * t.n2) / t.n);
    const sw = sum(w);
    estimate = sum(tables.map((t) => (t.a * t.n2 - t.c * t.n1) / t.n)) / sw;
    const p = tables.map(
      (t) =>
        (t.n1 * t.n1 * t.c - t.n2 * t.n2 * t.a + (t.n1 * t.n2 * (t.n2 - t.n1)) / 2) / (t.n * t.n),
    );
    const q = tables.map((t) => (t.a * (t.n2 - t.c) + t.c * (t.n1 - t.a)) / (2 * t.n));
    variance = (estimate * sum(p) + sum(q)) / (sw * sw);
    weights = w.map((wi) => (100 * wi) / sw);
  }
  if (!Number.isFinite(estimate) || !(variance > 0))
    throw new RangeError('These tables have no events to compare: no Mantel–Haenszel estimate.');
  const se = Math.sqrt(variance);
  const crit = normalQuantile(1 - (1 - level) / 2, 0, 1);
  const z = estimate / se;

  const effects = studies.map((s) => binaryEffect(s, measure)).filter((e) => e.included);
  const q = sum(effects.map((e) => (e.yi - estimate) ** 2 / e.vi));
  const df = effects.length - 1;
  return {
    measure,
    k: weights.filter((w) => w > 0).length,
    estimate,
    se,
    lower: estimate - crit * se,
    upper: estimate + crit * se,
    z,
    p: 2 * (1 - normalCdf(Math.abs(z), 0, 1)),
    heterogeneity: {
      q,
      df,
      p: df > 0 ? 1 - chisquareCdf(q, df) : 1,
      i2: df > 0 ? 100 * Math.max(0, (q - df) / q) : 0,
    },
    weights,
  };
}
