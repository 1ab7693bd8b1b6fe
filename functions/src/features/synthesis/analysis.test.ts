// The outcome's analysis as the page and the Summary of Findings read it, checked against
// metafor's documented results (dat.bcg, dat.normand1999: see pooling.test.ts) and against
// hand calculations for what metafor does not report (participants, comparator risk).
import { describe, expect, it } from 'vitest';

import {
  analyse,
  differingFigures,
  extractedProblem,
  settingsProblem,
  type AnalysedStudy,
  type AnalysisSettings,
} from './analysis.js';
import { continuousEffect } from './effectSizes.js';
import { bcg, normand } from './fixtures/metafor.js';
import { forestPlot, svgMarkup, type SvgNode } from './forestPlot.js';
import { pool } from './pooling.js';

const to4 = (x: number) => Number(x.toFixed(4));

const settings = (over: Partial<AnalysisSettings> = {}): AnalysisSettings => ({
  measure: 'RR',
  method: 'IV',
  model: 'random',
  tau2Method: 'REML',
  hartungKnapp: false,
  comparatorRisk: 'median',
  ...over,
});

const bcgStudies: AnalysedStudy[] = bcg.map(({ label, ...data }, i) => ({
  studyId: `s${i}`,
  label,
  data: { type: 'dichotomous', ...data },
}));

describe('an outcome analysed from its extraction (dat.bcg)', () => {
  it('pools RR by REML: exp(−0.7145) with CI exp(−1.0669) to exp(−0.3622), I² 92.22 %', () => {
    const a = analyse(settings(), bcgStudies);
    expect(to4(Math.log(a.pooled!.estimate))).toBe(-0.7145);
    expect(to4(Math.log(a.pooled!.lower))).toBe(-1.0669);
    expect(to4(Math.log(a.pooled!.upper))).toBe(-0.3622);
    expect(to4(a.pooled!.heterogeneity.tau2!)).toBe(0.3132);
    expect(Number(a.pooled!.heterogeneity.i2.toFixed(2))).toBe(92.22);
    expect(to4(a.pooled!.heterogeneity.q)).toBe(152.233);
    expect(a.pooled!.prediction).not.toBeNull();
    expect(a.studies.reduce((s, r) => s + r.weight, 0)).toBeCloseTo(100, 9);
  });

  it('pools RR by Mantel–Haenszel: 0.6353 (0.5881–0.6862), no τ², no prediction interval', () => {
    const a = analyse(settings({ method: 'MH', model: 'fixed' }), bcgStudies);
    expect(to4(a.pooled!.estimate)).toBe(0.6353);
    expect(to4(a.pooled!.lower)).toBe(0.5881);
    expect(to4(a.pooled!.upper)).toBe(0.6862);
    expect(a.pooled!.heterogeneity.tau2).toBeNull();
    expect(a.pooled!.prediction).toBeNull();
    expect(a.method).toBe('Mantel–Haenszel, fixed effect, risk ratio');
  });

  it('counts every study and participant, and the comparator risk from the control arms', () => {
    const a = analyse(settings(), bcgStudies.slice(0, 3));
    // Aronson 4/123 vs 11/139; Ferguson 6/306 vs 29/303; Rosenthal 3/231 vs 11/220.
    expect(a.studyCount).toBe(3);
    expect(a.participants).toBe(123 + 139 + 306 + 303 + 231 + 220);
    // Control risks 79.14, 95.71, 50.00 per 1,000: the median is 79.14; pooled 51/662 = 77.04.
    expect(a.comparator!.median).toBeCloseTo((1000 * 11) / 139, 9);
    expect(a.comparator!.pooled).toBeCloseTo((1000 * 51) / 662, 9);
    expect(a.comparator!.per1000).toBe(79);
    expect(
      analyse(settings({ comparatorRisk: 'pooled' }), bcgStudies.slice(0, 3)).comparator!.per1000,
    ).toBe(77);
  });

  it('leaves each study out in turn: the table matches pooling the rest', () => {
    const a = analyse(settings({ model: 'fixed' }), bcgStudies);
    expect(a.leaveOneOut).toHaveLength(13);
    const withoutFirst = analyse(settings({ model: 'fixed' }), bcgStudies.slice(1));
    expect(a.leaveOneOut[0]!.label).toBe('Aronson 1948');
    expect(a.leaveOneOut[0]!.estimate).toBeCloseTo(withoutFirst.pooled!.estimate, 12);
    // Fixed effect on all 13: log RR −0.4303.
    expect(to4(Math.log(a.pooled!.estimate))).toBe(-0.4303);
  });
});

