// The HTA report as a PDF (pdfkit, drawn on the server, not printed from a browser): a title page,
// the sections with their tables, the budget impact per year drawn as vector bars, page numbers.
// Lays out the model only (model.ts). The fonts are Noto Sans with the Canadian Aboriginal
// syllabics (functions/assets/fonts, SIL OFL): pdfkit's standard fonts print WinAnsi only, and
// a community or a person named in Cree or Dene syllabics printed as "?". Every text goes through
// pdfText.server.ts first (invisible format characters dropped).
import { readFileSync } from 'node:fs';

import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

import { TORNADO_COLOURS, TORNADO_LEGEND } from '../budgetImpact/public.js';
import { decimal } from '../../contract/numbers.js';
import { money as moneyText, type HtaReport } from './feature.js';
import { pdfTextDeep } from './pdfText.server.js';
import { REPORT_FONT_FILES, reportFontPath } from './fonts.server.js';
import {
  DEMO_PART_NOTE,
  REPORT_DISCLAIMER,
  REPORT_SECTIONS,
  partsAt,
  type ReportBlock,
  type ReportPart,
  type ReportPlace,
} from './reportSchema.js';

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
const BODY = 'Body';
const BOLD = 'Body-Bold';
const ITALIC = 'Body-Italic';
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#b8c4d0';
/** A warning a reader must not miss (dark red: 7:1 on white). */
const WARN = '#8a1c1c';
const HEAD_FILL = '#e8eef4';
const COST = '#3b6ea5';
const SAVING = '#2e7d4f';

const money = moneyText;

/** The three faces the report uses, read once: the same bytes serve every report. */
let fontBytes: Array<[string, Buffer]> | null = null;
function registerFonts(doc: Doc) {
  fontBytes ??= Object.entries(REPORT_FONT_FILES).map(([name, file]) => [
    name,
    readFileSync(reportFontPath(file)),
  ]);
  for (const [name, bytes] of fontBytes) doc.registerFont(name, bytes);
  doc.font(BODY);
}

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 20;

function ensure(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string, size = 15) {
  ensure(doc, size * 3);
  doc.moveDown(0.6).font(BOLD).fontSize(size).fillColor(INK);
  doc.text(text, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.3).font(BODY).fontSize(10);
}

function para(doc: Doc, text: string, font = BODY, colour = INK) {
  doc.font(font).fontSize(10).fillColor(colour);
  ensure(doc, doc.heightOfString(text, { width: width(doc) }));
  doc.text(text, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.3);
}

/**
 * A paragraph with a marker (a bullet, a reference's number) hanging before it: its lines wrap
 * under its text, not under the marker.
 */
function hanging(doc: Doc, marker: string, text: string, indent: number) {
  doc.font(BODY).fontSize(10).fillColor(INK);
  const textWidth = width(doc) - indent;
  ensure(doc, doc.heightOfString(text, { width: textWidth }));
  const top = doc.y;
  doc.text(marker, MARGIN, top, { width: indent, lineBreak: false });
  doc.text(text, MARGIN + indent, top, { width: textWidth });
  doc.x = MARGIN;
  doc.moveDown(0.3);
}

const bullet = (doc: Doc, text: string) => hanging(doc, '•', text, 12);
const emptyNote = (doc: Doc, text: string | null) => para(doc, text ?? '', ITALIC, MUTED);

