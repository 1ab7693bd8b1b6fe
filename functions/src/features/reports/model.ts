// The HTA report as data: every section a decision-maker reads, built by ONE
// function from the records, so the Word and PDF renderers (render*.server.ts) only lay it out.
// Figures are carried from the methods that compute them — GRADE certainty and absolute effects
// as the evidence profile stored them (grade.ts ran on its write), budget impact per year, its
// one-way sensitivity and scenarios from bia.ts — never recomputed here. A section without data
// says so in words: a report that drops a section silently reads as if nothing were missing.
//
// The sources are narrow, structural types (the records have these fields and more). An approved
// dossier version's report is built once, when it is approved, and kept (frozen.server.ts): the
// model is what is stored, so its figures stay those approved whatever this code or the records
// become.
import { cad, decimal as figure, fixed } from '../../contract/numbers.js';
import {
  type BudgetImpact,
  budgetImpact as runBudgetImpact,
  INPUT_LABELS,
  isProportion,
  oneWaySensitivity,
  scenarioResults,
} from '../budgetImpact/public.js';
import { type EvaluationAggregate, FLAG_BELOW, MAST_DOMAINS } from '../evaluations/public.js';
import {
  type EvidenceProfile,
  DOWNGRADE_DOMAINS,
  MEASURE_NAMES,
  isDifference,
  UPGRADE_DOMAINS,
  differenceText,
} from '../evidenceProfiles/public.js';

import { htaReport, type HtaReport, type ReportPart } from './reportSchema.js';

export { htaReport, type HtaReport, type ReportPart };

// ─── What the report is built from ─────────────────────────────────────────────────────────

export interface ReportTechnology {
  id: string;
  name: string;
  category: string;
  vendorName: string | null;
  description: string | null;
  intendedUse: string | null;
  lifecycleStage: string;
  evaluationResults: EvaluationAggregate | null;
}

/** A submitted evaluation: who, what they recommend, and their notes where the report quotes them. */
export interface ReportEvaluation {
  title: string;
  evaluator: string | null;
  recommendation: string | null;
  rationale: string | null;
  /** Evidence notes of the organisational and socio-cultural/ethical/legal domains' answers. */
  organisational: ReadonlyArray<{ question: string; evidence: string | null }>;
  socioCulturalEthicalLegal: ReadonlyArray<{ question: string; evidence: string | null }>;
}

export interface ReportNeed {
  title: string;
  status: string;
  /** Its rank in each needs assessment that ranked it. */
  ranks: ReadonlyArray<{ assessment: string; rank: number; of: number }>;
}

export interface ReportFacility {
  name: string;
  community: string | null;
  readiness: string;
  readinessScore: number | null;
  readinessAssessedOn: string | null;
  readinessGaps: number | null;
}

export interface ReportStudy {
  id: string;
  /** The Vancouver reference the study library stores on every write (studies/vancouver.ts). */
  reference: string;
}

/**
 * The dossier's version and sign-off, when the report is made from one: an
 * approved version (the one asked for, or the dossier's latest), or the version being worked on.
 */
export interface ReportDossier {
  /** The dossier's id and title (as approved, for a kept report): the report is titled by it. */
  id: string;
  title: string;
  version: number;
  status: string;
  recommendation: string | null;
  rationale: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  /**
   * Made when the version was approved, from the records it approved, and kept (frozen.server.ts):
   * the report shows what was approved. False for the version being worked on, and for a version
   * approved before reports were kept, whose report is made from the records as they are now.
   */
  keptAtApproval: boolean;
  /**
   * The sources edited after that version was approved (“the budget impact analysis”…), for a
   * report made now of an approved version that was not kept: the title page says its figures
   * are not the approved ones.
   */
  changedAfterApproval: readonly string[];
}

/** A dossier's latest approved version, as a technology's report cites its recommendation. */
export interface SignedOff {
  title: string;
  version: number;
  recommendation: string | null;
  rationale: string | null;
  approvedBy: string | null;
  approvedAt: string;
}

/** "a, b and c" */
const andList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

/** What the title page says the report was made from: what was approved, or the records now. */
export function basisOf(d: ReportDossier): string {
  if (d.status !== 'approved')
    return `Working draft, made from the current records: version ${d.version} is not approved.`;
  if (d.keptAtApproval)
    return `As approved: made when version ${d.version} was approved, from the records as they were then, and kept unchanged since.`;
  return `Made from the records as they are now: version ${d.version} was approved before reports were kept at approval.`;
}

