// What a Summary of Findings row takes from a meta-analysis: the pooled relative effect and its
// 95 % CI (to the two decimals the table shows), the participants and studies counted from the
// analysed studies, and the risk with the comparator from their control arms. The web app fills
// the row with these figures; the server refuses a row linked to an analysis whose figures
// differ, so a linked row cannot drift from its analysis by hand.
import type { Analysis } from './analysis.js';

/** The relative measures a Summary of Findings row shows (evidenceProfiles' RR, OR, HR). */
type RowMeasure = 'RR' | 'OR' | 'HR';

export interface SofFigures {
  /** The row's measure; null keeps the row's own (a generic ratio: HR, RR or OR as reported). */
  measure: RowMeasure | null;
  estimate: number;
  ciLow: number;
  ciHigh: number;
  participants: number;
  studyIds: string[];
  comparatorPer1000: number | null;
}

const two = (x: number) => Math.round(x * 100) / 100;

/** The row's figures from an analysis, or why it cannot give them. */
export function sofFigures(a: Analysis): SofFigures | { problem: string } {
  if (!a.pooled) return { problem: `the analysis has no pooled result (${a.notes.join(' ')})` };
  if (!a.ratio)
    return {
      problem: `a ${a.measure} is not a relative effect: the table takes RR, OR or a reported ratio from an analysis.`,
    };
  return {
    measure: a.measure === 'RR' || a.measure === 'OR' ? a.measure : null,
    estimate: two(a.pooled.estimate),
    ciLow: two(a.pooled.lower),
    ciHigh: two(a.pooled.upper),
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
  if (row.measure === 'none') problems.push('the row gives no relative effect.');
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
