// A forest plot of an analysis as an SVG element tree: the page renders the tree with React, the
// report writes it as markup (svgMarkup), so both draw the same figure from one function. Each
// study is a square sized by its weight on its 95 % CI, the pooled effect a diamond, the
// prediction interval a line beneath it; ratios on a log scale. The drawing is 400 units wide so
// that at a phone's 390 px its 11-unit text stays readable; long study labels are shortened in
// the drawing and given whole in each row's <title> and in the table beside it.
import type { Analysis } from './analysis.js';

export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children: Array<SvgNode | string>;
}

const el = (
  tag: string,
  attrs: Record<string, string | number>,
  ...children: Array<SvgNode | string>
): SvgNode => ({ tag, attrs, children });

const WIDTH = 400;
const PLOT_X = 122;
const PLOT_W = 150;
const TEXT_X = 278;
const ROW = 22;
const TOP = 40;

/** Effect and CI as a table cell writes it: 0.62 [0.45, 0.85]. */
export function effectText(estimate: number, lower: number, upper: number, ratio: boolean): string {
  const f = (x: number) => (ratio || Math.abs(x) < 10 ? x.toFixed(2) : x.toFixed(1));
  return `${f(estimate)} [${f(lower)}, ${f(upper)}]`;
}

const shorten = (s: string, max = 19) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

const RATIO_TICKS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100];

/** Candidate ticks: 1-2-5 steps for ratios (log scale), round steps for differences. */
function ticksFor(min: number, max: number, ratio: boolean): number[] {
  if (ratio) {
    const inside = RATIO_TICKS.filter((t) => t >= min * 0.999 && t <= max * 1.001);
    return inside.length >= 2 ? inside : [min, 1, max].filter((t, i, a) => a.indexOf(t) === i);
  }
  const span = max - min || 1;
  const raw = span / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + 1e-9; t += step)
    ticks.push(Math.abs(t) < 1e-12 ? 0 : Number(t.toPrecision(12)));
  return ticks;
}

export interface ForestOptions {
  /** The figure's title (the outcome). */
  title: string;
  /** Marks the figure itself as demo data. */
  demo: boolean;
  /** Prefix of the ids its title and description take (unique on a page with several). */
  id: string;
}

