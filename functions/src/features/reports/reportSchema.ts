// The HTA report's shape (model.ts builds it): what `reports.get` answers and the renderers lay
// out. Kept apart from model.ts, which uses other features' functions through the contract's
// index: this module imports nothing that imports it back.
//
// An approved dossier version's report is stored in this shape (frozen.server.ts) and read back
// through it for as long as the dossier exists: a change here must still read the reports kept
// before it (a new field optional or with a default), or they could no longer be rendered.
import { z } from 'zod';

const text = z.string();
const maybe = z.string().nullable();
/** A section: its content, or (`empty`) the sentence saying why there is none. */
const section = <T extends z.ZodType>(content: T) =>
  z.object({ empty: maybe, content: content.nullable() });

export const sofRow = z.object({
  outcome: text,
  importance: text,
  /** "120 (2 studies)". */
  participants: text,
  certainty: text,
  /** Footnoted reasons, numbered in the table. */
  reasons: z.array(text),
  relative: text,
  absolute: text,
  /** The reference numbers of the cited studies. */
  citations: z.array(z.number()),
  comments: text,
});
export type SofRow = z.infer<typeof sofRow>;

export const biaYear = z.object({
  label: text,
  current: z.number(),
  new: z.number(),
  net: z.number(),
});
export type BiaYear = z.infer<typeof biaYear>;

export const tornadoBar = z.object({
  label: text,
  /** The input's low and high as the analyst entered them: "10 % – 30 %", "$0.30 – $1.00". */
  range: text,
  low: z.number(),
  high: z.number(),
  netAtLow: z.number(),
  netAtHigh: z.number(),
});
export type TornadoBar = z.infer<typeof tornadoBar>;

/**
 * A figure as SVG (a PRISMA flow, a forest plot), drawn by the feature that computes it. The PDF
 * draws it as vectors; Word shows the SVG, with a PNG of it for readers that cannot. Text in it
 * is set in the report's typeface ("Noto Sans"). Bounded: a figure is a drawing, not a dump.
 */
export const reportFigure = z.object({
  kind: z.literal('figure'),
  svg: z.string().max(300_000),
  /** Its size in points (1/72 inch) at full width; the renderers scale it to fit the page. */
  width: z.number().positive().max(2000),
  height: z.number().positive().max(4000),
  /** What it shows, in words: read aloud in place of the picture, and kept with the text. */
  alt: text,
  caption: text,
});

export const reportBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text, emphasis: z.boolean().default(false) }),
  z.object({ kind: z.literal('bullets'), items: z.array(text) }),
  z.object({
    kind: z.literal('table'),
    columns: z.array(text).min(1),
    rows: z.array(z.array(text)),
    /** Each column's share of the width (the PDF's; Word sizes to content); even when absent. */
    shares: z.array(z.number().positive()).optional(),
    /** Columns from this index on are figures, set to the right. */
    rightFrom: z.number().int().min(0).optional(),
    notes: z.array(text).default([]),
  }),
  reportFigure,
]);
export type ReportBlock = z.infer<typeof reportBlock>;

/**
 * The report a decision-maker reads, in its order (CADTH's HTA report structure: key messages
 * first, then the question, methods, clinical and economic results, the judgement from evidence
 * to decision, equity, implementation, monitoring, limitations and conclusions, with who wrote
 * and reviewed it). Key messages, references and sources are the report's own; each of these
 * sections holds what the report computes for it and the parts features contribute there, or
 * (`empty`) says why there is nothing.
 */
export const REPORT_SECTIONS = {
  question: { title: 'The question', empty: 'No review question has been recorded.' },
  methods: {
    title: 'Methods',
    empty:
      'No systematic search, screening or appraisal has been recorded for this assessment: the clinical results rest on the studies the evidence profile cites.',
  },
  clinical: { title: 'Clinical results: Summary of Findings', empty: null },
  economic: { title: 'Economic results: budget impact', empty: null },
  decision: {
    title: 'From evidence to decision',
    empty: 'No Evidence-to-Decision judgements have been recorded for this assessment.',
  },
  equity: { title: 'Equity and engagement', empty: null },
  implementation: { title: 'Implementation', empty: null },
  monitoring: {
    title: 'Monitoring and evaluation plan',
    empty: 'No monitoring plan has been recorded: no indicators, targets or review date.',
  },
  limitations: { title: 'Limitations', empty: null },
  conclusions: { title: 'Conclusions and implications for decision-making', empty: null },
  authors: {
    title: 'Authors, reviewers and declared conflicts of interest',
    empty: 'No authors, reviewers or declarations of interest have been recorded.',
  },
} as const satisfies Record<string, { title: string; empty: string | null }>;
export type ReportPlace = keyof typeof REPORT_SECTIONS;
export const REPORT_PLACES = Object.keys(REPORT_SECTIONS) as [ReportPlace, ...ReportPlace[]];