/** What the title page says when an approved version's sources changed after its approval. */
export function changedNotice(d: ReportDossier): string | null {
  if (d.status !== 'approved' || d.keptAtApproval || d.changedAfterApproval.length === 0)
    return null;
  return (
    `Edited since approval: ${andList(d.changedAfterApproval)}, after version ${d.version} ` +
    `was approved. This report shows them as they are now, which may differ from what was ` +
    `approved; the approved version stays readable on the dossier's page, and a new version ` +
    `reviews the changes.`
  );
}

export interface ReportSources {
  technology: ReportTechnology;
  evaluations: readonly ReportEvaluation[];
  needs: readonly ReportNeed[];
  facilities: readonly ReportFacility[];
  evidenceProfile: Pick<
    EvidenceProfile,
    'id' | 'title' | 'population' | 'setting' | 'comparison' | 'outcomes'
  > | null;
  /** The studies the evidence profile cites (any order; references follow the citing order). */
  studies: readonly ReportStudy[];
  budgetImpact: Pick<
    BudgetImpact,
    | 'id'
    | 'title'
    | 'perspective'
    | 'horizonYears'
    | 'eligibleProportion'
    | 'uptake'
    | 'reTravelShare'
    | 'nihbShare'
    | 'payers'
    | 'population'
    | 'costs'
    | 'scenarios'
    | 'targets'
    | 'totals'
  > | null;
  dossier?: ReportDossier | null;
  /**
   * A technology's report (no dossier): the latest approved version of each of its dossiers,
   * whose recommendation is the one signed off.
   */
  signedOff?: readonly SignedOff[];
  /** ISO time the report is generated. */
  generatedAt: string;
  /**
   * Parts other features contribute, built from their own records by their public modules (the
   * review's methods, its risk-of-bias table, forest plots): laid out as they come.
   */
  parts?: readonly ReportPart[];
}

// ─── Formatting (numbers as the report prints them) ─────────────────────────────────────────

// The web app's rules (contract/numbers.ts), so the report and the page read alike; print sets
// a saving's sign as a true minus.
/** "$12,345" / "−$1,200" (a saving is negative). */
export const money = (n: number) => cad(Math.round(n)).replace('-', '−');
/**
 * An input's values in dollars, alike: cents when any is a fraction below $100 ($0.50 a km, and
 * then $1.00 beside it), whole dollars otherwise.
 */
export function dollars(...values: number[]): string[] {
  const cents = values.some((n) => Math.abs(n) < 100 && !Number.isInteger(n));
  return values.map((n) => (cents ? cad(n, 2).replace('-', '−') : money(n)));
}
const whole = (n: number) => figure(n);
const decimal = (n: number | null) => (n === null ? null : fixed(n, 1));
const listed = (parts: readonly string[]) => parts.filter(Boolean).join('; ');

/** The data sources the report draws on, with their licences (as the hub's About page names them). */
export const REPORT_SOURCES: HtaReport['sources'] = [
  {
    name: 'Statistics Canada, 2021 Census of Population (table 98-10-0002-01) and the 2021 Index of Remoteness',
    licence: 'Statistics Canada Open Licence',
  },
  {
    name: 'Facilities: Open Database of Healthcare Facilities (Statistics Canada) as loaded in the hub',
    licence: 'Open Government Licence – Canada',
  },
  {
    name: 'Study library: the cited publications (section 7, References)',
    licence: 'Citations only; each publication under its publisher’s terms',
  },
  {
    name: 'Evaluations, evidence profile, budget impact inputs, needs and readiness assessments: HTA Hub records by the hub’s staff',
    licence: 'Internal working records of the hub',
  },
];

// ─── The one function ───────────────────────────────────────────────────────────────────────

