// What a Summary of Findings row takes from a meta-analysis: the pooled effect — a ratio (RR, OR,
// a reported ratio) or a difference (MD, SMD, RD, a reported difference) — and its 95 % CI (to
// the two decimals the table shows; a risk difference to three, whole people per 1,000), the
// participants and studies counted from the analysed studies, and the risk with the comparator
// from their control arms (dichotomous figures only). The web app fills
// the row with these figures; the server refuses a row linked to an analysis whose figures
// differ, so a linked row cannot drift from its analysis by hand.
import type { Analysis } from './analysis.js';

/** The measures a Summary of Findings row shows (evidenceProfiles' EFFECT_MEASURES). */
type RowMeasure = 'RR' | 'OR' | 'HR' | 'MD' | 'SMD' | 'RD';

const RATIOS: readonly string[] = ['RR', 'OR', 'HR'];
const DIFFERENCES: readonly string[] = ['MD', 'SMD', 'RD'];

export interface SofFigures {
  /**
   * The row's measure; null keeps the row's own, of the kind the analysis pooled (a generic
   * ratio: HR, RR or OR as reported; a generic difference: MD, SMD or RD).
   */
  measure: RowMeasure | null;
  /** What a row of its own measure must be: a ratio or a difference. */
  kind: 'ratio' | 'difference';
  estimate: number;
  ciLow: number;
  ciHigh: number;
  participants: number;
  studyIds: string[];
  comparatorPer1000: number | null;
}

const rounded = (digits: number) => (x: number) => {
  const r = Math.round(x * 10 ** digits) / 10 ** digits;
  return r === 0 ? 0 : r;
};

/** The row's figures from an analysis, or why it cannot give them. */
export function sofFigures(a: Analysis): SofFigures | { problem: string } {
  if (!a.pooled) return { problem: `the analysis has no pooled result (${a.notes.join(' ')})` };
  const measure =
    a.measure === 'ratio' || a.measure === 'difference' ? null : (a.measure as RowMeasure);
  // A risk difference to whole people per 1,000, as its absolute effect is told.
  const round = rounded(a.measure === 'RD' ? 3 : 2);
  return {
    measure,
    kind: a.ratio ? 'ratio' : 'difference',
    estimate: round(a.pooled.estimate),
    ciLow: round(a.pooled.lower),
    ciHigh: round(a.pooled.upper),
    participants: a.participants,
    studyIds: a.studies.map((s) => s.studyId),
    comparatorPer1000: a.comparator?.per1000 ?? null,
  };
}

export interface SofRow {
  measure: string;
  estimate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  participants: number | null;
  comparatorPer1000: number | null;
  studyIds: readonly string[];
}

/** How a row linked to an analysis differs from it (empty when it carries its figures). */
export function sofProblems(row: SofRow, a: Analysis): string[] {
  const f = sofFigures(a);
  if ('problem' in f) return [`it cannot take its effect from this analysis: ${f.problem}`];
  const problems: string[] = [];
  if (f.measure && row.measure !== f.measure)
    problems.push(`the analysis pools a ${f.measure}; the row says ${row.measure}.`);
  else if (row.measure === 'none') problems.push('the row gives no effect.');
  else if (!f.measure && !(f.kind === 'ratio' ? RATIOS : DIFFERENCES).includes(row.measure))
    problems.push(
      `the analysis pools a reported ${f.kind}; the row's ${row.measure} is not one (${(f.kind === 'ratio' ? RATIOS : DIFFERENCES).join(', ')}).`,
    );
  if (row.estimate !== f.estimate || row.ciLow !== f.ciLow || row.ciHigh !== f.ciHigh)
    problems.push(
      `the pooled effect is ${f.estimate} (95 % CI ${f.ciLow} to ${f.ciHigh}); the row says ${row.estimate} (${row.ciLow} to ${row.ciHigh}).`,
    );
  if (row.participants !== f.participants)
    problems.push(
      `the analysed studies have ${f.participants} participants; the row says ${row.participants}.`,
    );
  const missing = f.studyIds.filter((id) => !row.studyIds.includes(id));
  if (missing.length)
    problems.push(`the row does not cite the analysed studies ${missing.join(', ')}.`);
  if (f.comparatorPer1000 !== null && row.comparatorPer1000 !== f.comparatorPer1000)
    problems.push(
      `the control arms give a risk of ${f.comparatorPer1000} per 1,000 (${a.comparator!.chosen}); the row says ${row.comparatorPer1000}.`,
    );
  if (problems.length)
    problems.push(
      'Take the figures from the analysis, or unlink it and say why the effect is not pooled.',
    );
  return problems;
}