/** A table drawn cell by cell: columns as shares of the width, rows as tall as their text. */
function table(
  doc: Doc,
  header: string[],
  rows: string[][],
  shares: number[],
  rightFrom = Infinity,
) {
  const total = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((s) => (s / total) * width(doc));
  const pad = 4;
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? BOLD : BODY).fontSize(8.5);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 2 * pad }))) +
      2 * pad;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (!bold) draw(header, true);
      doc.font(bold ? BOLD : BODY).fontSize(8.5);
    }
    const top = doc.y;
    let x = MARGIN;
    if (bold) doc.rect(MARGIN, top, width(doc), height).fill(HEAD_FILL);
    doc.fillColor(INK);
    cells.forEach((c, i) => {
      doc.text(c, x + pad, top + pad, {
        width: widths[i]! - 2 * pad,
        align: i >= rightFrom ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width(doc), top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  draw(header, true);
  for (const r of rows) draw(r, false);
  doc.moveDown(0.6);
}

/** A figure's SVG drawn as vectors at the text's width (or its own, if narrower), in our fonts. */
type Figure = Extract<ReportBlock, { kind: 'figure' }>;
const figureHeight = (doc: Doc, f: Figure) => (Math.min(width(doc), f.width) * f.height) / f.width;

function figure(doc: Doc, f: Figure) {
  const w = Math.min(width(doc), f.width);
  const h = figureHeight(doc, f);
  ensure(doc, h + 30);
  const top = doc.y;
  SVGtoPDF(doc, f.svg, MARGIN, top, {
    width: w,
    height: h,
    preserveAspectRatio: 'xMinYMin meet',
    // The figure's text in the report's faces: bold where the SVG asks for it.
    fontCallback: (_family, bold, italic) => (bold ? BOLD : italic ? ITALIC : BODY),
  });
  doc.x = MARGIN;
  doc.y = top + h + 4;
  para(doc, f.caption, ITALIC, MUTED);
}

function block(doc: Doc, b: ReportBlock) {
  switch (b.kind) {
    case 'paragraph':
      para(doc, b.text, b.emphasis ? BOLD : BODY);
      break;
    case 'bullets':
      for (const item of b.items) bullet(doc, item);
      break;
    case 'table':
      table(doc, b.columns, b.rows, b.shares ?? b.columns.map(() => 1), b.rightFrom);
      for (const note of b.notes) para(doc, note, BODY, MUTED);
      break;
    case 'figure':
      figure(doc, b);
      break;
  }
}

/** The parts other features contribute at one place: each titled, demo ones said to be. */
function parts(doc: Doc, all: readonly ReportPart[], place: ReportPlace) {
  for (const part of partsAt(all, place)) {
    // A title stays with its part's first figure, or the first lines of its text or table,
    // rather than end a page alone.
    const first = part.blocks[0];
    const note = part.demo ? 30 : 0;
    ensure(doc, (first?.kind === 'figure' ? figureHeight(doc, first) + 80 : 90) + note);
    heading(doc, part.title, 12);
    if (part.demo) para(doc, DEMO_PART_NOTE, BOLD, WARN);
    for (const b of part.blocks) block(doc, b);
  }
}

/** Net budget impact per year and in total as vector bars around a zero line. */
function budgetChart(doc: Doc, bars: Array<{ label: string; net: number }>) {
  const height = 150;
  ensure(doc, height + 30);
  // Headroom for the value printed above the tallest bar.
  const top = doc.y + 18;
  const left = MARGIN + 70;
  const plotWidth = width(doc) - 80;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.net)));
  const hasNegative = bars.some((b) => b.net < 0);
  const hasPositive = bars.some((b) => b.net > 0);
  // Zero line: in the middle when bars go both ways, else at the bottom (or top for savings).
  const zero = hasNegative && hasPositive ? top + height / 2 : hasNegative ? top : top + height;
  const scale = (hasNegative && hasPositive ? height / 2 : height) / max;
  const slot = plotWidth / bars.length;
  doc.font(BODY).fontSize(8).fillColor(MUTED);
  doc.text('Net budget impact (CAD)', MARGIN, top, { width: 65 });
  bars.forEach((b, i) => {
    const barHeight = Math.abs(b.net) * scale;
    const x = left + i * slot + slot * 0.2;
    const y = b.net >= 0 ? zero - barHeight : zero;
    doc.rect(x, y, slot * 0.6, Math.max(barHeight, 0.5)).fill(b.net >= 0 ? COST : SAVING);
    doc.fillColor(INK).fontSize(8);
    const labelY = b.net >= 0 ? y - 11 : y + barHeight + 2;
    doc.text(money(b.net), x - 10, labelY, { width: slot * 0.6 + 20, align: 'center' });
    doc.fillColor(MUTED).text(b.label, x - 10, top + height + 6, {
      width: slot * 0.6 + 20,
      align: 'center',
    });
  });
  doc
    .moveTo(left, zero)
    .lineTo(left + plotWidth, zero)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height + 24;
  para(doc, 'Blue: a cost to the budget; green: a saving.', ITALIC, MUTED);
}

