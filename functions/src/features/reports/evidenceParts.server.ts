// The report's evidence parts: the review question the assessment asks (PICO(S)), how the
// evidence was found and chosen (the search log, the screening, the PRISMA 2020 flow diagram),
// what the included studies are and how far each can be trusted (their characteristics, the
// risk-of-bias traffic-light table), and how their results were pooled (a forest plot per
// analysed outcome with its heterogeneity and leave-one-out table). Every figure is one the
// features compute for their own pages, read through their public modules: the report adds
// words and layout, no arithmetic.
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
} from 'firebase-admin/firestore';

import { readRecord } from '../../api/registries/read.js';
import { collectionsOf } from '../../contract/registry.js';
import { db } from '../../api/registries/kit.js';
import { profileRobTables } from '../appraisal/public.server.js';
import type { ToolTable } from '../appraisal/public.js';
import { evidenceProfiles, type EvidenceProfile } from '../evidenceProfiles/public.js';
import { questions, type ReviewQuestion } from '../questions/public.js';
import {
  includedStudiesOf,
  screeningSummaryOf,
  prismaDiagram,
  type PrismaCounts,
} from '../screening/public.server.js';
import { searches, type Search } from '../searches/public.js';
import { studies } from '../studies/public.js';
import { effectText, forestPlot, svgMarkup, type Analysis } from '../synthesis/public.js';
import { profileAnalyses } from '../synthesis/public.server.js';
import type { ReportBlock, ReportPart } from './reportSchema.js';

const collections = collectionsOf(questions, searches, evidenceProfiles, studies);

/**
 * Questions of one technology the report states (a few: one per assessment, as a rule). When a
 * technology has more, the most recently updated are stated and the report says how many are not.
 */
const QUESTIONS_LIMIT = 5;
const SEARCHES_LIMIT = 50;

/** A question is demo when it says so in its title (questions/demo.ts). */
const isDemoTitle = (title: string) => /\(demo\)|\(not a real study\)/i.test(title);

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'not stated');

/** The question's PICO(S), as the review states it. */
export function questionPart(q: ReviewQuestion): ReportPart {
  return {
    place: 'question',
    title: `Review question: ${q.title}`,
    demo: isDemoTitle(q.title),
    blocks: [
      {
        kind: 'table',
        columns: ['Element', 'As the review states it'],
        rows: [
          ['Population', q.population],
          ['Intervention', q.intervention],
          ['Comparator(s)', q.comparators ?? 'not stated'],
          ['Setting', list(q.settings)],
          ['Study designs sought', list(q.designs)],
        ],
        shares: [1, 3],
        notes: [],
      },
      {
        kind: 'table',
        columns: ['Outcome', 'Importance', 'Minimal important difference'],
        rows: q.outcomes.map((o) => [
          o.name,
          o.importance,
          o.minimalImportantDifference ?? 'not known',
        ]),
        shares: [2, 1, 2],
        notes: [],
      },
    ],
  };
}

/** The search log: where, when, with what string and limits, and how many records each found. */
export function searchesBlock(log: readonly Search[]): ReportBlock {
  if (log.length === 0)
    return {
      kind: 'paragraph',
      text: 'No search has been logged for this question.',
      emphasis: false,
    };
  return {
    kind: 'table',
    columns: ['Source', 'Date run', 'Search string', 'Limits', 'Records found'],
    rows: [...log]
      .sort((a, b) => a.dateRun.localeCompare(b.dateRun))
      .map((s) => [
        s.sourceDetail ? `${s.source} (${s.sourceDetail})` : s.source,
        s.dateRun,
        s.searchString,
        s.limits ?? 'none',
        String(s.recordsReported),
      ]),
    shares: [1.2, 1, 3, 1.3, 0.8],
    rightFrom: 4,
    notes: [
      'Records found: as the source reported them; the PRISMA counts are of the records imported.',
    ],
  };
}

export interface ScreeningSummary {
  settings: { mode: 'two reviewers' | 'one reviewer with verification'; samplePercent: number };
  resolved: number;
  prisma: PrismaCounts;
}