export const REPORT_DISCLAIMER =
  'This report supports a decision by the hub and its health authority about a health technology; it is not clinical guidance for the care of any one person. It holds no patient-identifying data. Figures are as computed from the hub’s records on the date above; demo records and demo figures are labelled as such and are not evidence.';

/**
 * A part of the report a feature contributes (the review's methods, its risk-of-bias table, a
 * forest plot): a titled run of blocks the renderers lay out as they lay out their own.
 */
export const reportPart = z.object({
  place: z.enum(REPORT_PLACES),
  title: text,
  /** Said under the title when the part's figures are demo figures, so no one copies them. */
  demo: z.boolean().default(false),
  blocks: z.array(reportBlock),
});
export type ReportPart = z.infer<typeof reportPart>;

export const DEMO_PART_NOTE =
  'Demo figures: invented for the local platform’s demonstration. They belong to no publication and must not be cited.';

/** The parts placed at one place, in the order they were contributed. */
export const partsAt = (parts: readonly ReportPart[], place: ReportPart['place']) =>
  parts.filter((p) => p.place === place);

export const htaReport = z.object({
  title: text,
  generatedAt: text,
  /** The dossier the report is of (its title as approved, for a kept one); null: a technology's. */
  dossier: z.object({ id: text, title: text }).nullable().default(null),
  technology: z.object({
    id: text,
    name: text,
    category: text,
    vendor: maybe,
    description: maybe,
    lifecycleStage: text,
  }),
  version: z.object({
    label: text,
    /** The dossier's version and its state (reports kept before these were added have neither). */
    number: z.number().int().positive().optional(),
    status: z.string().optional(),
    signOff: maybe,
    /** What the report was made from: as approved (kept at approval), or the records now. */
    basis: maybe,
    /** An approved version whose sources changed since: the report's figures are not those approved. */
    changed: maybe,
  }),
  summary: z.array(text),
  recommendation: z.object({ text, source: text }),
  context: z.object({
    needs: section(z.array(z.object({ title: text, status: text, ranks: text }))),
    communities: section(
      z.array(
        z.object({
          name: text,
          population2021: maybe,
          remoteness: maybe,
          hospital: maybe,
        }),
      ),
    ),
    readiness: section(
      z.array(z.object({ facility: text, community: maybe, readiness: text, detail: text })),
    ),
  }),
  mast: section(
    z.object({
      evaluations: z.number(),
      domains: z.array(
        z.object({ domain: text, mean: maybe, spread: maybe, evaluations: z.number() }),
      ),
      recommendations: text,
    }),
  ),
  evidence: section(
    z.object({
      question: text,
      population: maybe,
      setting: maybe,
      comparison: maybe,
      rows: z.array(sofRow),
    }),
  ),
  budget: section(
    z.object({
      title: text,
      perspective: text,
      horizonYears: z.number(),
      eligiblePopulation: z.number(),
      years: z.array(biaYear),
      total: biaYear,
      tornado: z.array(tornadoBar),
      scenarios: z.array(z.object({ name: text, net: z.number() })),
      inputs: z.array(z.object({ label: text, value: text, source: text })),
    }),
  ),
  considerations: z.object({
    organisational: z.array(text),
    equity: z.array(text),
  }),
  references: section(z.array(z.object({ n: z.number(), text }))),
  sources: z.array(z.object({ name: text, licence: text })),
  /** What the assessment could not establish, said plainly (reports kept before have none). */
  limitations: z.array(text).default([]),
  /** Parts other features contribute (reports kept before parts existed have none). */
  parts: z.array(reportPart).default([]),
});
export type HtaReport = z.infer<typeof htaReport>;
