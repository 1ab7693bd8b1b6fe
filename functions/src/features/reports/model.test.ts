// The report's model: figures carried from the GRADE and BIA functions (not recomputed), the
// references in Vancouver as the study library stored them, and empty sections said in words.
import { describe, expect, it } from 'vitest';

import {
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  budgetImpact,
  keyed,
  oneWaySensitivity,
} from '../../contract/index.js';
import { evidenceProfileDerived, evidenceProfiles } from '../evidenceProfiles/public.js';
import { buildReport, htaReport } from './model.js';
import { testSources } from './testSources.js';

describe('buildReport', () => {
  it('carries the budget impact per year and in total from bia.ts (checked by hand)', () => {
    const report = buildReport(testSources());
    const b = report.budget.content!;
    // Eligible: 1,000 × 0.1 + 500 × 0.1 = 150 a year.
    // Current cost per person: 200 + 400 km × 0.5 = 400 (North Village); 200 + 200 × 0.5 = 300.
    // Current mix: 100 × 400 + 50 × 300 = 55,000 a year. Programme: 10,000 + 5,000 + 5,000 +
    // 20,000 = 40,000 a year, + 100,000 equipment in year 1.
    // Year 1 (uptake 0.2): 55,000 × 0.8 + 30 × 100 + 140,000 = 187,000 → net 132,000.
    // Year 2 (0.4): 33,000 + 60 × 100 + 40,000 = 79,000 → net 24,000.
    // Year 3 (0.5): 27,500 + 75 × 100 + 40,000 = 75,000 → net 20,000. Total net 176,000.
    expect(b.eligiblePopulation).toBeCloseTo(150);
    expect(b.years.map((y) => Math.round(y.net))).toEqual([132000, 24000, 20000]);
    expect(Math.round(b.total.net)).toBe(176000);
    expect(Math.round(b.total.current)).toBe(165000);
    expect(Math.round(b.total.new)).toBe(341000);
    // The same figures bia.ts gives, and its tornado in its order.
    const s = testSources();
    const a = s.budgetImpact!;
    expect(b.total.net).toBe(budgetImpact(a, a.targets).netTotal);
    expect(b.tornado.map((t) => t.label)).toEqual(
      oneWaySensitivity(a, a.targets).map((t) => t.label),
    );
    expect(b.scenarios.map((x) => x.name)).toEqual(['Base case', 'High uptake']);
    expect(b.inputs.find((i) => i.label === 'Travel cost per km')).toEqual({
      label: 'Travel cost per km',
      value: '$0.50 ($0.30–$1.00)',
      source: 'Test input',
    });
    const range = (label: string) => b.tornado.find((t) => t.label === label)?.range;
    expect(range('Travel cost per km')).toBe('$0.30 – $1.00');
    expect(range('Uptake, year 1')).toBe('10 % – 30 %');
    expect(range('Equipment (one-off, year 1)')).toBe('$80,000 – $150,000');
    expect(report.summary.join(' ')).toContain('$176,000');
  });

  it('carries each outcome’s certainty and reasons as the evidence profile stored them', () => {
    const sources = testSources();
    const rows = buildReport(sources).evidence.content!.rows;
    // Observational (low) − 1 imprecision + 1 large effect = low; − 1 indirectness = very low.
    expect(rows.map((r) => [r.outcome, r.certainty])).toEqual([
      ['Travel to hospital for the exam', 'low'],
      ['Images adequate for a diagnosis', 'very low'],
    ]);
    expect(rows[0]!.reasons).toEqual([
      'Imprecision: serious (Few participants.)',
      'Large effect: large (RR below 0.5.)',
    ]);
    expect(rows[0]!.relative).toContain('RR 0.4 (95 % CI 0.25 to 0.65)');
    // RR 0.4 × 600 = 240 per 1,000: 360 fewer (from 450 fewer to 210 fewer), as grade.ts stored it.
    expect(rows[0]!.absolute).toContain('360 fewer per 1,000 (from 450 fewer to 210 fewer)');
    expect(rows[1]!.relative).toBe('Not pooled (narrative)');
    expect(rows[1]!.absolute).toBe('Told in words, not pooled.');

    // Carried, not recomputed: a stored certainty is what the report says.
    sources.evidenceProfile!.outcomes[0]!.certainty.level = 'high';
    expect(buildReport(sources).evidence.content!.rows[0]!.certainty).toBe('high');
  });

  it('gives a mean difference in the relative column’s place and its words as the absolute', () => {
    const sources = testSources();
    const fields = evidenceProfiles.fields.parse({
      title: 'Q',
      technologyId: 't',
      outcomes: [
        {
          name: 'Days waiting for a diagnosis',
          importance: 'important',
          studyIds: sources.evidenceProfile!.outcomes[0]!.studyIds,
          evidence: 'randomised trials',
          measure: 'MD',
          estimate: -2.26,
          ciLow: -3.61,
          ciHigh: -0.92,
          participants: 180,
          units: 'days',
        },
      ],
    });
    sources.evidenceProfile!.outcomes = evidenceProfileDerived(fields).outcomes;
    const [row] = buildReport(sources).evidence.content!.rows;
    expect(row!.relative).toBe('None: a mean difference is an absolute effect');
    expect(row!.absolute).toBe(
      'The mean days waiting for a diagnosis in the intervention group was 2.26 days lower (3.61 lower to 0.92 lower). MD -2.26 (95 % CI -3.61 to -0.92)',
    );
  });

  it('numbers the references in citing order with the library’s Vancouver text', () => {
    const report = buildReport(testSources());
    expect(report.references.content).toEqual([
      { n: 1, text: 'Author1 A, Second B. Study number 1. J Test. 2020;1:1-9.' },
      { n: 2, text: 'Author2 A, Second B. Study number 2. J Test. 2020;2:1-9.' },
      { n: 3, text: 'Author3 A, Second B. Study number 3. J Test. 2020;3:1-9.' },
    ]);
    expect(report.evidence.content!.rows.map((r) => r.citations)).toEqual([[1, 2], [3]]);
  });

  it('writes each question’s notes once, with the evaluators who wrote them', () => {
    const answer = (question: string, evidence: string | null) => ({ question, evidence });
    const evaluation = (evaluator: string, notes: ReturnType<typeof answer>[]) => ({
      title: `${evaluator}'s evaluation`,
      evaluator,
      recommendation: 'pilot',
      rationale: null,
      organisational: notes,
      socioCulturalEthicalLegal: [],
    });
    const report = buildReport({
      ...testSources(),
      budgetImpact: null,
      evaluations: [
        evaluation('a@hta.test', [
          answer('Workflows are feasible.', 'Nurses run the cart.'),
          answer('Training needs can be met.', null),
        ]),
        evaluation('b@hta.test', [
          answer('Workflows are feasible.', 'Nurses run the cart.'),
          answer('Training needs can be met.', 'Two days on site.'),
        ]),
        evaluation('c@hta.test', [
          answer('Workflows are feasible.', 'A sonographer reads remotely.'),
        ]),
      ],
    });
    expect(report.considerations.organisational).toEqual([
      'Workflows are feasible: Nurses run the cart (a@hta.test, b@hta.test); A sonographer reads remotely (c@hta.test).',
      'Training needs can be met: Two days on site (b@hta.test).',
    ]);
  });

  it('shows each MAST domain, a flagged one with why, and no overall mean', () => {
    const rated = (ratings: number[]) =>
      ratings.map((rating) => ({ rating, notAssessedReason: null }));
    const e = {
      preceding: keyed(PRECEDING_KEYS, () => ({ answer: 'yes', result: 'pass' })),
      domains: keyed(DOMAIN_KEYS, (k) =>
        rated(k === 'economic' ? [2, 3] : k === 'safety' ? [5, 5, 2] : [4, 4]),
      ),
      recommendation: 'pilot',
    };
    const s = testSources();
    const report = buildReport({
      ...s,
      technology: { ...s.technology, evaluationResults: aggregateEvaluations([e]) },
    });
    const rows = report.mast.content!.domains;
    // Economic 2.5: mean below 3. Safety 4 with a rating of 2: flagged on the one rating.
    expect(rows.find((r) => r.domain.startsWith('Economic'))).toMatchObject({
      domain: 'Economic aspects — flagged: mean below 3 of 5',
      mean: '2.5',
    });
    expect(rows.find((r) => r.domain.startsWith('Safety'))!.domain).toBe(
      'Safety — flagged: a rating of 2, below 3 of 5',
    );
    expect(rows.find((r) => r.domain.startsWith('Organisational'))!.domain).toBe(
      'Organisational aspects',
    );
    expect(JSON.stringify(report.mast)).not.toMatch(/overall/i);
  });

  it('says plainly what is missing rather than leaving sections out', () => {
    const report = buildReport({
      ...testSources(),
      evidenceProfile: null,
      budgetImpact: null,
      studies: [],
    });
    expect(htaReport.parse(report)).toEqual(report);
    expect(report.evidence).toEqual({
      empty: 'No evidence profile has been made for this technology.',
      content: null,
    });
    expect(report.budget.empty).toBe(
      'No budget impact analysis has been made for this technology.',
    );
    expect(report.mast.empty).toBe('No MAST evaluation of this technology has been submitted.');
    expect(report.references.empty).toMatch(/No studies are cited/);
    expect(report.context.needs.empty).toMatch(/No clinical need/);
    expect(report.context.communities.empty).toMatch(/No target communities/);
    expect(report.considerations.organisational[0]).toMatch(/^None recorded/);
    expect(report.version.signOff).toBeNull();
    expect(report.version.label).toMatch(/not reviewed or signed off/);
  });

  it('takes its version and sign-off from a dossier version made at its approval', () => {
    const report = buildReport({
      ...testSources(),
      dossier: {
        version: 2,
        status: 'approved',
        recommendation: 'Pilot',
        rationale: 'In two communities first.',
        approvedBy: 'lead@example.org',
        approvedAt: '2026-11-20T10:00:00.000Z',
        id: 'test-dossier',
        title: 'Cart dossier (test)',
        keptAtApproval: true,
        changedAfterApproval: [],
      },
    });
    expect(report.version).toEqual({
      label: 'Dossier version 2 (approved)',
      number: 2,
      status: 'approved',
      signOff: 'Approved by lead@example.org on 2026-11-20',
      basis:
        'As approved: made when version 2 was approved, from the records as they were then, and kept unchanged since.',
      changed: null,
    });
    expect(report.recommendation.text).toBe('Pilot. In two communities first.');
  });

  it('gives a technology’s report the recommendation its latest approved dossier signed off', () => {
    const signed = (title: string, approvedAt: string, recommendation: string) => ({
      title,
      version: 1,
      recommendation,
      rationale: `Because of ${title}.`,
      approvedBy: 'reviewer@example.org',
      approvedAt,
    });
    const report = buildReport({
      ...testSources(),
      signedOff: [
        signed('North', '2026-11-20T10:00:00.000Z', 'adopt'),
        signed('South', '2026-11-22T10:00:00.000Z', 'do not adopt'),
      ],
    });
    expect(report.recommendation).toEqual({
      text: 'do not adopt. Because of South.',
      source:
        'The assessment dossier “South”, version 1, approved by reviewer@example.org on 2026-11-22. Also signed off: “North” (version 1, adopt).',
    });
    expect(report.title).toBe(`Health technology assessment: ${testSources().technology.name}`);
    expect(report.dossier).toBeNull();
  });

  it('says on the title page what a dossier’s report was made from', () => {
    const version = {
      version: 3,
      recommendation: 'Pilot',
      rationale: null,
      approvedBy: null,
      approvedAt: null,
      id: 'test-dossier',
      title: 'Cart dossier (test)',
      keptAtApproval: false,
      changedAfterApproval: [],
    };
    const basis = (status: string) =>
      buildReport({ ...testSources(), dossier: { ...version, status } }).version.basis;
    expect(basis('draft')).toBe(
      'Working draft, made from the current records: version 3 is not approved.',
    );
    expect(basis('in review')).toBe(
      'Working draft, made from the current records: version 3 is not approved.',
    );
    // An approved version whose report was not kept at approval (approved before they were).
    expect(basis('approved')).toBe(
      'Made from the records as they are now: version 3 was approved before reports were kept at approval.',
    );
    // A technology's report, from no dossier: its label says it is a working draft.
    expect(buildReport(testSources()).version.basis).toBeNull();
  });

  it('says on the title page which sources changed after the approval it prints', () => {
    const approved = {
      version: 2,
      status: 'approved',
      recommendation: 'Pilot',
      rationale: null,
      approvedBy: 'lead@example.org',
      approvedAt: '2026-11-20T10:00:00.000Z',
      id: 'test-dossier',
      title: 'Cart dossier (test)',
      keptAtApproval: false,
    };
    const changed = buildReport({
      ...testSources(),
      dossier: {
        ...approved,
        changedAfterApproval: ['the evidence profile', 'the budget impact analysis'],
      },
    });
    expect(changed.version.changed).toMatch(
      /^Edited since approval: the evidence profile and the budget impact analysis, after version 2 was approved\. This report shows them as they are now/,
    );
    // A version not approved has nothing approved to differ from.
    const draft = buildReport({
      ...testSources(),
      dossier: { ...approved, status: 'in review', changedAfterApproval: ['the needs'] },
    });
    expect(draft.version.changed).toBeNull();
    // A report kept at approval shows what was approved: nothing of it was read later.
    const kept = buildReport({
      ...testSources(),
      dossier: { ...approved, keptAtApproval: true, changedAfterApproval: ['the needs'] },
    });
    expect(kept.version.changed).toBeNull();
  });
});