describe('zero cells and other data', () => {
  const zero: AnalysedStudy[] = [
    {
      studyId: 'a',
      label: 'A',
      data: { type: 'dichotomous', events1: 0, total1: 20, events2: 4, total2: 20 },
    },
    {
      studyId: 'b',
      label: 'B',
      data: { type: 'dichotomous', events1: 0, total1: 15, events2: 0, total2: 15 },
    },
    {
      studyId: 'c',
      label: 'C',
      data: { type: 'dichotomous', events1: 3, total1: 30, events2: 9, total2: 30 },
    },
  ];

  it('corrects a single-zero study by 0.5 and leaves out a double-zero one, saying so', () => {
    const a = analyse(settings({ model: 'fixed' }), zero);
    // A: (0.5/21) / (4.5/21) = 1/9 after adding 0.5 to each cell.
    expect(a.studies[0]!.effect).toBeCloseTo(1 / 9, 12);
    expect(a.studies[0]!.note).toContain('0.5 added');
    expect(a.studies[1]!.effect).toBeNull();
    expect(a.studies[1]!.weight).toBe(0);
    expect(a.notes.join(' ')).toContain('B: left out: no events in either arm');
    expect(a.pooledCount).toBe(2);
    // Still evidence: its participants count.
    expect(a.studyCount).toBe(3);
    expect(a.participants).toBe(40 + 30 + 60);
  });

  it('pools MD from continuous figures as pooling.ts does (dat.normand1999)', () => {
    const studies: AnalysedStudy[] = normand.map(({ label, ...data }, i) => ({
      studyId: `n${i}`,
      label,
      data: { type: 'continuous', ...data },
    }));
    const a = analyse(settings({ measure: 'MD', model: 'fixed' }), studies);
    // The arms' own variances, as metafor's escalc("MD") keeps them (Normand's Table IX, −3.49,
    // pools the SDs first; pooling.test.ts checks that figure).
    const fixed = pool(
      normand.map((s) => continuousEffect(s, 'MD')),
      { model: 'fixed' },
    );
    expect(a.pooled!.estimate).toBeCloseTo(fixed.estimate, 12);
    expect(a.pooled!.lower).toBeCloseTo(fixed.lower, 12);
    expect(a.ratio).toBe(false);
    expect(a.comparator).toBeNull();
  });

  it('reads a generic ratio from its CI and says when nothing can be pooled', () => {
    const a = analyse(settings({ measure: 'ratio', model: 'fixed' }), [
      {
        studyId: 'g',
        label: 'G',
        data: { type: 'generic', estimate: 0.4, lower: 0.25, upper: 0.65, participants: null },
      },
    ]);
    expect(to4(a.pooled!.estimate)).toBe(0.4);
    expect(a.participants).toBe(0);
    expect(analyse(settings(), []).notes).toEqual(['No study has extracted figures yet.']);
  });

  it('refuses figures that do not fit the measure, and settings that do not go together', () => {
    expect(
      extractedProblem('A', 'RR', {
        type: 'dichotomous',
        events1: 5,
        total1: 4,
        events2: 1,
        total2: 4,
      }),
    ).toBe('A: an arm cannot have more events than participants.');
    expect(
      extractedProblem('A', 'MD', {
        type: 'dichotomous',
        events1: 1,
        total1: 4,
        events2: 1,
        total2: 4,
      }),
    ).toContain('continuous figures');
    expect(
      extractedProblem('A', 'ratio', {
        type: 'generic',
        estimate: 0.5,
        lower: 0.6,
        upper: 0.9,
        participants: null,
      }),
    ).toBe('A: the estimate lies between its lower and upper limits.');
    expect(settingsProblem(settings({ method: 'MH' }))).toContain('fixed-effect method');
    expect(settingsProblem(settings({ method: 'MH', model: 'fixed', measure: 'MD' }))).toContain(
      '2×2',
    );
    expect(settingsProblem(settings({ model: 'fixed', hartungKnapp: true }))).toContain(
      'Hartung–Knapp',
    );
    expect(() => analyse(settings({ method: 'MH' }), [])).toThrow(RangeError);
  });

  it('names the figures two extractions differ in', () => {
    expect(
      differingFigures(
        { type: 'dichotomous', events1: 1, total1: 10, events2: 2, total2: 10 },
        { type: 'dichotomous', events1: 1, total1: 11, events2: 3, total2: 10 },
      ),
    ).toEqual(['total1', 'events2']);
  });
});

const find = (node: SvgNode, pred: (n: SvgNode) => boolean): SvgNode[] => [
  ...(pred(node) ? [node] : []),
  ...node.children.flatMap((c) => (typeof c === 'string' ? [] : find(c, pred))),
];

describe('the forest plot', () => {
  const a = analyse(settings(), bcgStudies.slice(0, 5));
  const svg = forestPlot(a, { title: 'Tuberculosis', demo: true, id: 'f' });

  it('draws a square per pooled study, the diamond and the prediction interval', () => {
    expect(find(svg, (n) => n.attrs['data-study'] !== undefined)).toHaveLength(5);
    expect(find(svg, (n) => n.tag === 'polygon')).toHaveLength(1);
    expect(find(svg, (n) => n.attrs['data-prediction'] === 'true')).toHaveLength(1);
    // The squares grow with the weight.
    const sides = find(svg, (n) => n.tag === 'rect' && n.attrs.fill === '#1f4e79').map((n) =>
      Number(n.attrs.width),
    );
    const heaviest = a.studies.reduce((m, r, i) => (r.weight > a.studies[m]!.weight ? i : m), 0);
    expect(Math.max(...sides)).toBe(sides[heaviest]);
  });

  it('is labelled as an image, with the demo label in its title and on the figure', () => {
    const markup = svgMarkup(svg);
    expect(markup).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="f-title f-desc"/);
    expect(markup).toContain('<title id="f-title">Forest plot (demo data): Tuberculosis</title>');
    expect(markup).toContain('DEMO: invented figures');
    expect(markup).toContain('(log scale)');
  });

  it('puts the diamond at the pooled estimate between its limits', () => {
    const diamond = find(svg, (n) => n.tag === 'polygon')[0]!;
    const xs = String(diamond.attrs.points)
      .split(' ')
      .map((p) => Number(p.split(',')[0]));
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
  });

  it('escapes text in its markup', () => {
    expect(svgMarkup({ tag: 'text', attrs: { x: 1 }, children: ['a < b & "c"'] })).toBe(
      '<text x="1">a &lt; b &amp; &quot;c&quot;</text>',
    );
  });
});
