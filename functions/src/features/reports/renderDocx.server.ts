// The HTA report as a Word document (docx): headings in Word's own styles (so the navigation pane
// and a table of contents work), real tables for the Summary of Findings and the budget impact,
// everything editable — agencies finish reports in Word. Lays out the model only (model.ts).
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

import { money, type HtaReport } from './feature.js';
import { decimal } from '../../contract/numbers.js';
import { pngOfSvg } from './figure.server.js';
import {
  DEMO_PART_NOTE,
  REPORT_DISCLAIMER,
  REPORT_SECTIONS,
  partsAt,
  type ReportBlock,
  type ReportPart,
  type ReportPlace,
  type reportFigure,
} from './reportSchema.js';
import type { z } from 'zod';

const heading = (
  text: string,
  level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_1,
) => new Paragraph({ text, heading: level, spacing: { before: 240, after: 120 } });
const para = (text: string, opts: { italics?: boolean; bold?: boolean } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...opts })], spacing: { after: 120 } });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const emptyNote = (text: string) => para(text, { italics: true });

function cell(text: string, opts: { header?: boolean; right?: boolean } = {}) {
  return new TableCell({
    children: text.split('\n').map(
      (line) =>
        new Paragraph({
          alignment: opts.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
          // docx's run option, not String.prototype.bold (the rule resolves the name to the latter).
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          children: [new TextRun({ text: line, size: 18, bold: opts.header === true })],
        }),
    ),
    shading: opts.header ? { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF4' } : undefined,
  });
}

function table(header: string[], rows: string[][], rightFrom = Infinity) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((h) => cell(h, { header: true })) }),
      ...rows.map(
        (r) => new TableRow({ children: r.map((c, i) => cell(c, { right: i >= rightFrom })) }),
      ),
    ],
  });
}

type Block = Paragraph | Table;

/** The text column of an A4 page with Word's default margins, in pixels at 96 to the inch. */
const TEXT_WIDTH_PX = 600;

function figure(f: z.infer<typeof reportFigure>): Block[] {
  const width = Math.min(TEXT_WIDTH_PX, (f.width * 96) / 72);
  return [
    new Paragraph({
      children: [
        new ImageRun({
          type: 'svg',
          data: Buffer.from(f.svg),
          fallback: { type: 'png', data: pngOfSvg(f.svg, f.width) },
          transformation: { width, height: (width * f.height) / f.width },
          altText: { name: f.caption, title: f.caption, description: f.alt },
        }),
      ],
    }),
    para(f.caption, { italics: true }),
  ];
}

function block(b: ReportBlock): Block[] {
  switch (b.kind) {
    case 'paragraph':
      return [para(b.text, { bold: b.emphasis })];
    case 'bullets':
      return b.items.map(bullet);
    case 'table':
      return [table(b.columns, b.rows, b.rightFrom), ...b.notes.map((n) => para(n))];
    case 'figure':
      return figure(b);
  }
}

/** The parts other features contribute at one place: each titled, demo ones said to be. */
function partBlocks(parts: readonly ReportPart[], place: ReportPlace): Block[] {
  return partsAt(parts, place).flatMap((part) => [
    heading(part.title, HeadingLevel.HEADING_2),
    ...(part.demo ? [para(DEMO_PART_NOTE, { bold: true })] : []),
    ...part.blocks.flatMap(block),
  ]);
}

function contextBlocks(r: HtaReport): Block[] {
  const { needs, communities, readiness } = r.context;
  return [
    heading('The needs it answers', HeadingLevel.HEADING_2),
    needs.content
      ? table(
          ['Need', 'Status', 'Rank'],
          needs.content.map((n) => [n.title, n.status, n.ranks]),
        )
      : emptyNote(needs.empty ?? ''),
    heading('Target communities', HeadingLevel.HEADING_2),
    communities.content
      ? table(
          ['Community', 'Population 2021', 'Index of Remoteness', 'Nearest hospital'],
          communities.content.map((c) => [
            c.name,
            c.population2021 ?? 'not known',
            c.remoteness ?? 'not known',
            c.hospital ?? 'not known',
          ]),
        )
      : emptyNote(communities.empty ?? ''),
    heading('Readiness of the facilities there', HeadingLevel.HEADING_2),
    readiness.content
      ? table(
          ['Facility', 'Community', 'Readiness', 'Assessment'],
          readiness.content.map((f) => [f.facility, f.community ?? '', f.readiness, f.detail]),
        )
      : emptyNote(readiness.empty ?? ''),
  ];
}

function mastBlocks(r: HtaReport): Block[] {
  const m = r.mast;
  const title = heading('MAST domain results', HeadingLevel.HEADING_2);
  if (!m.content) return [title, emptyNote(m.empty ?? '')];
  return [
    title,
    para(
      `${m.content.evaluations} submitted evaluation(s). A mean is the mean of the rated (1–5) questions only: yes / no, numbers, choices and text are not averaged. The spread is the lowest and highest evaluator mean. Recommendations: ${m.content.recommendations}.`,
    ),
    table(
      ['Domain', 'Mean (1–5)', 'Spread across evaluators', 'Evaluators'],
      m.content.domains.map((d) => [
        d.domain,
        d.mean ?? 'not assessed',
        d.spread ?? '—',
        String(d.evaluations),
      ]),
      1,
    ),
  ];
}

