// The PRISMA 2020 flow diagram as a drawing model, pure: the counts (prisma.ts) laid out as the
// template for new reviews lays them out (Page et al. 2021, BMJ 372:n71, figure 1) — a main
// column per source kind, each step's exclusions in a box to its right, the awaiting counts of a
// review in progress in the boxes they wait in. The page draws it as SVG and the report can too;
// every number it shows is a count of prisma.ts, none is computed here.
import type { PrismaColumn, PrismaCounts } from './prisma.js';

export type PrismaStep = 'identification' | 'screening' | 'included';

export interface PrismaBox {
  id: string;
  step: PrismaStep;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The box's text, line by line (wrapped to its width). */
  lines: string[];
  /** The figure the box stands for (its main count). */
  n: number;
}

export interface PrismaArrow {
  from: string;
  to: string;
  /** The line's points: [x1, y1, x2, y2]. */
  points: [number, number, number, number];
}

export interface PrismaDiagram {
  width: number;
  height: number;
  boxes: PrismaBox[];
  arrows: PrismaArrow[];
  /** A text alternative of the whole diagram, one sentence per box. */
  description: string;
}

const BOX_W = 260;
const SIDE_W = 240;
const GAP_X = 40;
const GAP_Y = 36;
const LINE_H = 16;
const PAD = 10;
/** Characters a line holds in a box of BOX_W at the diagram's 12 px type. */
const charsFor = (width: number) => Math.floor((width - 2 * PAD) / 6.6);

/** Words wrapped to lines of at most `max` characters (a longer word stands alone). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const n = (value: number) => `(n = ${value.toLocaleString('en-CA')})`;

interface Spec {
  id: string;
  step: PrismaStep;
  n: number;
  texts: string[];
}

function column(c: PrismaColumn, key: string, label: string) {
  const main: Spec[] = [
    {
      id: `${key}-identified`,
      step: 'identification',
      n: c.identified,
      texts: [
        `Records identified from ${label} ${n(c.identified)}:`,
        ...c.bySource.map((s) => `${s.source} ${n(s.n)}`),
      ],
    },
    {
      id: `${key}-screened`,
      step: 'screening',
      n: c.screened,
      texts: [
        `Records screened ${n(c.screened)}`,
        ...(c.awaitingScreening ? [`Awaiting screening ${n(c.awaitingScreening)}`] : []),
      ],
    },
    {
      id: `${key}-sought`,
      step: 'screening',
      n: c.soughtForRetrieval,
      texts: [
        `Reports sought for retrieval ${n(c.soughtForRetrieval)}`,
        ...(c.awaitingRetrieval ? [`Awaiting retrieval ${n(c.awaitingRetrieval)}`] : []),
      ],
    },
    {
      id: `${key}-assessed`,
      step: 'screening',
      n: c.assessedForEligibility,
      texts: [
        `Reports assessed for eligibility ${n(c.assessedForEligibility)}`,
        ...(c.awaitingAssessment ? [`Awaiting assessment ${n(c.awaitingAssessment)}`] : []),
      ],
    },
  ];
  const excluded = c.excludedWithReasons.reduce((s, r) => s + r.n, 0);
  const side: Spec[] = [
    {
      id: `${key}-duplicates`,
      step: 'identification',
      n: c.duplicatesRemoved,
      texts: [
        `Records removed before screening: duplicate records removed ${n(c.duplicatesRemoved)}`,
      ],
    },
    {
      id: `${key}-excluded`,
      step: 'screening',
      n: c.excludedAtScreening,
      texts: [`Records excluded ${n(c.excludedAtScreening)}`],
    },
    {
      id: `${key}-not-retrieved`,
      step: 'screening',
      n: c.notRetrieved,
      texts: [`Reports not retrieved ${n(c.notRetrieved)}`],
    },
    {
      id: `${key}-reports-excluded`,
      step: 'screening',
      n: excluded,
      texts: [
        `Reports excluded ${n(excluded)}:`,
        ...c.excludedWithReasons.map((r) => `${r.reason} ${n(r.n)}`),
      ],
    },
  ];
  return { main, side };
}

const linesOf = (spec: Spec, width: number) => spec.texts.flatMap((t) => wrap(t, charsFor(width)));
const heightOf = (lines: string[]) => lines.length * LINE_H + 2 * PAD;

/** The diagram of a review's counts (see the module's note). */
export function prismaDiagram(counts: PrismaCounts): PrismaDiagram {
  const columns = [column(counts.databasesAndRegisters, 'databases', 'databases and registers')];
  if (counts.otherMethods.identified > 0)
    columns.push(column(counts.otherMethods, 'other', 'other methods'));
  const boxes: PrismaBox[] = [];
  const arrows: PrismaArrow[] = [];
  const columnWidth = BOX_W + GAP_X + SIDE_W + GAP_X;
  // Each row is as tall as its tallest box over the columns, so the steps line up.
  const rows = [0, 1, 2, 3].map((i) =>
    Math.max(
      ...columns.flatMap((col) => [
        heightOf(linesOf(col.main[i]!, BOX_W)),
        heightOf(linesOf(col.side[i]!, SIDE_W)),
      ]),
    ),
  );
  const top = (i: number) => rows.slice(0, i).reduce((s, h) => s + h + GAP_Y, 0);
  columns.forEach((col, ci) => {
    const x = ci * columnWidth;
    col.main.forEach((spec, i) => {
      boxes.push({
        id: spec.id,
        step: spec.step,
        x,
        y: top(i),
        width: BOX_W,
        height: rows[i]!,
        lines: linesOf(spec, BOX_W),
        n: spec.n,
      });
      const side = col.side[i]!;
      boxes.push({
        id: side.id,
        step: side.step,
        x: x + BOX_W + GAP_X,
        y: top(i),
        width: SIDE_W,
        height: rows[i]!,
        lines: linesOf(side, SIDE_W),
        n: side.n,
      });
      const mid = top(i) + rows[i]! / 2;
      arrows.push({ from: spec.id, to: side.id, points: [x + BOX_W, mid, x + BOX_W + GAP_X, mid] });
      if (i > 0)
        arrows.push({
          from: col.main[i - 1]!.id,
          to: spec.id,
          points: [x + BOX_W / 2, top(i) - GAP_Y, x + BOX_W / 2, top(i)],
        });
    });
  });
  const includedY = top(4);
  const included = {
    id: 'included',
    step: 'included' as const,
    x: 0,
    y: includedY,
    width: BOX_W,
    height: heightOf([`Studies included in review ${n(counts.included)}`]),
    lines: wrap(`Studies included in review ${n(counts.included)}`, charsFor(BOX_W)),
    n: counts.included,
  };
  boxes.push(included);
  columns.forEach((col, ci) => {
    const x = ci * columnWidth + BOX_W / 2;
    arrows.push({
      from: col.main[3]!.id,
      to: 'included',
      points: [
        x,
        includedY - GAP_Y,
        ci === 0 ? x : BOX_W,
        ci === 0 ? includedY : includedY + included.height / 2,
      ],
    });
  });
  const width = columns.length * columnWidth - GAP_X;
  const height = includedY + included.height;
  const description = boxes.map((b) => b.lines.join(' ')).join('. ');
  return { width, height, boxes, arrows, description };
}