export function buildReport(s: ReportSources): HtaReport {
  const references = referencesOf(s);
  const evidence = evidenceOf(s, references.numbers);
  const budget = budgetOf(s);
  const mast = mastOf(s.technology.evaluationResults);
  const recommendation = recommendationOf(s);
  const dossier = s.dossier ?? null;
  return {
    // A dossier's report is its dossier's: a technology may have several.
    title: `Health technology assessment: ${dossier?.title ?? s.technology.name}`,
    generatedAt: s.generatedAt,
    dossier: dossier && { id: dossier.id, title: dossier.title },
    technology: {
      id: s.technology.id,
      name: s.technology.name,
      category: s.technology.category,
      vendor: s.technology.vendorName,
      description: s.technology.description ?? s.technology.intendedUse,
      lifecycleStage: s.technology.lifecycleStage,
    },
    version: dossier
      ? {
          label: `Dossier version ${dossier.version} (${dossier.status})`,
          number: dossier.version,
          status: dossier.status,
          signOff:
            dossier.approvedBy && dossier.approvedAt
              ? `Approved by ${dossier.approvedBy} on ${dossier.approvedAt.slice(0, 10)}`
              : null,
          basis: basisOf(dossier),
          changed: changedNotice(dossier),
        }
      : {
          label: 'Working draft, made from the current records: not reviewed or signed off',
          signOff: null,
          basis: null,
          changed: null,
        },
    summary: summaryOf(s, evidence.content, budget.content, mast.content),
    recommendation,
    context: contextOf(s),
    mast,
    evidence,
    budget,
    considerations: considerationsOf(s),
    references: references.section,
    sources: REPORT_SOURCES,
    limitations: limitationsOf(s, evidence.content, budget.content, mast.content),
    parts: [...(s.parts ?? [])],
  };
}

/** What the assessment did not establish, from what its sections lack. */
function limitationsOf(
  s: ReportSources,
  evidence: HtaReport['evidence']['content'],
  budget: HtaReport['budget']['content'],
  mast: HtaReport['mast']['content'],
): string[] {
  const parts = s.parts ?? [];
  const lines: string[] = [];
  if (!evidence) lines.push('The clinical evidence has not been assessed: no evidence profile.');
  else {
    if (!parts.some((p) => p.place === 'methods'))
      lines.push(
        'The studies were not found through a recorded systematic search and screening, so relevant studies may be missing.',
      );
    const unpooled = evidence.rows.filter((r) => /not pooled/i.test(r.relative));
    if (unpooled.length)
      lines.push(`Not pooled, described in words: ${unpooled.map((r) => r.outcome).join('; ')}.`);
    const low = evidence.rows.filter((r) => /^(low|very low)/.test(r.certainty));
    if (low.length)
      lines.push(
        `Low or very low certainty of evidence: ${low.map((r) => r.outcome).join('; ')}. The true effect may be substantially different.`,
      );
  }
  if (!budget) lines.push('The budget impact has not been estimated: no budget impact analysis.');
  if (!mast) lines.push('No MAST evaluation of the technology has been submitted.');
  if (parts.some((p) => p.demo))
    lines.push(
      'Some figures in this report are demo figures, invented for the local platform: they are labelled, and are not evidence.',
    );
  return lines;
}

function recommendationOf(s: ReportSources): HtaReport['recommendation'] {
  const d = s.dossier;
  if (d?.recommendation)
    return {
      text: d.rationale ? `${d.recommendation}. ${d.rationale}` : d.recommendation,
      source: `The assessment dossier, version ${d.version} (${d.status}).`,
    };
  const signed = signedOffOf(s);
  if (signed) return signed;
  const results = s.technology.evaluationResults;
  const counts = results ? Object.entries(results.recommendations).filter(([, n]) => n > 0) : [];
  if (!counts.length)
    return {
      text: 'No recommendation yet: no submitted evaluation recommends an action, and no dossier has been approved.',
      source: 'Submitted MAST evaluations (none with a recommendation).',
    };
  return {
    text: `Evaluators recommend: ${counts.map(([r, n]) => `${r} (${n})`).join(', ')}. No recommendation has been signed off.`,
    source: `The ${results!.evaluations} submitted MAST evaluation${results!.evaluations === 1 ? '' : 's'} of the technology.`,
  };
}

/**
 * A technology's report: the recommendation its latest approved dossier signed off (the others
 * named after it), or null when none of its dossiers is approved.
 */
function signedOffOf(s: ReportSources): HtaReport['recommendation'] | null {
  const signed = [...(s.signedOff ?? [])]
    .filter((d) => d.recommendation)
    .sort((a, b) => b.approvedAt.localeCompare(a.approvedAt));
  const [latest, ...others] = signed;
  if (s.dossier || !latest) return null;
  const by = latest.approvedBy ? ` by ${latest.approvedBy}` : '';
  const also = others.length
    ? ` Also signed off: ${andList(others.map((d) => `“${d.title}” (version ${d.version}, ${d.recommendation ?? ''})`))}.`
    : '';
  return {
    text: latest.rationale
      ? `${latest.recommendation}. ${latest.rationale}`
      : latest.recommendation!,
    source: `The assessment dossier “${latest.title}”, version ${latest.version}, approved${by} on ${latest.approvedAt.slice(0, 10)}.${also}`,
  };
}