/** How the records were screened, in words. */
export function screeningText(s: ScreeningSummary): string {
  const how =
    s.settings.mode === 'two reviewers'
      ? 'Each record was screened independently by two reviewers, at title and abstract and again at full text, neither seeing the other’s decision before making their own.'
      : `Each record was screened by one reviewer; a second reviewer independently screened a ${s.settings.samplePercent} % sample to verify the decisions.`;
  const conflicts =
    s.resolved === 0
      ? 'No disagreement needed a third reviewer.'
      : `Disagreements were resolved by a third reviewer who saw both decisions (${s.resolved} ${s.resolved === 1 ? 'decision' : 'decisions'} settled this way).`;
  return `${how} ${conflicts} At full text, each exclusion was given a reason from the review’s list.`;
}

/** The PRISMA 2020 counts as a table, so every box of the diagram is also in words. */
export function prismaTable(c: PrismaCounts): ReportBlock {
  const columns = [
    { name: 'Databases and registers', col: c.databasesAndRegisters },
    ...(c.otherMethods.identified > 0 ? [{ name: 'Other methods', col: c.otherMethods }] : []),
  ];
  const row = (label: string, pick: (x: PrismaCounts['otherMethods']) => number | string) => [
    label,
    ...columns.map(({ col }) => String(pick(col))),
  ];
  const reasons = [
    ...new Set(columns.flatMap(({ col }) => col.excludedWithReasons.map((r) => r.reason))),
  ];
  return {
    kind: 'table',
    columns: ['PRISMA 2020 box', ...columns.map((x) => x.name)],
    rows: [
      row('Records identified', (x) => x.identified),
      ...columns.flatMap(({ col }) =>
        col.bySource.map((s) => row(`  from ${s.source}`, (x) => (x === col ? s.n : '–'))),
      ),
      row('Duplicates removed', (x) => x.duplicatesRemoved),
      row('Records screened', (x) => x.screened),
      row('Records excluded at title and abstract', (x) => x.excludedAtScreening),
      row('Reports sought for retrieval', (x) => x.soughtForRetrieval),
      row('Reports not retrieved', (x) => x.notRetrieved),
      row('Reports assessed for eligibility', (x) => x.assessedForEligibility),
      ...reasons.map((reason) =>
        row(
          `  excluded: ${reason}`,
          (x) => x.excludedWithReasons.find((r) => r.reason === reason)?.n ?? 0,
        ),
      ),
      row(
        'Awaiting a decision',
        (x) => x.awaitingScreening + x.awaitingRetrieval + x.awaitingAssessment,
      ),
      row('Studies included', (x) => x.included),
    ],
    rightFrom: 1,
    notes: [`Studies included in the review: ${c.included}.`],
  };
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The PRISMA 2020 flow diagram (screening's layout) as SVG for the report. */
export function prismaFigure(c: PrismaCounts): ReportBlock {
  const d = prismaDiagram(c);
  const pad = 4;
  const w = d.width + 2 * pad;
  const h = d.height + 2 * pad;
  const boxes = d.boxes.map((b) => {
    const text = b.lines
      .map(
        (line, i) =>
          `<text x="${b.x + pad + 10}" y="${b.y + pad + 10 + 12 + i * 16}" font-family="Noto Sans" font-size="12" fill="#1a1a1a">${escapeXml(line)}</text>`,
      )
      .join('');
    const fill = b.step === 'included' ? '#e8f1fb' : '#ffffff';
    return `<rect x="${b.x + pad}" y="${b.y + pad}" width="${b.width}" height="${b.height}" fill="${fill}" stroke="#1a1a1a" stroke-width="1"/>${text}`;
  });
  const arrows = d.arrows.map(
    ({ points: [x1, y1, x2, y2] }) =>
      `<line x1="${x1 + pad}" y1="${y1 + pad}" x2="${x2 + pad}" y2="${y2 + pad}" stroke="#1a1a1a" stroke-width="1" marker-end="url(#prisma-arrow)"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><marker id="prisma-arrow" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#1a1a1a"/></marker></defs>` +
    `<rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff"/>${boxes.join('')}${arrows.join('')}</svg>`;
  return {
    kind: 'figure',
    svg,
    width: w,
    height: h,
    alt: d.description,
    caption:
      'PRISMA 2020 flow diagram (Page et al. 2021, BMJ 372:n71), from the search log and the screening decisions.',
  };
}

export interface IncludedStudy {
  title: string;
  authors: string[];
  year: number;
  design: string;
  country: string | null;
  ruralRemote: boolean | null;
  population: string | null;
}

const studyLabel = (s: IncludedStudy) => {
  const first = s.authors[0]?.split(' ')[0];
  return first ? `${first} ${s.year}` : s.title;
};

/** The included studies' characteristics, one row each. */
export function studiesBlock(included: readonly IncludedStudy[]): ReportBlock {
  return {
    kind: 'table',
    columns: ['Study', 'Design', 'Year', 'Country', 'Setting', 'Participants'],
    rows: included.map((s) => [
      studyLabel(s),
      s.design,
      String(s.year),
      s.country ?? 'not stated',
      s.ruralRemote === null
        ? 'not stated'
        : s.ruralRemote
          ? 'rural or remote'
          : 'not rural or remote',
      s.population ?? 'not stated',
    ]),
    shares: [1.4, 1.1, 0.6, 0.9, 1, 2.5],
    notes: [],
  };
}

/** One traffic-light table per tool: a row per study (and outcome assessed on its own). */
export function robBlocks(tables: readonly ToolTable[]): ReportBlock[] {
  return tables.map((t) => ({
    kind: 'table',
    // Domains by number, named in the note: their names would break mid-word in a narrow column.
    columns: ['Study', ...t.domains.map((_, i) => `D${i + 1}`), 'Overall'],
    rows: t.rows.map((r) => [
      `${r.studyTitle}${r.outcomeName ? ` — ${r.outcomeName}` : ''} (${r.assessor})`,
      ...r.cells.map((c) => `${c.symbol} ${c.judgement}`),
      `${r.overall.symbol} ${r.overall.judgement}`,
    ]),
    shares: [2.2, ...t.domains.map(() => 1), 1.1],
    notes: [
      `${t.tool}: + low, − some concerns or moderate, × high or serious, ! critical, ? no information. ${t.domains.map((d, i) => `D${i + 1} ${d.label}`).join('; ')}.`,
      ...t.rows
        .filter((r) => r.differs.length && r.outcomeName === null)
        .map((r) => `${r.studyTitle}: assessors differ on ${r.differs.join(', ')}.`),
    ],
  }));
}

const pct = (x: number) => `${x.toFixed(1)} %`;

/** The pooled effect, its heterogeneity and prediction interval, in words. */
export function pooledText(outcome: string, a: Analysis): string {
  const p = a.pooled;
  if (!p)
    return `${outcome}: not pooled (${a.studyCount} ${a.studyCount === 1 ? 'study' : 'studies'} with figures). ${a.notes.join(' ')}`.trim();
  const het = p.heterogeneity;
  const tau = het.tau2 === null ? '' : `, τ² ${het.tau2.toFixed(4)}`;
  const pi = p.prediction
    ? ` The 95 % prediction interval for a new study's effect is ${p.prediction.lower.toFixed(2)} to ${p.prediction.upper.toFixed(2)}.`
    : '';
  return (
    `${outcome}: pooled ${a.measure} ${effectText(p.estimate, p.lower, p.upper, a.ratio)} (95 % CI) from ${a.pooledCount} ${a.pooledCount === 1 ? 'study' : 'studies'} and ${a.participants} participants (${a.method}). ` +
    `Heterogeneity: Q ${het.q.toFixed(2)} on ${het.df} df (p ${het.p < 0.001 ? '< 0.001' : het.p.toFixed(3)}), I² ${pct(het.i2)}${tau}.${pi}` +
    (a.notes.length ? ` ${a.notes.join(' ')}` : '')
  );
}

export interface AnalysedOutcome {
  outcome: string;
  result: Analysis;
  demo: boolean;
}

/** A forest plot per analysed outcome, with its result in words and its leave-one-out table. */
export function forestPart(o: AnalysedOutcome, index: number): ReportPart {
  const node = forestPlot(o.result, {
    title: o.outcome,
    demo: o.demo,
    id: `report-forest-${index}`,
  });
  const [, , width, height] = String(node.attrs.viewBox ?? '0 0 400 300')
    .split(' ')
    .map(Number);
  node.attrs = { ...node.attrs, width: width!, height: height! };
  const blocks: ReportBlock[] = [
    { kind: 'paragraph', text: pooledText(o.outcome, o.result), emphasis: false },
    {
      kind: 'figure',
      svg: svgMarkup(node),
      width: width!,
      height: height!,
      alt: pooledText(o.outcome, o.result),
      caption: `Forest plot: ${o.outcome}${o.demo ? ' (demo figures)' : ''}. Squares: each study's ${o.result.measure} sized by its weight; diamond: the pooled effect; line under it: the 95 % prediction interval.`,
    },
  ];
  if (o.result.leaveOneOut.length > 0)
    blocks.push({
      kind: 'table',
      columns: ['Study left out', `${o.result.measure} [95 % CI]`, 'I²', 'τ²'],
      rows: o.result.leaveOneOut.map((l) => [
        l.label,
        effectText(l.estimate, l.lower, l.upper, o.result.ratio),
        pct(l.i2),
        l.tau2 === null ? '–' : l.tau2.toFixed(4),
      ]),
      rightFrom: 1,
      notes: [
        'Leave-one-out sensitivity analysis: the pooled effect with each study left out in turn.',
      ],
    });
  return { place: 'clinical', title: `Meta-analysis: ${o.outcome}`, demo: o.demo, blocks };
}

export interface IncludedInLibrary {
  record: string;
  /** The library study's reference, null until the record is added to the library. */
  study: string | null;
}

/** PRISMA's included records, each beside the library study it became. */
export function includedInLibraryBlock(included: readonly IncludedInLibrary[]): ReportBlock {
  const added = included.filter((i) => i.study !== null).length;
  return {
    kind: 'table',
    columns: ['Included record', 'Study in the library'],
    rows: included.map((i) => [i.record, i.study ?? 'not yet added to the library']),
    shares: [1, 1.4],
    notes: [`Records included: ${included.length}; in the study library: ${added}.`],
  };
}

/** The methods part of one question: its searches, the screening and the PRISMA diagram. */
export function reviewMethodsPart(
  q: ReviewQuestion,
  log: readonly Search[],
  screening: ScreeningSummary,
  included: readonly IncludedInLibrary[] = [],
): ReportPart {
  return {
    place: 'methods',
    title: `Search and selection: ${q.title}`,
    demo: isDemoTitle(q.title),
    blocks: [
      searchesBlock(log),
      { kind: 'paragraph', text: screeningText(screening), emphasis: false },
      prismaFigure(screening.prisma),
      prismaTable(screening.prisma),
      ...(included.length ? [includedInLibraryBlock(included)] : []),
    ],
  };
}

const studyFields = studies.record.pick({
  title: true,
  authors: true,
  year: true,
  design: true,
  country: true,
  ruralRemote: true,
  population: true,
  notes: true,
});

/** Says that questions were left out, so the report never reads as the technology's whole review. */
export function moreQuestionsPart(notStated: number, stated: number): ReportPart {
  const questionsWord = notStated === 1 ? 'question' : 'questions';
  return {
    place: 'question',
    title: `${notStated} more review ${questionsWord} not stated here`,
    demo: false,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `This technology has ${notStated + stated} review questions. The report states ${stated}: ` +
          'the one the evidence profile answers, if it names one, and the most recently updated. ' +
          "The technology's page lists them all.",
        emphasis: false,
      },
    ],
  };
}

/**
 * What of the report's subject (parts.server.ts, `PartsSubject`) these parts read; said here, not
 * imported, as that list imports this module.
 */
interface EvidenceSubject {
  read: {
    doc(ref: DocumentReference): Promise<DocumentSnapshot>;
    query(q: Query): Promise<QuerySnapshot>;
  };
  technologyId: string;
  evidenceProfileId: string | null;
}

/**
 * The questions the report states: the one the chosen evidence profile answers, first, then the
 * technology's other questions, most recently updated first, up to the limit in all; and how many
 * of the technology's questions that leaves out.
 */
async function statedQuestions(
  subject: EvidenceSubject,
  profile: EvidenceProfile | null,
): Promise<{ asked: ReviewQuestion[]; notStated: number }> {
  const ofTechnology = db
    .collection(collections.questions)
    .where('technologyId', '==', subject.technologyId);
  const [answered, newest] = await Promise.all([
    profile?.questionId
      ? subject.read.doc(db.collection(collections.questions).doc(profile.questionId))
      : null,
    subject.read.query(ofTechnology.orderBy('updatedAt', 'desc').limit(QUESTIONS_LIMIT + 1)),
  ]);
  const first = answered?.exists ? [readRecord(questions, answered)] : [];
  const others = newest.docs
    .filter((d) => d.id !== first[0]?.id)
    .map((d) => readRecord(questions, d));
  const room = QUESTIONS_LIMIT - first.length;
  const rest = others.slice(0, room).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const asked = [...first, ...rest];
  const ofThisTechnology = asked.filter((q) => q.technologyId === subject.technologyId).length;
  const notStated =
    others.length > room ? (await ofTechnology.count().get()).data().count - ofThisTechnology : 0;
  return { asked, notStated };
}

/** The contributor: reads the technology's questions and the profile's appraisal and synthesis. */
export async function evidenceParts(subject: EvidenceSubject): Promise<ReportPart[]> {
  const profileId = subject.evidenceProfileId;
  const profileSnap = profileId
    ? await subject.read.doc(db.collection(collections.evidenceProfiles).doc(profileId))
    : null;
  const profile = profileSnap?.exists ? readRecord(evidenceProfiles, profileSnap) : null;
  const { asked, notStated } = await statedQuestions(subject, profile);
  const questionParts = await Promise.all(
    asked.map(async (q) => {
      const [logSnap, screening, included] = await Promise.all([
        subject.read.query(
          db.collection(collections.searches).where('questionId', '==', q.id).limit(SEARCHES_LIMIT),
        ),
        screeningSummaryOf(q.id),
        includedStudiesOf(q.id),
      ]);
      const log = logSnap.docs.map((d) => readRecord(searches, d));
      const parts = [questionPart(q)];
      if (log.length > 0) parts.push(reviewMethodsPart(q, log, screening, included));
      return parts;
    }),
  );
  const parts = questionParts.flat();
  if (notStated > 0) parts.push(moreQuestionsPart(notStated, asked.length));
  if (!profileId || !profile) return parts;
  const studySnaps = await Promise.all(
    profile.studyIds.map((id) => subject.read.doc(db.collection(collections.studies).doc(id))),
  );
  const included = studySnaps.filter((s) => s.exists).map((s) => studyFields.parse(s.data()));
  const [{ tables }, analysed] = await Promise.all([
    profileRobTables(profileId),
    profileAnalyses(profileId),
  ]);
  if (included.length > 0 || tables.length > 0)
    parts.push({
      place: 'methods',
      title: 'Included studies and their risk of bias',
      demo:
        included.some((s) => isDemoTitle(s.title) || Boolean(s.notes?.startsWith('(demo)'))) ||
        tables.some((t) => t.rows.some((r) => r.demo)),
      blocks: [
        ...(included.length ? [studiesBlock(included)] : []),
        ...(tables.length
          ? robBlocks(tables)
          : [
              {
                kind: 'paragraph' as const,
                text: 'No risk-of-bias assessment has been recorded for the included studies.',
                emphasis: false,
              },
            ]),
      ],
    });
  analysed.forEach((a, i) =>
    parts.push(forestPart({ outcome: a.record.outcome, result: a.result, demo: a.demo }, i)),
  );
  return parts;
}