/** The forest plot of an analysis (its studies with an effect, the pooled diamond). */
export function forestPlot(a: Analysis, options: ForestOptions): SvgNode {
  const rows = a.studies;
  const values = rows.flatMap((r) =>
    r.lower !== null && r.upper !== null ? [r.lower, r.upper] : [],
  );
  if (a.pooled) values.push(a.pooled.lower, a.pooled.upper);
  if (a.pooled?.prediction) values.push(a.pooled.prediction.lower, a.pooled.prediction.upper);
  const nullValue = a.ratio ? 1 : 0;
  values.push(nullValue);
  const scale = a.ratio ? Math.log : (x: number) => x;
  let lo = Math.min(...values.map(scale));
  let hi = Math.max(...values.map(scale));
  if (a.ratio) {
    // Round the range out to the 1-2-5 ticks so the axis starts and ends on one.
    const below = RATIO_TICKS.filter((t) => t <= Math.exp(lo) * 1.000001).pop();
    const above = RATIO_TICKS.find((t) => t >= Math.exp(hi) * 0.999999);
    if (below !== undefined) lo = Math.log(below);
    if (above !== undefined) hi = Math.log(above);
  }
  if (hi - lo < 1e-9) [lo, hi] = [lo - 1, hi + 1];
  const x = (v: number) => PLOT_X + ((scale(v) - lo) / (hi - lo)) * PLOT_W;
  const clampX = (v: number) => Math.min(PLOT_X + PLOT_W, Math.max(PLOT_X, x(v)));

  const pooledRowY = TOP + rows.length * ROW + 14;
  const axisY = pooledRowY + (a.pooled?.prediction ? 34 : 22);
  const height = axisY + 44 + (options.demo ? 14 : 0);
  const maxWeight = Math.max(1, ...rows.map((r) => r.weight));
  const titleText = `Forest plot${options.demo ? ' (demo data)' : ''}: ${options.title}`;
  const desc = a.pooled
    ? `${a.method}. Pooled ${effectText(a.pooled.estimate, a.pooled.lower, a.pooled.upper, a.ratio)} from ${a.pooledCount} of ${a.studyCount} studies; I² ${a.pooled.heterogeneity.i2.toFixed(1)} %.`
    : `${a.method}. No pooled result: ${a.notes.join(' ')}`;

  const body: SvgNode[] = [
    el('title', { id: `${options.id}-title` }, titleText),
    el('desc', { id: `${options.id}-desc` }, desc),
    el('rect', { x: 0, y: 0, width: WIDTH, height, fill: '#ffffff' }),
    el('text', { x: 4, y: 14, 'font-size': 11, 'font-weight': 'bold' }, shorten(titleText, 64)),
    el('text', { x: 4, y: 30, 'font-size': 10, fill: '#444444' }, 'Study'),
    el(
      'text',
      { x: TEXT_X, y: 30, 'font-size': 10, fill: '#444444' },
      `${a.measure} [95 % CI]  weight`,
    ),
    el('line', {
      x1: x(nullValue),
      x2: x(nullValue),
      y1: TOP - 8,
      y2: axisY,
      stroke: '#666666',
      'stroke-width': 1,
    }),
  ];

  rows.forEach((r, i) => {
    const y = TOP + i * ROW + ROW / 2;
    const parts: SvgNode[] = [
      el(
        'title',
        {},
        r.effect === null
          ? `${r.label}: ${r.note ?? 'not pooled'}`
          : `${r.label}: ${effectText(r.effect, r.lower!, r.upper!, a.ratio)}, weight ${r.weight.toFixed(1)} %${r.note ? `; ${r.note}` : ''}`,
      ),
      el('text', { x: 4, y: y + 4, 'font-size': 11 }, shorten(r.label)),
    ];
    if (r.effect !== null && r.lower !== null && r.upper !== null) {
      const side = 4 + 8 * Math.sqrt(r.weight / maxWeight);
      parts.push(
        el('line', {
          x1: clampX(r.lower),
          x2: clampX(r.upper),
          y1: y,
          y2: y,
          stroke: '#000000',
          'stroke-width': 1.2,
        }),
        el('rect', {
          x: x(r.effect) - side / 2,
          y: y - side / 2,
          width: side,
          height: side,
          fill: '#1f4e79',
        }),
        el(
          'text',
          { x: TEXT_X, y: y + 4, 'font-size': 11 },
          `${effectText(r.effect, r.lower, r.upper, a.ratio)} ${r.weight.toFixed(1)}%`,
        ),
      );
    } else {
      parts.push(
        el('text', { x: TEXT_X, y: y + 4, 'font-size': 10, fill: '#444444' }, 'not pooled'),
      );
    }
    body.push(el('g', { 'data-study': r.studyId }, ...parts));
  });

  if (a.pooled) {
    const p = a.pooled;
    const y = pooledRowY;
    body.push(
      el(
        'g',
        { 'data-pooled': 'true' },
        el('title', {}, `Pooled: ${effectText(p.estimate, p.lower, p.upper, a.ratio)}`),
        el(
          'text',
          { x: 4, y: y + 4, 'font-size': 11, 'font-weight': 'bold' },
          `Pooled (${a.pooledCount} studies)`,
        ),
        el('polygon', {
          points: [
            [x(p.lower), y],
            [x(p.estimate), y - 6],
            [x(p.upper), y],
            [x(p.estimate), y + 6],
          ]
            .map(([px, py]) => `${px!.toFixed(1)},${py!.toFixed(1)}`)
            .join(' '),
          fill: '#c0504d',
        }),
        el(
          'text',
          { x: TEXT_X, y: y + 4, 'font-size': 11, 'font-weight': 'bold' },
          effectText(p.estimate, p.lower, p.upper, a.ratio),
        ),
      ),
    );
    if (p.prediction) {
      const py = y + 14;
      body.push(
        el(
          'g',
          { 'data-prediction': 'true' },
          el(
            'title',
            {},
            `95 % prediction interval: ${effectText(p.estimate, p.prediction.lower, p.prediction.upper, a.ratio)}`,
          ),
          el('text', { x: 4, y: py + 4, 'font-size': 10 }, 'Prediction interval'),
          el('line', {
            x1: clampX(p.prediction.lower),
            x2: clampX(p.prediction.upper),
            y1: py,
            y2: py,
            stroke: '#c0504d',
            'stroke-width': 2,
            'stroke-dasharray': '4 2',
          }),
        ),
      );
    }
  }

  const ticks = ticksFor(a.ratio ? Math.exp(lo) : lo, a.ratio ? Math.exp(hi) : hi, a.ratio);
  body.push(
    el('line', { x1: PLOT_X, x2: PLOT_X + PLOT_W, y1: axisY, y2: axisY, stroke: '#000000' }),
    ...ticks.map((t) =>
      el(
        'g',
        {},
        el('line', { x1: x(t), x2: x(t), y1: axisY, y2: axisY + 4, stroke: '#000000' }),
        el('text', { x: x(t), y: axisY + 15, 'font-size': 10, 'text-anchor': 'middle' }, String(t)),
      ),
    ),
    el(
      'text',
      { x: PLOT_X, y: axisY + 30, 'font-size': 10 },
      `← lower with intervention · higher →${a.ratio ? ' (log scale)' : ''}`,
    ),
  );
  if (options.demo)
    body.push(
      el(
        'text',
        { x: 4, y: height - 4, 'font-size': 10, 'font-weight': 'bold', fill: '#8a1c1c' },
        'DEMO: invented figures from invented studies, not a real result.',
      ),
    );

  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${WIDTH} ${height}`,
      width: '100%',
      role: 'img',
      'aria-labelledby': `${options.id}-title ${options.id}-desc`,
      'font-family': 'Arial, Helvetica, sans-serif',
    },
    ...body,
  );
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tree as SVG markup (for the report and files). */
export function svgMarkup(node: SvgNode | string): string {
  if (typeof node === 'string') return escape(node);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
  return `<${node.tag}${attrs}>${node.children.map(svgMarkup).join('')}</${node.tag}>`;
}