/**
 * The tornado: each input's net total at its low and high value as a horizontal bar around the
 * base case's net total (the vertical line), widest swing first, as the model orders them.
 */
function tornadoChart(doc: Doc, bars: HtaReport['budget']['content'] & object) {
  const rows = bars.tornado;
  if (!rows.length) return;
  const rowHeight = 16;
  const labelWidth = 170;
  const plotLeft = MARGIN + labelWidth + 6;
  const plotWidth = width(doc) - labelWidth - 6;
  ensure(doc, rows.length * rowHeight + 40);
  const base = bars.total.net;
  const values = [base, ...rows.flatMap((r) => [r.netAtLow, r.netAtHigh])];
  const min = Math.min(...values);
  const span = Math.max(1, Math.max(...values) - min);
  const x = (v: number) => plotLeft + ((v - min) / span) * plotWidth;
  const top = doc.y + 4;
  rows.forEach((r, i) => {
    const y = top + i * rowHeight;
    doc.font(BODY).fontSize(7.5).fillColor(INK);
    doc.text(r.label, MARGIN, y + 3, { width: labelWidth, align: 'right', lineBreak: false });
    // The part of the bar from base to the net at the input's low, then to its high.
    for (const [value, colour] of [
      [r.netAtLow, TORNADO_COLOURS.low],
      [r.netAtHigh, TORNADO_COLOURS.high],
    ] as const) {
      const from = Math.min(x(base), x(value));
      doc
        .rect(from, y + 2, Math.max(Math.abs(x(value) - x(base)), 0.5), rowHeight - 5)
        .fill(colour);
    }
  });
  const bottomY = top + rows.length * rowHeight;
  doc
    .moveTo(x(base), top - 2)
    .lineTo(x(base), bottomY)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc.font(BODY).fontSize(7.5).fillColor(MUTED);
  doc.text(money(min), plotLeft, bottomY + 3, { lineBreak: false });
  doc.text(`base ${money(base)}`, x(base) - 40, bottomY + 3, { width: 80, align: 'center' });
  doc.text(money(min + span), plotLeft + plotWidth - 80, bottomY + 3, {
    width: 80,
    align: 'right',
  });
  doc.x = MARGIN;
  doc.y = bottomY + 18;
  para(
    doc,
    `Net budget impact, total: ${TORNADO_LEGEND}; the line is the base case.`,
    ITALIC,
    MUTED,
  );
}

/** Needs, communities and the readiness of their facilities: where the technology would land. */
function context(doc: Doc, r: HtaReport) {
  const { needs, communities, readiness } = r.context;
  heading(doc, 'The needs it answers', 12);
  if (needs.content)
    table(
      doc,
      ['Need', 'Status', 'Rank'],
      needs.content.map((n) => [n.title, n.status, n.ranks]),
      [3, 1, 3],
    );
  else emptyNote(doc, needs.empty);
  heading(doc, 'Target communities', 12);
  if (communities.content)
    table(
      doc,
      ['Community', 'Population 2021', 'Index of Remoteness', 'Nearest hospital'],
      communities.content.map((c) => [
        c.name,
        c.population2021 ?? 'not known',
        c.remoteness ?? 'not known',
        c.hospital ?? 'not known',
      ]),
      [2, 1.2, 1.2, 3],
    );
  else emptyNote(doc, communities.empty);
  heading(doc, 'Readiness of the facilities there', 12);
  if (readiness.content)
    table(
      doc,
      ['Facility', 'Community', 'Readiness', 'Assessment'],
      readiness.content.map((f) => [f.facility, f.community ?? '', f.readiness, f.detail]),
      [3, 2, 1.3, 2.5],
    );
  else emptyNote(doc, readiness.empty);
}

