// The renderers, read back as a reader's software would: the Word file's text through mammoth,
// the PDF's through pdf-parse. The Summary of Findings' outcomes and certainties and the budget
// impact's net figures per year and in total must be in both.
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';

import { biaTotals } from '../../contract/index.js';
import { buildReport, htaReport, money, type HtaReport, type ReportPart } from './model.js';
import { DEMO_PART_NOTE, REPORT_DISCLAIMER, REPORT_SECTIONS } from './reportSchema.js';
import { renderDocx } from './renderDocx.server.js';
import { renderPdf } from './renderPdf.server.js';
import { testSources } from './testSources.js';

const report = buildReport(testSources());
/** What both files must hold: the SoF's outcomes and certainties, the net per year and total. */
const expected = (r: HtaReport) => [
  ...r.evidence.content!.rows.flatMap((row) => [row.outcome, row.certainty]),
  ...r.budget.content!.years.map((y) => money(y.net)),
  money(r.budget.content!.total.net),
];

/** Text only the tables hold: a SoF certainty with its footnote marks, each BIA row's cells in order. */
const tableRows = (r: HtaReport) => [
  'low (1, 2)',
  'very low (3)',
  ...[...r.budget.content!.years, r.budget.content!.total].map(
    (y) => `${y.label} ${money(y.current)} ${money(y.new)} ${money(y.net)}`,
  ),
];

// pdf-parse breaks lines where the PDF does: compare with whitespace folded.
const folded = (s: string) => s.replace(/\s+/g, ' ');

let docxText = '';
let docxHtml = '';
let pdfText = '';
let pdfPages = 0;
beforeAll(async () => {
  const docx = await renderDocx(report);
  docxText = (await mammoth.extractRawText({ buffer: docx })).value;
  docxHtml = (await mammoth.convertToHtml({ buffer: docx })).value;
  const parser = new PDFParse({ data: new Uint8Array(await renderPdf(report)) });
  const parsed = await parser.getText();
  pdfText = parsed.text;
  pdfPages = parsed.total;
  await parser.destroy();
}, 30_000);