function summaryOf(
  s: ReportSources,
  evidence: HtaReport['evidence']['content'],
  budget: HtaReport['budget']['content'],
  mast: HtaReport['mast']['content'],
): string[] {
  const t = s.technology;
  const lines = [
    `${t.name} (${t.category}${t.vendorName ? `, ${t.vendorName}` : ''}) is at the ${t.lifecycleStage} stage of the hub's technology lifecycle.`,
  ];
  lines.push(
    evidence
      ? `Evidence profile: ${evidence.rows.map((r) => `${r.outcome}, ${r.certainty} certainty`).join('; ')}.`
      : 'No evidence profile has been made for this technology.',
  );
  lines.push(
    budget
      ? `Net budget impact over ${budget.horizonYears} year${budget.horizonYears === 1 ? '' : 's'}: ${money(budget.total.net)} (${budget.years.map((y) => `${y.label} ${money(y.net)}`).join(', ')}); negative is a saving.`
      : 'No budget impact analysis has been made for this technology.',
  );
  lines.push(
    mast
      ? `${mast.evaluations} submitted MAST evaluation${mast.evaluations === 1 ? '' : 's'}.`
      : 'No MAST evaluation has been submitted.',
  );
  return lines;
}

function contextOf(s: ReportSources): HtaReport['context'] {
  const communities = s.budgetImpact?.targets ?? [];
  return {
    needs: s.needs.length
      ? {
          empty: null,
          content: s.needs.map((n) => ({
            title: n.title,
            status: n.status,
            ranks: n.ranks.length
              ? n.ranks.map((r) => `#${r.rank} of ${r.of} in ${r.assessment}`).join('; ')
              : 'Not ranked in any needs assessment',
          })),
        }
      : { empty: 'No clinical need in the hub is linked to this technology.', content: null },
    communities: communities.length
      ? {
          empty: null,
          content: communities.map((c) => ({
            name: c.name,
            population2021: c.population2021 === null ? null : whole(c.population2021),
            remoteness: c.remotenessIndex === null ? null : fixed(c.remotenessIndex, 4),
            hospital:
              // An analysis saved before a trip was required may lack one; its stored note
              // may tell the app's user what to click, which a decision document must not.
              c.roundTripKm === null
                ? 'Not known: travel not counted, so the current pathway is understated'
                : `${c.hospitalName ?? 'nearest hospital'}, ${whole(c.roundTripKm)} km round trip`,
          })),
        }
      : {
          empty: 'No target communities: the technology has no budget impact analysis naming them.',
          content: null,
        },
    readiness: s.facilities.length
      ? {
          empty: null,
          content: s.facilities.map((f) => ({
            facility: f.name,
            community: f.community,
            readiness: f.readiness,
            detail:
              f.readinessAssessedOn === null
                ? 'No readiness assessment'
                : listed([
                    f.readinessScore === null ? '' : `score ${fixed(f.readinessScore, 1)} of 5`,
                    f.readinessGaps === null
                      ? ''
                      : `${f.readinessGaps} gap${f.readinessGaps === 1 ? '' : 's'}`,
                    `assessed ${f.readinessAssessedOn.slice(0, 10)}`,
                  ]),
          })),
        }
      : { empty: 'No facilities in the target communities.', content: null },
  };
}

/** A flagged domain's reason in a table cell: MAST has no overall score, so each domain speaks. */
const flagWords = (a: EvaluationAggregate['domains'][keyof EvaluationAggregate['domains']]) =>
  a.lowest !== null && (a.mean === null || a.mean >= FLAG_BELOW)
    ? `flagged: a rating of ${a.lowest}, below ${FLAG_BELOW} of 5`
    : `flagged: mean below ${FLAG_BELOW} of 5`;

function mastOf(results: EvaluationAggregate | null): HtaReport['mast'] {
  if (!results || results.evaluations === 0)
    return { empty: 'No MAST evaluation of this technology has been submitted.', content: null };
  const counts = Object.entries(results.recommendations).filter(([, n]) => n > 0);
  return {
    empty: null,
    content: {
      evaluations: results.evaluations,
      domains: MAST_DOMAINS.map((d) => {
        const a = results.domains[d.key];
        return {
          domain: a.flag ? `${d.title} — ${flagWords(a)}` : d.title,
          mean: decimal(a.mean),
          spread: a.min === null || a.max === null ? null : `${fixed(a.min, 1)}–${fixed(a.max, 1)}`,
          evaluations: a.evaluations,
        };
      }),
      recommendations: counts.length
        ? counts.map(([r, n]) => `${r} ${n}`).join(', ')
        : 'none recorded',
    },
  };
}

