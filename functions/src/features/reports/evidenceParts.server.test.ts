// The report's evidence parts for a small review: two searches, 32 records screened by two
// reviewers, two RoB 2 trials and a pooled risk ratio, checked against a hand calculation and
// read back from the PDF the renderer makes of them.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';

import { trafficLightTables, type TableAssessment } from '../appraisal/public.js';
import type { ReviewQuestion } from '../questions/public.js';
import type { Search } from '../searches/public.js';
import { analyse } from '../synthesis/public.js';
import {
  forestPart,
  pooledText,
  prismaFigure,
  prismaTable,
  questionPart,
  reviewMethodsPart,
  robBlocks,
  screeningText,
  studiesBlock,
  type ScreeningSummary,
} from './evidenceParts.server.js';
import { buildReport } from './model.js';
import type { ReportBlock, ReportPart } from './reportSchema.js';
import { renderPdf } from './renderPdf.server.js';
import { testSources } from './testSources.js';

const stamps = {
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'u1',
  createdByEmail: 'staff@hta.test',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'u1',
  version: 1,
};

const question: ReviewQuestion = {
  id: 'q1',
  title: 'Does tele-ultrasound reduce travel for an exam?',
  technologyId: 't1',
  technologyName: 'Tele-ultrasound cart',
  population: 'Adults in northern Saskatchewan needing an ultrasound exam',
  intervention: 'Tele-robotic ultrasound from a local clinic',
  comparators: 'Travel to a regional hospital',
  outcomes: [
    {
      name: 'Travel for an exam',
      importance: 'critical',
      minimalImportantDifference: '10 %',
      mid: 10,
      midScale: 'relative',
      units: null,
    },
    {
      name: 'Diagnostic agreement',
      importance: 'important',
      minimalImportantDifference: null,
      mid: null,
      midScale: null,
      units: null,
    },
  ],
  settings: ['rural', 'northern'],
  communityIds: [],
  designs: ['randomised trials'],
  ...stamps,
};

const search = (id: string, source: Search['source'], dateRun: string, n: number): Search => ({
  id,
  questionId: 'q1',
  questionTitle: question.title,
  source,
  sourceDetail: null,
  dateRun,
  searchString: '(tele* AND ultraso*).ti,ab.',
  limits: 'English; 2000–2026',
  recordsReported: n,
  ...stamps,
});
const log = [search('s2', 'Embase', '2026-10-02', 12), search('s1', 'MEDLINE', '2026-10-01', 20)];

// 32 identified (20 + 12), 2 duplicates, 30 screened, 26 excluded, 4 sought, 4 assessed,
// 2 excluded at full text (wrong design, wrong population), 2 included.
const column = {
  identified: 32,
  bySource: [
    { source: 'MEDLINE', n: 20 },
    { source: 'Embase', n: 12 },
  ],
  duplicatesRemoved: 2,
  screened: 30,
  excludedAtScreening: 26,
  awaitingScreening: 0,
  soughtForRetrieval: 4,
  notRetrieved: 0,
  awaitingRetrieval: 0,
  assessedForEligibility: 4,
  excludedWithReasons: [
    { reason: 'wrong design', n: 1 },
    { reason: 'wrong population', n: 1 },
  ],
  awaitingAssessment: 0,
  included: 2,
};
const none = {
  ...column,
  identified: 0,
  bySource: [],
  duplicatesRemoved: 0,
  screened: 0,
  excludedAtScreening: 0,
  soughtForRetrieval: 0,
  assessedForEligibility: 0,
  excludedWithReasons: [],
  included: 0,
};
const screening: ScreeningSummary = {
  settings: { mode: 'two reviewers', samplePercent: 20 },
  resolved: 1,
  prisma: { databasesAndRegisters: column, otherMethods: none, included: 2 },
};

const domains = (judgements: Array<'low' | 'some concerns' | 'high'>) =>
  judgements.map((judgement, i) => ({
    key: `D${i + 1}`,
    label: `D${i + 1}`,
    judgement,
    because: '',
    overridden: false,
  }));