describe('the report files', () => {
  it('hold the SoF and the budget impact in Word, as real tables', () => {
    // $132,000, $24,000, $20,000 and $176,000 (model.test.ts has the hand calculation).
    expect(expected(report)).toContain('$176,000');
    for (const t of [...expected(report), ...tableRows(report)])
      expect(folded(docxText)).toContain(t);
    // A table per section, with the SoF's and the BIA's headings as header cells.
    expect(docxHtml).toMatch(/<table>.*Certainty \(GRADE\)/);
    expect(docxHtml).toMatch(/<td><p>Year 1<\/p><\/td>/);
    expect(docxHtml).toContain('<h1>4. Clinical results: Summary of Findings</h1>');
    expect(docxText).toContain('Author3 A, Second B. Study number 3. J Test. 2020;3:1-9.');
  });

  it('hold the same in the PDF, with a title page and page numbers', () => {
    for (const t of [...expected(report), ...tableRows(report)])
      expect(folded(pdfText)).toContain(t);
    expect(pdfPages).toBeGreaterThan(2);
    expect(folded(pdfText)).toContain(`Tele-ultrasound cart — page 2 of ${pdfPages}`);
    expect(folded(pdfText)).toContain('Working draft, made from the current records');
  });

  it('follow the decision-maker’s order, say what no record holds, and end with the disclaimer', () => {
    const titles = [
      'Key messages',
      'The question',
      'Methods',
      'Clinical results: Summary of Findings',
      'Economic results: budget impact',
      'From evidence to decision',
      'Equity and engagement',
      'Implementation',
      'Monitoring and evaluation plan',
      'Limitations',
      'Conclusions and implications for decision-making',
      'Authors, reviewers and declared conflicts of interest',
      'References',
      'Data sources and licences',
    ].map((t, i) => `${i + 1}. ${t}`);
    for (const text of [folded(docxText), folded(pdfText)]) {
      const at = titles.map((t) => text.indexOf(t));
      expect(at.every((p) => p >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      for (const empty of [
        REPORT_SECTIONS.methods.empty,
        REPORT_SECTIONS.decision.empty,
        REPORT_SECTIONS.monitoring.empty,
        REPORT_SECTIONS.authors.empty,
      ])
        expect(text).toContain(empty);
      expect(text).toContain(
        'The studies were not found through a recorded systematic search and screening',
      );
      expect(text).toContain(
        'Low or very low certainty of evidence: Travel to hospital for the exam',
      );
      expect(text).toContain(folded(REPORT_DISCLAIMER));
    }
  });

  it('say what is missing in both', async () => {
    const empty = buildReport({ ...testSources(), evidenceProfile: null, budgetImpact: null });
    const docx = (await mammoth.extractRawText({ buffer: await renderDocx(empty) })).value;
    const parser = new PDFParse({ data: new Uint8Array(await renderPdf(empty)) });
    const pdf = folded((await parser.getText()).text);
    await parser.destroy();
    for (const text of [docx, pdf]) {
      expect(folded(text)).toContain('No evidence profile has been made for this technology.');
      expect(folded(text)).toContain(
        'No budget impact analysis has been made for this technology.',
      );
    }
  });

  it('print on both title pages that an approved version’s sources changed since', async () => {
    const changed = buildReport({
      ...testSources(),
      dossier: {
        version: 3,
        status: 'approved',
        recommendation: 'Pilot',
        rationale: null,
        approvedBy: 'lead@example.org',
        approvedAt: '2026-11-20T10:00:00.000Z',
        id: 'test-dossier',
        title: 'Cart dossier (test)',
        keptAtApproval: false,
        changedAfterApproval: ['the budget impact analysis'],
      },
    });
    const docx = (await mammoth.extractRawText({ buffer: await renderDocx(changed) })).value;
    const parser = new PDFParse({ data: new Uint8Array(await renderPdf(changed)) });
    const pdf = (await parser.getText({ partial: [1] })).text;
    await parser.destroy();
    const notice =
      'Edited since approval: the budget impact analysis, after version 3 was approved.';
    expect(folded(docx)).toContain(notice);
    expect(folded(pdf)).toContain(notice); // on page 1, the title page
  });

  it('print a saving with a minus sign in the PDF, not a character its font lacks', async () => {
    // A current pathway dearer than the new one: years 2 and 3 save money.
    const sources = testSources();
    const a = sources.budgetImpact!;
    const costs = { ...a.costs, currentPerPatient: { ...a.costs.currentPerPatient, value: 900 } };
    const analysis = { ...a, costs, totals: biaTotals({ ...a, costs }, a.targets) };
    const saving = buildReport({ ...sources, budgetImpact: analysis });
    expect(saving.budget.content!.years.map((y) => money(y.net))).toEqual([
      '$111,000',
      '−$18,000',
      '−$32,500',
    ]);
    const parser = new PDFParse({ data: new Uint8Array(await renderPdf(saving)) });
    const pdf = folded((await parser.getText()).text);
    await parser.destroy();
    expect(pdf).toContain('Year 2 $160,000 $142,000 −$18,000');
    expect(pdf).toContain('Year 2 −$18,000, Year 3 −$32,500');
    expect(pdf).not.toMatch(/"\$/);
  });

  it('print names in Cree and Dene syllabics and other scripts as typed, in the PDF as in Word', async () => {
    // Typed as people write them here: Cree syllabics (nēhiyawēwin), Dene letters and
    // syllabics, a right-to-left mark pasted with a name, Greek and Cyrillic.
    const cree = 'ᓀᐦᐃᔭᐍᐏᐣ Lake';
    const dene = 'Denesųłiné ᑌᓀᓱᒼᕄᓀ';
    const other = 'Ελληνικά Київ';
    const sources = testSources();
    const a = sources.budgetImpact!;
    const targets = [
      { ...a.targets[0]!, name: cree },
      { ...a.targets[1]!, name: `\u200f${dene}` },
      { ...a.targets[1]!, id: 'c3', name: other },
    ];
    const named = buildReport({ ...sources, budgetImpact: { ...a, targets } });
    const docx = (await mammoth.extractRawText({ buffer: await renderDocx(named) })).value;
    const parser = new PDFParse({ data: new Uint8Array(await renderPdf(named)) });
    const pdf = (await parser.getText()).text;
    await parser.destroy();
    for (const name of [cree, dene, other]) {
      expect(docx).toContain(name);
      expect(pdf).toContain(name);
    }
    expect(pdf).not.toMatch(/\?\?/);
  });

  it('print on both title pages what a dossier version’s report was made from', async () => {
    const dossier = {
      version: 3,
      status: 'approved',
      recommendation: 'Pilot',
      rationale: null,
      approvedBy: 'lead@example.org',
      approvedAt: '2026-11-20T10:00:00.000Z',
      id: 'test-dossier',
      title: 'Cart dossier (test)',
      keptAtApproval: true,
      changedAfterApproval: [],
    };
    for (const [d, basis] of [
      [
        dossier,
        'As approved: made when version 3 was approved, from the records as they were then, and kept unchanged since.',
      ],
      [
        { ...dossier, status: 'draft', approvedBy: null, approvedAt: null, keptAtApproval: false },
        'Working draft, made from the current records: version 3 is not approved.',
      ],
    ] as const) {
      const r = buildReport({ ...testSources(), dossier: d });
      const docx = (await mammoth.extractRawText({ buffer: await renderDocx(r) })).value;
      const parser = new PDFParse({ data: new Uint8Array(await renderPdf(r)) });
      const pdf = (await parser.getText({ partial: [1] })).text;
      await parser.destroy();
      expect(folded(docx)).toContain(basis);
      expect(folded(pdf)).toContain(basis);
    }
  });
});

describe('parts other features contribute', () => {
  // A figure as a feature draws one: boxes, a line and words in the report's typeface.
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">',
    '<rect x="10" y="10" width="180" height="40" fill="#e8eef4" stroke="#1a1a1a"/>',
    '<text x="20" y="35" font-family="Noto Sans" font-size="12">Records identified (n = 42)</text>',
    '<line x1="100" y1="50" x2="100" y2="80" stroke="#1a1a1a"/>',
    '<text x="20" y="100" font-family="Noto Sans" font-size="12" font-weight="bold">Included (n = 3)</text>',
    '</svg>',
  ].join('');
  const parts: ReportPart[] = [
    {
      place: 'methods',
      title: 'How the evidence was found',
      demo: false,
      blocks: [
        { kind: 'paragraph', text: 'MEDLINE was searched on 2026-10-01.', emphasis: false },
        {
          kind: 'table',
          columns: ['Study', 'Overall risk of bias'],
          rows: [['Trial A 2021', 'some concerns']],
          notes: ['Judged with RoB 2.'],
        },
        {
          kind: 'figure',
          svg,
          width: 400,
          height: 120,
          alt: '42 records, 3 included.',
          caption: 'Figure 1. PRISMA 2020 flow',
        },
      ],
    },
    {
      place: 'clinical',
      title: 'Forest plot: admissions (demo)',
      demo: true,
      blocks: [{ kind: 'bullets', items: ['Pooled RR 0.52 (0.31 to 0.88)'] }],
    },
  ];
  const withParts = buildReport({ ...testSources(), parts });

  it('lays them out in Word, the figure as SVG with a PNG for older readers and alt text', async () => {
    const docx = await renderDocx(withParts);
    const text = folded((await mammoth.extractRawText({ buffer: docx })).value);
    const at = (t: string) => text.indexOf(t);
    expect(at('How the evidence was found')).toBeGreaterThan(at('3. Methods'));
    expect(at('How the evidence was found')).toBeLessThan(at('4. Clinical results'));
    expect(at('Forest plot: admissions (demo)')).toBeGreaterThan(at('Reasons for the certainty'));
    expect(at('Forest plot: admissions (demo)')).toBeLessThan(at('5. Economic results'));
    // A contributed method replaces the sentence saying none was recorded; demo figures are a limitation.
    expect(text).not.toContain(REPORT_SECTIONS.methods.empty);
    expect(text).toContain('Some figures in this report are demo figures');
    for (const t of [
      'MEDLINE was searched on 2026-10-01.',
      'Trial A 2021 some concerns',
      'Judged with RoB 2.',
      'Figure 1. PRISMA 2020 flow',
      DEMO_PART_NOTE,
      'Pooled RR 0.52 (0.31 to 0.88)',
    ])
      expect(text).toContain(t);
    const zip = await JSZip.loadAsync(docx);
    const media = Object.keys(zip.files).filter((f) => f.startsWith('word/media/'));
    expect(media.some((f) => f.endsWith('.svg'))).toBe(true);
    const png = media.find((f) => f.endsWith('.png'));
    const bytes = await zip.file(png!)!.async('nodebuffer');
    // A real picture of it: the PNG signature, twice the figure's width in pixels.
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(800);
    expect(await zip.file('word/document.xml')!.async('string')).toContain(
      'descr="42 records, 3 included."',
    );
  });

  it('draws them in the PDF, the figure’s words as text', async () => {
    const parser = new PDFParse({ data: new Uint8Array(await renderPdf(withParts)) });
    const pdf = folded((await parser.getText()).text);
    await parser.destroy();
    for (const t of [
      'How the evidence was found',
      'Trial A 2021 some concerns',
      'Records identified (n = 42)',
      'Included (n = 3)',
      'Figure 1. PRISMA 2020 flow',
      DEMO_PART_NOTE,
    ])
      expect(pdf).toContain(t);
  });

  it('reads a report kept before parts existed as one with none', () => {
    const { parts: _none, ...kept } = report;
    expect(htaReport.parse(kept).parts).toEqual([]);
  });
});
