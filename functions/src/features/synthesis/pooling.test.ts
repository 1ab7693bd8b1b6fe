// Checked against R's metafor (Viechtbauer 2010): the results its own test suite documents for
// the BCG vaccine trials (`dat.bcg`: tests/testthat/test_misc_metan_vs_rma.uni_with_dat.bcg.r and
// test_misc_metan_vs_rma.mh_with_dat.bcg.r, which also agree with Stata's metan), the REML and
// Hartung–Knapp fits printed in its documentation, and Normand (1999)'s stroke-unit trials
// (`dat.normand1999`: test_analysis_example_normand1999.r, test_misc_rma_uni.r). Agreement to
// four decimals, as the figures are printed.
import { describe, expect, it } from 'vitest';

import {
  binaryEffect,
  continuousEffect,
  genericEffect,
  hedgesCorrection,
  type BinaryStudy,
} from './effectSizes.js';
import { mantelHaenszel } from './mantelHaenszel.js';
import { leaveOneOut, pool } from './pooling.js';
import { bcg, normand } from './fixtures/metafor.js';

const to4 = (x: number) => Number(x.toFixed(4));
const effects = (measure: 'RR' | 'OR' | 'RD') => bcg.map((s) => binaryEffect(s, measure));

describe('inverse-variance pooling against metafor (dat.bcg)', () => {
  it('fixed effect, log RR: −0.4303 (−0.5097 to −0.3509), z −10.6247, Q 152.2330', () => {
    const r = pool(effects('RR'), { model: 'fixed' });
    expect([r.estimate, r.lower, r.upper, r.statistic, r.heterogeneity.q].map(to4)).toEqual([
      -0.4303, -0.5097, -0.3509, -10.6247, 152.233,
    ]);
    expect([Math.exp(r.estimate), Math.exp(r.lower), Math.exp(r.upper)].map(to4)).toEqual([
      0.6503, 0.6007, 0.704,
    ]);
  });

  it('DerSimonian–Laird, log RR: −0.7141 (−1.0644 to −0.3638), SE 0.1787, τ² 0.3088, I² 92.1173 %', () => {
    const r = pool(effects('RR'), { model: 'random', tau2Method: 'DL' });
    expect([r.estimate, r.lower, r.upper, r.se, r.statistic].map(to4)).toEqual([
      -0.7141, -1.0644, -0.3638, 0.1787, -3.9952,
    ]);
    expect([r.heterogeneity.tau2, r.heterogeneity.i2].map(to4)).toEqual([0.3088, 92.1173]);
    expect([Math.exp(r.estimate), Math.exp(r.lower), Math.exp(r.upper)].map(to4)).toEqual([
      0.4896, 0.3449, 0.695,
    ]);
  });

  it('REML, log RR: −0.7145 (−1.0669 to −0.3622), SE 0.1798, τ² 0.3132, I² 92.22 %, H² 12.86', () => {
    const r = pool(effects('RR'), { model: 'random' });
    expect([r.estimate, r.lower, r.upper, r.se].map(to4)).toEqual([
      -0.7145, -1.0669, -0.3622, 0.1798,
    ]);
    expect(to4(r.heterogeneity.tau2)).toBe(0.3132);
    expect(r.heterogeneity.i2.toFixed(2)).toBe('92.22');
    expect(r.heterogeneity.h2.toFixed(2)).toBe('12.86');
    expect(r.heterogeneity.q.toFixed(4)).toBe('152.2330');
    expect(r.heterogeneity.df).toBe(12);
  });

  it('REML with Hartung–Knapp: SE 0.1808, t −3.9522 on 12 df, CI −1.1084 to −0.3206', () => {
    const r = pool(effects('RR'), { model: 'random', hartungKnapp: true });
    expect([r.estimate, r.se, r.statistic, r.lower, r.upper].map(to4)).toEqual([
      -0.7145, 0.1808, -3.9522, -1.1084, -0.3206,
    ]);
    expect(r.df).toBe(12);
    expect(r.p.toFixed(4)).toBe('0.0019');
  });

  it('gives the prediction interval μ ± z √(SE² + τ²) for random effects, none for fixed', () => {
    const r = pool(effects('RR'), { model: 'random' });
    const spread = 1.959964 * Math.sqrt(r.se ** 2 + r.heterogeneity.tau2);
    expect(r.prediction!.lower).toBeCloseTo(r.estimate - spread, 5);
    expect(r.prediction!.upper).toBeCloseTo(r.estimate + spread, 5);
    // By hand from the printed figures: −0.7145 ± 1.96 × √(0.1798² + 0.3132) = −1.8666 to 0.4376.
    expect(r.prediction!.lower.toFixed(3)).toBe('-1.867');
    expect(r.prediction!.upper.toFixed(3)).toBe('0.438');
    expect(pool(effects('RR'), { model: 'fixed' }).prediction).toBeUndefined();
  });

  it('fixed effect and DL, log OR: −0.4361 / −0.7474, τ² 0.3663, I² 92.6455 %', () => {
    const fe = pool(effects('OR'), { model: 'fixed' });
    expect([fe.estimate, fe.lower, fe.upper, fe.statistic, fe.heterogeneity.q].map(to4)).toEqual([
      -0.4361, -0.519, -0.3533, -10.319, 163.1649,
    ]);
    const dl = pool(effects('OR'), { model: 'random', tau2Method: 'DL' });
    expect([dl.estimate, dl.lower, dl.upper, dl.statistic].map(to4)).toEqual([
      -0.7474, -1.1242, -0.3706, -3.8873,
    ]);
    expect([dl.heterogeneity.tau2, dl.heterogeneity.i2].map(to4)).toEqual([0.3663, 92.6455]);
  });

  it('fixed effect and DL, risk difference: z −4.0448, Q 276.4737; DL −0.0071, I² 95.6596 %', () => {
    const fe = pool(effects('RD'), { model: 'fixed' });
    expect([fe.estimate, fe.lower, fe.upper, fe.statistic, fe.heterogeneity.q].map(to4)).toEqual([
      -0.0009, -0.0014, -0.0005, -4.0448, 276.4737,
    ]);
    const dl = pool(effects('RD'), { model: 'random', tau2Method: 'DL' });
    expect([dl.estimate, dl.lower, dl.upper, dl.statistic].map(to4)).toEqual([
      -0.0071, -0.0101, -0.004, -4.5128,
    ]);
    expect(to4(dl.heterogeneity.i2)).toBe(95.6596);
  });

  it('weights add up to 100 % and follow the inverse variance', () => {
    const r = pool(effects('RR'), { model: 'fixed' });
    expect(r.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(100, 10);
    // TPT Madras, by far the largest trial, carries the most weight under a fixed effect.
    expect(r.weights.indexOf(Math.max(...r.weights))).toBe(7);
  });
});

describe('Mantel–Haenszel against metafor (dat.bcg)', () => {
  it('RR 0.6353 (0.5881–0.6862): log −0.4537, z −11.5338, Q 152.5676', () => {
    const r = mantelHaenszel(bcg, 'RR');
    expect([r.estimate, r.lower, r.upper, r.z, r.heterogeneity.q].map(to4)).toEqual([
      -0.4537, -0.5308, -0.3766, -11.5338, 152.5676,
    ]);
    expect([Math.exp(r.estimate), Math.exp(r.lower), Math.exp(r.upper)].map(to4)).toEqual([
      0.6353, 0.5881, 0.6862,
    ]);
  });

  it('OR 0.6229 (0.5748–0.6750): log −0.4734, z −11.5444, Q 163.9426', () => {
    const r = mantelHaenszel(bcg, 'OR');
    expect([r.estimate, r.lower, r.upper, r.z, r.heterogeneity.q].map(to4)).toEqual([
      -0.4734, -0.5538, -0.393, -11.5444, 163.9426,
    ]);
    expect([Math.exp(r.estimate), Math.exp(r.lower), Math.exp(r.upper)].map(to4)).toEqual([
      0.6229, 0.5748, 0.675,
    ]);
  });

  it('RD −0.0033 (−0.0039 to −0.0027), z −11.4708 (Sato, Greenland & Robins), Q 386.7759', () => {
    const r = mantelHaenszel(bcg, 'RD');
    expect([r.estimate, r.lower, r.upper, r.z, r.heterogeneity.q].map(to4)).toEqual([
      -0.0033, -0.0039, -0.0027, -11.4708, 386.7759,
    ]);
  });

  it('pools tables with a zero cell as they are and says there is nothing to pool without events', () => {
    const zero: BinaryStudy[] = [
      { label: 'a', events1: 0, total1: 10, events2: 0, total2: 10 },
      { label: 'b', events1: 0, total1: 15, events2: 0, total2: 10 },
    ];
    expect(() => mantelHaenszel(zero, 'RR')).toThrow(/no events/);
    const oneZero = [...zero, { label: 'c', events1: 0, total1: 20, events2: 4, total2: 20 }];
    // Only c compares anything; its RR with 0 events in arm 1 has no finite log.
    expect(() => mantelHaenszel(oneZero, 'RR')).toThrow(/no events/);
  });
});

describe('continuous outcomes against metafor (dat.normand1999)', () => {
  const pooledSd = normand.map((s) => {
    const sd = Math.sqrt(((s.n1 - 1) * s.sd1 ** 2 + (s.n2 - 1) * s.sd2 ** 2) / (s.n1 + s.n2 - 2));
    return { ...s, sd1: sd, sd2: sd };
  });

  it("mean differences and variances match Normand's Table VIII", () => {
    const md = pooledSd.map((s) => continuousEffect(s, 'MD'));
    expect(md.map((e) => e.yi)).toEqual([-20, -2, -55, -71, -4, 1, 11, -10, 7]);
    expect(md.map((e) => Number(e.vi.toFixed(2)))).toEqual([
      40.59, 2.05, 15.28, 150.22, 20.19, 1.22, 95.38, 8.03, 20.69,
    ]);
  });

  it('pools MD as Table IX: fixed −3.49 (−5.03, −1.96), DL −14.10 (−24.45, −3.75) τ² 218.72, REML −15.12 τ² 685.20', () => {
    const md = pooledSd.map((s) => continuousEffect(s, 'MD'));
    const fe = pool(md, { model: 'fixed' });
    expect([fe.estimate, fe.lower, fe.upper].map((x) => x.toFixed(2))).toEqual([
      '-3.49',
      '-5.03',
      '-1.96',
    ]);
    const dl = pool(md, { model: 'random', tau2Method: 'DL' });
    expect(
      [dl.estimate, dl.lower, dl.upper, dl.heterogeneity.tau2].map((x) => x.toFixed(2)),
    ).toEqual(['-14.10', '-24.45', '-3.75', '218.72']);
    const reml = pool(md, { model: 'random' });
    expect(
      [reml.estimate, reml.lower, reml.upper, reml.heterogeneity.tau2].map((x) => x.toFixed(2)),
    ).toEqual(['-15.12', '-32.67', '2.43', '685.20']);
  });

  it("pools Hedges' g of the first four trials with REML τ² 1.0090", () => {
    const smd = normand.slice(0, 4).map((s) => continuousEffect(s, 'SMD'));
    expect(to4(pool(smd, { model: 'random' }).heterogeneity.tau2)).toBe(1.009);
  });

  it("applies Hedges' exact correction (≈ 1 − 3/(4m − 1))", () => {
    // By hand: Γ(5) / (√5 Γ(4.5)) = 24 / (2.236068 × 11.631728) = 0.922746.
    expect(hedgesCorrection(10)).toBeCloseTo(0.922746, 6);
    expect(hedgesCorrection(10)).toBeCloseTo(1 - 3 / (4 * 10 - 1), 3);
    expect(hedgesCorrection(1000)).toBeCloseTo(1 - 3 / (4 * 1000 - 1), 6);
  });
});

describe('zero cells, generic inverse variance and sensitivity', () => {
  it('adds 0.5 to a study with a zero cell and leaves out one with no events in either arm', () => {
    const single = binaryEffect(
      { label: 's', events1: 0, total1: 20, events2: 4, total2: 20 },
      'RR',
    );
    expect(single.note).toBe('continuity corrected');
    // By hand: log((0.5/21) / (4.5/21)) = log(1/9); variance 1/0.5 − 1/21 + 1/4.5 − 1/21.
    expect(single.yi).toBeCloseTo(Math.log(1 / 9), 12);
    expect(single.vi).toBeCloseTo(2 - 2 / 21 + 1 / 4.5, 12);
    const double = binaryEffect(
      { label: 'd', events1: 0, total1: 20, events2: 0, total2: 20 },
      'OR',
    );
    expect(double).toMatchObject({ included: false, note: 'no events in either arm' });
    const r = pool([single, double, binaryEffect(bcg[0]!, 'RR')], { model: 'fixed' });
    expect(r.k).toBe(2);
  });

  it('refuses impossible tables and continuous figures with a clear message', () => {
    expect(() =>
      binaryEffect({ label: 'x', events1: 12, total1: 10, events2: 1, total2: 10 }, 'RR'),
    ).toThrow('x: an arm cannot have more events than participants.');
    expect(() =>
      continuousEffect({ label: 'y', mean1: 1, sd1: 0, n1: 10, mean2: 2, sd2: 1, n2: 10 }, 'MD'),
    ).toThrow('y: a standard deviation is more than 0.');
    expect(() =>
      genericEffect({ label: 'z', estimate: 0.5, lower: 0.6, upper: 0.9 }, 'ratio'),
    ).toThrow('z: the estimate lies between its lower and upper limits.');
  });

  it('reads a reported ratio and CI back to the log scale: RR 0.40 (0.25–0.65)', () => {
    const e = genericEffect({ label: 'g', estimate: 0.4, lower: 0.25, upper: 0.65 }, 'ratio');
    // By hand: SE = (ln 0.65 − ln 0.25) / (2 × 1.959964) = 0.243756.
    expect(e.yi).toBeCloseTo(Math.log(0.4), 12);
    expect(Math.sqrt(e.vi)).toBeCloseTo((Math.log(0.65) - Math.log(0.25)) / (2 * 1.959964), 5);
  });

  it('leaves each study out in turn', () => {
    const rows = leaveOneOut(effects('RR'), { model: 'random', tau2Method: 'DL' });
    expect(rows).toHaveLength(13);
    const withoutMadras = rows.find((r) => r.left === 'TPT Madras 1980')!;
    expect(withoutMadras.pooled.k).toBe(12);
    // Leaving one out and pooling the rest is the same as pooling the rest.
    const rest = effects('RR').filter((e) => e.label !== 'TPT Madras 1980');
    expect(withoutMadras.pooled.estimate).toBe(
      pool(rest, { model: 'random', tau2Method: 'DL' }).estimate,
    );
  });
});