function mast(doc: Doc, r: HtaReport) {
  heading(doc, 'MAST domain results', 12);
  if (r.mast.content) {
    para(
      doc,
      `${r.mast.content.evaluations} submitted evaluation(s). A mean is the mean of the rated (1–5) questions only: yes / no, numbers, choices and text are not averaged. The spread is the lowest and highest evaluator mean. Recommendations: ${r.mast.content.recommendations}.`,
    );
    table(
      doc,
      ['Domain', 'Mean (1–5)', 'Spread across evaluators', 'Evaluators'],
      r.mast.content.domains.map((d) => [
        d.domain,
        d.mean ?? 'not assessed',
        d.spread ?? '—',
        String(d.evaluations),
      ]),
      [4, 1, 1.5, 1],
      1,
    );
  } else emptyNote(doc, r.mast.empty);
}

function summaryOfFindings(doc: Doc, r: HtaReport) {
  const e = r.evidence.content;
  if (e) {
    let footnote = 0;
    const notes: string[] = [];
    table(
      doc,
      [
        'Outcome',
        'Participants (studies)',
        'Certainty (GRADE)',
        'Relative effect (95 % CI)',
        'Anticipated absolute effects',
        'Comments',
      ],
      e.rows.map((row) => {
        const marks = row.reasons.map((reason) => {
          footnote += 1;
          notes.push(`${footnote}. ${reason}`);
          return footnote;
        });
        return [
          `${row.outcome} (${row.importance})`,
          row.participants + (row.citations.length ? ` Refs ${row.citations.join(', ')}` : ''),
          row.certainty + (marks.length ? ` (${marks.join(', ')})` : ''),
          row.relative,
          row.absolute,
          row.comments,
        ];
      }),
      [1.6, 1.1, 1, 1.4, 1.8, 1.6],
    );
    if (notes.length) {
      para(doc, 'Reasons for the certainty ratings:', BOLD);
      for (const n of notes) para(doc, n);
    }
  } else emptyNote(doc, r.evidence.empty);
}

function budgetImpact(doc: Doc, r: HtaReport) {
  const b = r.budget.content;
  if (b) {
    para(
      doc,
      `${b.title}. Perspective: ${b.perspective}. Horizon ${b.horizonYears} year(s), undiscounted (ISPOR BIA good practice II). Eligible people a year: ${decimal(b.eligiblePopulation)}. CAD; a negative net impact is a saving.`,
    );
    table(
      doc,
      ['Year', 'Current mix', 'With the technology', 'Net budget impact'],
      [...b.years, b.total].map((y) => [y.label, money(y.current), money(y.new), money(y.net)]),
      [1, 1.5, 1.5, 1.5],
      1,
    );
    budgetChart(doc, [...b.years, b.total]);
    heading(doc, 'One-way sensitivity (tornado)', 12);
    para(doc, 'Each input at its low and high value, the others at base; widest swing first.');
    tornadoChart(doc, b);
    table(
      doc,
      ['Input', 'Low – high', 'Net total at low', 'Net total at high'],
      b.tornado.map((t) => [t.label, t.range, money(t.netAtLow), money(t.netAtHigh)]),
      [3, 1.6, 1.3, 1.3],
      2,
    );
    heading(doc, 'Scenarios', 12);
    table(
      doc,
      ['Scenario', 'Net budget impact, total'],
      b.scenarios.map((s) => [s.name, money(s.net)]),
      [3, 2],
      1,
    );
    heading(doc, 'Inputs and their sources', 12);
    table(
      doc,
      ['Input', 'Value (low–high)', 'Source'],
      b.inputs.map((i) => [i.label, i.value, i.source]),
      [2, 2, 4],
    );
  } else emptyNote(doc, r.budget.empty);
}