function evidenceBlocks(r: HtaReport): Block[] {
  const e = r.evidence;
  if (!e.content) return [emptyNote(e.empty ?? '')];
  const c = e.content;
  let footnote = 0;
  const notes: string[] = [];
  const rows = c.rows.map((row) => {
    const marks = row.reasons.map((reason) => {
      footnote += 1;
      notes.push(`${footnote}. ${reason}`);
      return footnote;
    });
    return [
      `${row.outcome}\n(${row.importance})`,
      row.participants + (row.citations.length ? `\nRefs ${row.citations.join(', ')}` : ''),
      row.certainty + (marks.length ? ` (${marks.join(', ')})` : ''),
      row.relative,
      row.absolute,
      row.comments,
    ];
  });
  return [
    table(
      [
        'Outcome',
        'Participants (studies)',
        'Certainty (GRADE)',
        'Relative effect (95 % CI)',
        'Anticipated absolute effects',
        'Comments',
      ],
      rows,
    ),
    ...(notes.length
      ? [para('Reasons for the certainty ratings:', { bold: true }), ...notes.map((n) => para(n))]
      : []),
  ];
}

/** The evidence profile's own question, where no review question is contributed. */
function questionBlocks(r: HtaReport): Block[] {
  const c = r.evidence.content;
  if (!c) return [];
  return [
    para(`Question: ${c.question}`, { bold: true }),
    ...(c.population ? [para(`Population: ${c.population}`)] : []),
    ...(c.setting ? [para(`Setting: ${c.setting}`)] : []),
    ...(c.comparison ? [para(`Comparison: ${c.comparison}`)] : []),
  ];
}

function budgetBlocks(r: HtaReport): Block[] {
  const b = r.budget;
  if (!b.content) return [emptyNote(b.empty ?? '')];
  const c = b.content;
  return [
    para(
      `${c.title}. Perspective: ${c.perspective}. Horizon ${c.horizonYears} year(s), undiscounted (ISPOR BIA good practice II). Eligible people a year: ${decimal(c.eligiblePopulation)}. CAD; a negative net impact is a saving.`,
    ),
    table(
      ['Year', 'Current mix', 'With the technology', 'Net budget impact'],
      [...c.years, c.total].map((y) => [y.label, money(y.current), money(y.new), money(y.net)]),
      1,
    ),
    heading('One-way sensitivity (tornado)', HeadingLevel.HEADING_2),
    para('Each input at its low and high value, the others at base; widest swing first.'),
    table(
      ['Input', 'Low – high', 'Net total at low', 'Net total at high'],
      c.tornado.map((t) => [t.label, t.range, money(t.netAtLow), money(t.netAtHigh)]),
      2,
    ),
    heading('Scenarios', HeadingLevel.HEADING_2),
    table(
      ['Scenario', 'Net budget impact, total'],
      c.scenarios.map((s) => [s.name, money(s.net)]),
      1,
    ),
    heading('Inputs and their sources', HeadingLevel.HEADING_2),
    table(
      ['Input', 'Value (low–high)', 'Source'],
      c.inputs.map((i) => [i.label, i.value, i.source]),
    ),
  ];
}

/** The report's sections in the decision-maker's order, numbered as they come. */
function sectionBlocks(r: HtaReport): Block[] {
  let n = 0;
  const numbered = (title: string) => heading(`${++n}. ${title}`);
  // A section: what the report computes for it, the parts contributed there, or why it is empty.
  const section = (place: ReportPlace, own: Block[]): Block[] => {
    const parts = partBlocks(r.parts, place);
    const { title, empty } = REPORT_SECTIONS[place];
    const none = own.length === 0 && parts.length === 0 && empty ? [emptyNote(empty)] : [];
    return [numbered(title), ...own, ...parts, ...none];
  };
  const { considerations } = r;
  const recommendation = [
    para(`Recommendation: ${r.recommendation.text}`, { bold: true }),
    para(`Source: ${r.recommendation.source}`, { italics: true }),
  ];
  return [
    numbered('Key messages'),
    ...r.summary.map(bullet),
    ...recommendation,
    ...(r.technology.description ? [para(r.technology.description)] : []),
    ...section('question', partsAt(r.parts, 'question').length ? [] : questionBlocks(r)),
    ...section('methods', []),
    ...section('clinical', evidenceBlocks(r)),
    ...section('economic', budgetBlocks(r)),
    ...section('decision', []),
    ...section('equity', [
      heading('From the evaluations', HeadingLevel.HEADING_2),
      ...considerations.equity.map(bullet),
    ]),
    ...section('implementation', [
      ...contextBlocks(r),
      ...mastBlocks(r),
      heading('Organisational considerations', HeadingLevel.HEADING_2),
      ...considerations.organisational.map(bullet),
    ]),
    ...section('monitoring', []),
    ...section('limitations', r.limitations.map(bullet)),
    ...section('conclusions', recommendation),
    ...section('authors', []),
    numbered('References'),
    ...(r.references.content
      ? r.references.content.map((ref) => para(`${ref.n}. ${ref.text}`))
      : [emptyNote(r.references.empty ?? '')]),
    numbered('Data sources and licences'),
    ...r.sources.map((src) => bullet(`${src.name} — ${src.licence}`)),
    para(REPORT_DISCLAIMER, { italics: true }),
  ];
}

export async function renderDocx(r: HtaReport): Promise<Buffer> {
  const doc = new Document({
    creator: 'HTA Hub',
    title: r.title,
    description: `HTA report, ${r.version.label}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ text: `${r.technology.name} — page `, size: 16 }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16 }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: r.title, heading: HeadingLevel.TITLE }),
          para(
            `${r.technology.category}${r.technology.vendor ? ` · ${r.technology.vendor}` : ''} · lifecycle stage: ${r.technology.lifecycleStage}`,
          ),
          para(r.version.label, { bold: true }),
          para(r.version.signOff ?? 'Sign-off: not signed off.'),
          ...(r.version.basis ? [para(r.version.basis)] : []),
          ...(r.version.changed ? [para(r.version.changed, { bold: true })] : []),
          para(`Generated ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC by HTA Hub.`, {
            italics: true,
          }),
          ...sectionBlocks(r),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