/** References numbered in the order the evidence profile first cites them (Vancouver style). */
function referencesOf(s: ReportSources): {
  numbers: Map<string, number>;
  section: HtaReport['references'];
} {
  const byId = new Map(s.studies.map((st) => [st.id, st.reference]));
  const order = [...new Set(s.evidenceProfile?.outcomes.flatMap((o) => o.studyIds) ?? [])];
  const numbers = new Map<string, number>();
  const list: Array<{ n: number; text: string }> = [];
  for (const id of order) {
    const reference = byId.get(id);
    if (reference === undefined) continue;
    numbers.set(id, list.length + 1);
    list.push({ n: list.length + 1, text: reference });
  }
  return {
    numbers,
    section: list.length
      ? { empty: null, content: list }
      : { empty: 'No studies are cited: the technology has no evidence profile.', content: null },
  };
}

function evidenceOf(s: ReportSources, numbers: Map<string, number>): HtaReport['evidence'] {
  const p = s.evidenceProfile;
  if (!p) return { empty: 'No evidence profile has been made for this technology.', content: null };
  return {
    empty: null,
    content: {
      question: p.title,
      population: p.population,
      setting: p.setting,
      comparison: p.comparison,
      rows: p.outcomes.map((o) => {
        const cited = o.studyIds.length;
        const reasons = [
          ...Object.entries(o.down)
            .filter(([, j]) => j.rating !== 'not serious')
            .map(
              ([k, j]) =>
                `${DOWNGRADE_DOMAINS[k as keyof typeof DOWNGRADE_DOMAINS]}: ${j.rating}${j.reason ? ` (${j.reason})` : ''}`,
            ),
          ...Object.entries(o.up)
            .filter(([, j]) => j.rating !== 'none')
            .map(
              ([k, j]) =>
                `${UPGRADE_DOMAINS[k as keyof typeof UPGRADE_DOMAINS].label}: ${j.rating}${j.reason ? ` (${j.reason})` : ''}`,
            ),
        ];
        return {
          outcome: o.name,
          importance: o.importance,
          participants: `${o.participants === null ? 'not reported' : whole(o.participants)} (${cited} stud${cited === 1 ? 'y' : 'ies'})`,
          // As grade.ts computed it when the profile was written.
          certainty: o.certainty.level,
          reasons: reasons.length ? reasons : o.certainty.footnotes,
          // A difference goes in the absolute column, as GRADE's tables (and the page) give it.
          relative:
            o.measure === 'none' || o.estimate === null
              ? 'Not pooled (narrative)'
              : isDifference(o.measure)
                ? `None: a ${MEASURE_NAMES[o.measure]} is an absolute effect`
                : `${o.measure} ${o.estimate} (95 % CI ${o.ciLow} to ${o.ciHigh}), ${MEASURE_NAMES[o.measure]}`,
          absolute: o.absolute
            ? `${whole(o.absolute.comparator)} per 1,000 with the comparator; ${differenceText(o.absolute)}`
            : o.effectInWords
              ? [
                  o.effectInWords,
                  `${o.measure} ${o.estimate} (95 % CI ${o.ciLow} to ${o.ciHigh})`,
                  o.effectNote,
                ]
                  .filter(Boolean)
                  .join('. ')
              : (o.narrative ?? 'No absolute effect: no risk with the comparator given.'),
          citations: o.studyIds.flatMap((id) => {
            const n = numbers.get(id);
            return n === undefined ? [] : [n];
          }),
          comments: o.comments ?? '',
        };
      }),
    },
  };
}