function titlePage(doc: Doc, r: HtaReport) {
  doc.y = 180;
  doc.font(BODY).fontSize(11).fillColor(MUTED).text('Health technology assessment', MARGIN);
  doc.moveDown(0.5).font(BOLD).fontSize(26).fillColor(INK);
  doc.text(r.technology.name, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.5).font(BODY).fontSize(12).fillColor(INK);
  doc.text(
    `${r.technology.category}${r.technology.vendor ? ` · ${r.technology.vendor}` : ''} · lifecycle stage: ${r.technology.lifecycleStage}`,
    { width: width(doc) },
  );
  doc
    .moveDown(2)
    .font(BOLD)
    .fontSize(11)
    .text(r.version.label, { width: width(doc) });
  doc
    .moveDown(0.3)
    .font(BODY)
    .text(r.version.signOff ?? 'Sign-off: not signed off.', { width: width(doc) });
  if (r.version.basis) doc.moveDown(0.3).text(r.version.basis, { width: width(doc) });
  if (r.version.changed)
    doc
      .moveDown(0.5)
      .font(BOLD)
      .fillColor(WARN)
      .text(r.version.changed, {
        width: width(doc),
      });
  doc
    .moveDown(0.3)
    .font(BODY)
    .fillColor(MUTED)
    .text(`Generated ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC by HTA Hub.`);
}

export function renderPdf(model: HtaReport): Promise<Buffer> {
  const r = pdfTextDeep(model);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: r.title, Author: 'HTA Hub', Subject: r.version.label },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  titlePage(doc, r);
  doc.addPage();

  let n = 0;
  const numbered = (title: string) => heading(doc, `${++n}. ${title}`);
  // A section: what the report draws for it, the parts contributed there, or why it is empty.
  const section = (place: ReportPlace, own: () => boolean) => {
    const { title, empty } = REPORT_SECTIONS[place];
    numbered(title);
    const drew = own();
    const contributed = partsAt(r.parts, place).length > 0;
    parts(doc, r.parts, place);
    if (!drew && !contributed && empty) emptyNote(doc, empty);
  };
  const recommendation = () => {
    para(doc, `Recommendation: ${r.recommendation.text}`, BOLD);
    para(doc, `Source: ${r.recommendation.source}`, ITALIC, MUTED);
    return true;
  };

  numbered('Key messages');
  for (const line of r.summary) bullet(doc, line);
  recommendation();
  if (r.technology.description) para(doc, r.technology.description);

  const e = r.evidence.content;
  section('question', () => {
    if (!e || partsAt(r.parts, 'question').length) return false;
    para(doc, `Question: ${e.question}`, BOLD);
    if (e.population) para(doc, `Population: ${e.population}`);
    if (e.setting) para(doc, `Setting: ${e.setting}`);
    if (e.comparison) para(doc, `Comparison: ${e.comparison}`);
    return true;
  });
  section('methods', () => false);
  section('clinical', () => {
    summaryOfFindings(doc, r);
    return true;
  });
  section('economic', () => {
    budgetImpact(doc, r);
    return true;
  });
  section('decision', () => false);
  section('equity', () => {
    heading(doc, 'From the evaluations', 12);
    for (const line of r.considerations.equity) bullet(doc, line);
    return true;
  });
  section('implementation', () => {
    context(doc, r);
    mast(doc, r);
    heading(doc, 'Organisational considerations', 12);
    for (const line of r.considerations.organisational) bullet(doc, line);
    return true;
  });
  section('monitoring', () => false);
  section('limitations', () => {
    for (const line of r.limitations) bullet(doc, line);
    return r.limitations.length > 0;
  });
  section('conclusions', recommendation);
  section('authors', () => false);

  numbered('References');
  if (r.references.content)
    for (const ref of r.references.content) hanging(doc, `${ref.n}.`, ref.text, 22);
  else emptyNote(doc, r.references.empty);

  numbered('Data sources and licences');
  for (const src of r.sources) bullet(doc, `${src.name} — ${src.licence}`);
  doc.moveDown(0.6);
  para(doc, REPORT_DISCLAIMER, ITALIC, MUTED);

  // Page numbers on every page but the title page, written once all pages exist.
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: lift it so pdfkit writes there instead of starting a page.
    doc.page.margins.bottom = 0;
    doc.font(BODY).fontSize(8).fillColor(MUTED);
    doc.text(
      `${r.technology.name} — page ${i + 1 - range.start} of ${range.count}`,
      MARGIN,
      doc.page.height - MARGIN + 5,
      { width: width(doc), align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}