const assessment = (
  id: string,
  studyTitle: string,
  j: Array<'low' | 'some concerns' | 'high'>,
  overall: 'low' | 'some concerns' | 'high',
): TableAssessment => ({
  id,
  studyId: id,
  studyTitle,
  assessor: 'staff@hta.test',
  tool: 'RoB 2',
  participants: 200,
  result: { domains: domains(j), judgement: overall, because: '', mayBeHigh: false, outcomes: [] },
  demo: false,
});
const tables = trafficLightTables([
  assessment('a', 'Trial A', ['low', 'low', 'low', 'low', 'low'], 'low'),
  assessment('b', 'Trial B', ['low', 'some concerns', 'low', 'low', 'low'], 'some concerns'),
]);

// Two trials of 10/100 against 20/100: each RR 0.5 with var(ln RR) = 1/10 − 1/100 + 1/20 − 1/100
// = 0.13; pooled by inverse variance, ln RR = ln 0.5 with SE √(0.13 / 2) = 0.2550, so the 95 % CI
// is 0.5 × e^(±1.96 × 0.25495) = 0.3034 to 0.8241; Q = 0, I² = 0.
const trial = { type: 'dichotomous' as const, events1: 10, total1: 100, events2: 20, total2: 100 };
const pooled = analyse(
  {
    measure: 'RR',
    method: 'IV',
    model: 'fixed',
    tau2Method: 'REML',
    hartungKnapp: false,
    comparatorRisk: 'median',
  },
  [
    { studyId: 'a', label: 'Trial A 2020', data: trial },
    { studyId: 'b', label: 'Trial B 2022', data: trial },
  ],
);

const tableOf = (b: ReportBlock | undefined) => {
  if (b?.kind !== 'table') throw new Error(`expected a table, got ${b?.kind}`);
  return b;
};