function budgetOf(s: ReportSources): HtaReport['budget'] {
  const a = s.budgetImpact;
  if (!a)
    return { empty: 'No budget impact analysis has been made for this technology.', content: null };
  // bia.ts is the one place the method lives: the per-year mixes, the sensitivity and the scenarios.
  const result = runBudgetImpact(a, a.targets);
  const pct = (v: number) => `${Math.round(v * 1000) / 10} %`;
  return {
    empty: null,
    content: {
      title: a.title,
      perspective: a.perspective,
      horizonYears: a.horizonYears,
      eligiblePopulation: result.eligiblePopulation,
      years: result.years.map((y) => ({
        label: `Year ${y.year}`,
        current: y.costCurrentMix,
        new: y.costNewMix,
        net: y.net,
      })),
      total: {
        label: 'Total',
        current: result.currentTotal,
        new: result.newTotal,
        net: result.netTotal,
      },
      tornado: oneWaySensitivity(a, a.targets).map((r) => ({
        label: r.label,
        range: isProportion(r.key)
          ? `${pct(r.low)} – ${pct(r.high)}`
          : dollars(r.low, r.high).join(' – '),
        low: r.low,
        high: r.high,
        netAtLow: r.netAtLow,
        netAtHigh: r.netAtHigh,
      })),
      scenarios: scenarioResults(a, a.targets, a.scenarios).map((sc) => ({
        name: sc.name,
        net: sc.result.netTotal,
      })),
      inputs: [
        {
          label: 'Eligible proportion of the population',
          value: `${pct(a.eligibleProportion.value)} (${pct(a.eligibleProportion.low)}–${pct(a.eligibleProportion.high)})`,
          source: a.eligibleProportion.source,
        },
        ...a.uptake.map((u, i) => ({
          label: `Uptake, year ${i + 1}`,
          value: `${pct(u.value)} (${pct(u.low)}–${pct(u.high)})`,
          source: u.source,
        })),
        ...Object.entries(a.costs).map(([k, c]) => {
          const [value, low, high] = dollars(c.value, c.low, c.high);
          return {
            label: INPUT_LABELS[k as keyof typeof INPUT_LABELS],
            value: `${value} (${low}–${high})`,
            source: c.source,
          };
        }),
      ],
    },
  };
}

function considerationsOf(s: ReportSources): HtaReport['considerations'] {
  // One line per question, each different note once with the evaluators who wrote it: several
  // evaluators answering alike read as agreement, not as the same sentence over and over.
  const notes = (pick: (e: ReportEvaluation) => ReportEvaluation['organisational']) => {
    const byQuestion = new Map<string, Map<string, string[]>>();
    for (const e of s.evaluations)
      for (const a of pick(e)) {
        const note = a.evidence?.trim();
        if (!note) continue;
        const question = a.question.replace(/[.?!]$/, '');
        const texts = byQuestion.get(question) ?? new Map<string, string[]>();
        texts.set(note, [...(texts.get(note) ?? []), e.evaluator ?? e.title]);
        byQuestion.set(question, texts);
      }
    return [...byQuestion].map(
      ([question, texts]) =>
        `${question}: ${[...texts].map(([note, who]) => `${note.replace(/\.$/, '')} (${[...new Set(who)].join(', ')})`).join('; ')}.`,
    );
  };
  const organisational = notes((e) => e.organisational);
  const costs = s.budgetImpact?.costs;
  if (costs)
    organisational.push(
      `The budget impact analysis counts training (${money(costs.training.value)} a year) and staff time (${money(costs.staffTime.value)} a year) for the new pathway.`,
    );
  const gaps = s.facilities.filter((f) => (f.readinessGaps ?? 0) > 0);
  if (gaps.length)
    organisational.push(
      `Readiness gaps to close before go-live: ${gaps.map((f) => `${f.name} (${f.readinessGaps})`).join(', ')}.`,
    );
  const equity = notes((e) => e.socioCulturalEthicalLegal);
  const remote = (s.budgetImpact?.targets ?? []).filter((t) => t.remotenessIndex !== null);
  if (remote.length)
    equity.push(
      `Target communities' 2021 Index of Remoteness (0 least, 1 most remote): ${remote.map((t) => `${t.name} ${fixed(t.remotenessIndex!, 4)}`).join(', ')}.`,
    );
  const indirect = (s.evidenceProfile?.outcomes ?? []).filter(
    (o) => o.down.indirectness.rating !== 'not serious',
  );
  for (const o of indirect)
    equity.push(
      `Applicability to rural and remote settings (indirectness) for "${o.name}": ${o.down.indirectness.rating}${o.down.indirectness.reason ? `, ${o.down.indirectness.reason.replace(/\.$/, '')}` : ''}.`,
    );
  return {
    organisational: organisational.length
      ? organisational
      : ['None recorded: no evaluator wrote notes on the organisational domain.'],
    equity: equity.length
      ? equity
      : ['None recorded: no evaluator wrote notes on equity, and no target communities are named.'],
  };
}