describe('the evidence parts', () => {
  it('states the question’s PICO(S) with each outcome’s importance', () => {
    const part = questionPart(question);
    expect(part.place).toBe('question');
    expect(part.demo).toBe(false);
    const [pico, outcomes] = part.blocks.map(tableOf);
    expect(pico!.rows).toContainEqual(['Intervention', question.intervention]);
    expect(pico!.rows).toContainEqual(['Setting', 'rural, northern']);
    expect(outcomes!.rows).toEqual([
      ['Travel for an exam', 'critical', '10 %'],
      ['Diagnostic agreement', 'important', 'not known'],
    ]);
    expect(questionPart({ ...question, title: 'Travel (demo)' }).demo).toBe(true);
  });

  it('logs each search in the order run, with its string, limits and records found', () => {
    const part = reviewMethodsPart(question, log, screening);
    expect(part.place).toBe('methods');
    const searches = tableOf(part.blocks[0]);
    expect(searches.rows.map((r) => [r[0], r[1], r[4]])).toEqual([
      ['MEDLINE', '2026-10-01', '20'],
      ['Embase', '2026-10-02', '12'],
    ]);
    expect(searches.rows[0]![2]).toBe('(tele* AND ultraso*).ti,ab.');
  });

  it('sets each included record beside the library study it became', () => {
    const part = reviewMethodsPart(question, log, screening, [
      { record: 'Remote ultrasound No. 1', study: 'Walker AB. Remote ultrasound No. 1. 2024.' },
      { record: 'Remote ultrasound No. 3', study: null },
    ]);
    const table = tableOf(part.blocks.at(-1));
    expect(table.rows).toEqual([
      ['Remote ultrasound No. 1', 'Walker AB. Remote ultrasound No. 1. 2024.'],
      ['Remote ultrasound No. 3', 'not yet added to the library'],
    ]);
    expect(table.notes).toEqual(['Records included: 2; in the study library: 1.']);
    expect(reviewMethodsPart(question, log, screening).blocks).toHaveLength(4);
  });

  it('says how screening was done and that a third reviewer settled disagreements', () => {
    expect(screeningText(screening)).toMatch(/independently by two reviewers/);
    expect(screeningText(screening)).toMatch(/third reviewer who saw both decisions \(1 decision/);
    expect(
      screeningText({
        ...screening,
        settings: { mode: 'one reviewer with verification', samplePercent: 25 },
      }),
    ).toMatch(/25 % sample/);
  });

  it('gives every PRISMA box in the table and draws them in the figure', () => {
    const rows = tableOf(prismaTable(screening.prisma)).rows;
    const count = (label: string) => rows.find((r) => r[0] === label)?.[1];
    expect(count('Records identified')).toBe('32');
    expect(count('  from MEDLINE')).toBe('20');
    expect(count('Duplicates removed')).toBe('2');
    expect(count('Records screened')).toBe('30');
    expect(count('Records excluded at title and abstract')).toBe('26');
    expect(count('Reports assessed for eligibility')).toBe('4');
    expect(count('  excluded: wrong design')).toBe('1');
    expect(count('Studies included')).toBe('2');
    const figure = prismaFigure(screening.prisma);
    if (figure.kind !== 'figure') throw new Error('not a figure');
    expect(figure.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(figure.svg).toContain('(n = 30)');
    expect(figure.alt).toContain('Studies included in review (n = 2)');
  });

  it('lists the included studies’ characteristics', () => {
    const t = tableOf(
      studiesBlock([
        {
          title: 'A trial',
          authors: ['Britton N', 'Other A'],
          year: 2019,
          design: 'RCT',
          country: 'Canada',
          ruralRemote: true,
          population: 'Adults in 4 northern clinics',
        },
      ]),
    );
    expect(t.rows).toEqual([
      ['Britton 2019', 'RCT', '2019', 'Canada', 'rural or remote', 'Adults in 4 northern clinics'],
    ]);
  });

  it('draws the RoB 2 traffic lights with their overall judgement', () => {
    const [t] = robBlocks(tables).map(tableOf);
    expect(t!.columns).toEqual(['Study', 'D1', 'D2', 'D3', 'D4', 'D5', 'Overall']);
    expect(t!.notes[0]).toContain('D2 Bias due to deviations from intended interventions');
    expect(t!.rows[1]).toEqual([
      'Trial B (staff@hta.test)',
      '+ low',
      '− some concerns',
      '+ low',
      '+ low',
      '+ low',
      '− some concerns',
    ]);
  });

  it('gives the pooled effect and heterogeneity as the hand calculation does', () => {
    expect(pooled.pooled!.estimate).toBeCloseTo(0.5, 4);
    expect(pooled.pooled!.lower).toBeCloseTo(0.3034, 4);
    expect(pooled.pooled!.upper).toBeCloseTo(0.8241, 4);
    const text = pooledText('Travel for an exam', pooled);
    expect(text).toContain(
      'pooled RR 0.50 [0.30, 0.82] (95 % CI) from 2 studies and 400 participants',
    );
    expect(text).toContain('I² 0.0 %');
    const part = forestPart({ outcome: 'Travel for an exam', result: pooled, demo: true }, 0);
    expect(part).toMatchObject({ place: 'clinical', demo: true });
    const figure = part.blocks[1];
    if (figure?.kind !== 'figure') throw new Error('not a figure');
    expect(figure.svg).toContain('Trial A 2020');
    expect(figure.width).toBeGreaterThan(0);
    expect(tableOf(part.blocks[2]).rows.map((r) => r[0])).toEqual(['Trial A 2020', 'Trial B 2022']);
  });

  it('reads back from the PDF: PRISMA counts, RoB judgements and the pooled effect', async () => {
    const parts: ReportPart[] = [
      questionPart(question),
      reviewMethodsPart(question, log, screening),
      {
        place: 'methods',
        title: 'Included studies and their risk of bias',
        demo: false,
        blocks: robBlocks(tables),
      },
      forestPart({ outcome: 'Travel for an exam', result: pooled, demo: false }, 0),
    ];
    const pdf = await renderPdf(buildReport({ ...testSources(), parts }));
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    for (const t of [
      'Review question: Does tele-ultrasound',
      'Records screened 30',
      'Studies included 2',
      'Trial B (staff@hta.test)',
      'some concerns',
      'pooled RR 0.50 [0.30, 0.82]',
    ])
      expect(text).toContain(t);
  });
});
