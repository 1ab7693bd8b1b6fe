// Follow-up against the prediction (DOMAIN.md section 13): month by month, what the session log
// and onboarding show against the targets the assessment assumed, and whether a reassessment is
// due. The one place the rule lives; the server, the page and Echo all use it.
//
// Rules, per indicator and complete month:
//   deviation = (observed − target) ÷ target
//   off       = the deviation is in the indicator's bad direction and larger than 20 %
//   a target of 0 has no relative deviation: any observed value on the bad side of 0 is off
//   a month with no session has no share adequate, share travelling or cost per session (not
//     judged, and it ends a run of months off); its sessions and km avoided are 0, and judged
//   the current month is partial: shown as observed so far, never judged (half a month of
//     sessions would read as a shortfall)
// Reassessment is due when an indicator is off in two complete months in a row (at any point
// since the plan's start month: a trigger that fired stays until the plan is revised), or when
// the review date has passed.
import { decimal, cad, percent } from '../../contract/numbers.js';
import {
  INDICATORS,
  INDICATOR_KEYS,
  MAX_MONTHS,
  MONTHS_IN_A_ROW,
  OFF_TARGET,
  TARGETED_KEYS,
  type IndicatorKey,
  type TargetedKey,
  type Unit,
} from './indicators.js';

export interface PlanForComparison {
  /** The first month followed, YYYY-MM. */
  startMonth: string;
  /** YYYY-MM-DD: after it, the technology is reassessed whatever the figures say. */
  reviewDate: string;
  /** Each targeted indicator's target; null: not watched. */
  targets: Record<TargetedKey, number | null>;
  /** What a month of the service costs, to spread over its sessions; null: cost not followed. */
  costBasis: { fixedPerMonth: number; perSession: number } | null;
  /** Where the technology is used; none: every facility's sessions count, go-lives not followed. */
  facilities: ReadonlyArray<{ facilityId: string; plannedGoLive: string | null }>;
}

export interface ObservedSession {
  date: string;
  facilityId: string;
  adequacy: string;
  outcome: string;
  roundTripKm: number | null;
}

/** A facility's go-live as its onboarding plan says: the day it went live, or null. */
export interface ObservedGoLive {
  facilityId: string;
  liveOn: string | null;
}

export interface Cell {
  observed: number | null;
  target: number | null;
  /** (observed − target) ÷ target; null without both or with a target of 0. */
  deviation: number | null;
  /** Null: not judged (not watched, no observation, or a partial month). */
  off: boolean | null;
}

export interface MonthRow {
  month: string;
  partial: boolean;
  sessions: number;
  cells: Record<IndicatorKey, Cell>;
}

export interface Flag {
  indicator: IndicatorKey;
  /** The complete months in a row it was off. */
  months: string[];
  reason: string;
}

export interface Comparison {
  months: MonthRow[];
  flags: Flag[];
  reviewPassed: boolean;
  reassessmentDue: boolean;
  /** Why, one sentence each; empty when not due. */
  reasons: string[];
}

/** YYYY-MM of the month after this one. */
export const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The months from `first` to `last`, inclusive (at most the latest MAX_MONTHS). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months.slice(-MAX_MONTHS);
}

const TRAVELLED = new Set(['travel needed', 'urgent transfer']);

/** A value as people read it in a reason. */
export function formatValue(unit: Unit, value: number): string {
  if (unit === 'share') return percent(value, 0);
  if (unit === 'dollars') return cad(value);
  if (unit === 'km') return `${decimal(value, 0)} km`;
  return decimal(value, 1);
}

function judge(
  key: IndicatorKey,
  observed: number | null,
  target: number | null,
  partial: boolean,
): Cell {
  if (observed === null || target === null) return { observed, target, deviation: null, off: null };
  const deviation = target === 0 ? null : (observed - target) / target;
  if (partial) return { observed, target, deviation, off: null };
  const bad = INDICATORS[key].bad;
  if (target === 0)
    return { observed, target, deviation, off: bad === 'above' ? observed > 0 : observed < 0 };
  const badSide = bad === 'below' ? -deviation! : deviation!;
  return { observed, target, deviation, off: badSide > OFF_TARGET };
}

/** What one month of sessions and go-lives shows against the plan. */
function monthRow(
  plan: PlanForComparison,
  month: string,
  partial: boolean,
  sessions: readonly ObservedSession[],
  goLives: readonly ObservedGoLive[],
): MonthRow {
  const n = sessions.length;
  const adequate = sessions.filter((s) => s.adequacy !== 'inadequate').length;
  const travelled = sessions.filter((s) => TRAVELLED.has(s.outcome)).length;
  const km = sessions
    .filter((s) => s.outcome === 'no travel needed')
    .reduce((sum, s) => sum + (s.roundTripKm ?? 0), 0);
  const cost = plan.costBasis;
  const observed: Record<TargetedKey, number | null> = {
    sessionsPerMonth: n,
    shareAdequate: n ? adequate / n : null,
    shareTravel: n ? travelled / n : null,
    kmAvoided: km,
    costPerSession: cost && n ? (cost.fixedPerMonth + cost.perSession * n) / n : null,
  };
  const cells = Object.fromEntries(
    TARGETED_KEYS.map((key) => [key, judge(key, observed[key], plan.targets[key], partial)]),
  ) as Record<TargetedKey, Cell>;
  // Go-lives: by the month's last day (YYYY-MM-31 sorts after every real day of the month).
  const end = `${month}-31`;
  const followed = plan.facilities.length > 0;
  const live = goLives.filter(
    (g) =>
      g.liveOn !== null &&
      g.liveOn <= end &&
      plan.facilities.some((f) => f.facilityId === g.facilityId),
  ).length;
  const planned = plan.facilities.filter(
    (f) => f.plannedGoLive !== null && f.plannedGoLive <= end,
  ).length;
  return {
    month,
    partial,
    sessions: n,
    cells: {
      ...cells,
      goLives: followed
        ? judge('goLives', live, planned, partial)
        : judge('goLives', null, null, partial),
    },
  };
}

/** The comparison of a plan with what was observed, up to `today` (YYYY-MM-DD). */
export function compareFollowUp(
  plan: PlanForComparison,
  sessions: readonly ObservedSession[],
  goLives: readonly ObservedGoLive[],
  today: string,
): Comparison {
  const current = today.slice(0, 7);
  const at = new Set(plan.facilities.map((f) => f.facilityId));
  const counted = at.size ? sessions.filter((s) => at.has(s.facilityId)) : sessions;
  const byMonth = new Map<string, ObservedSession[]>();
  for (const s of counted) {
    const month = s.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), s]);
  }
  const months = monthsBetween(plan.startMonth, current).map((month) =>
    monthRow(plan, month, month === current, byMonth.get(month) ?? [], goLives),
  );

  const flags: Flag[] = [];
  for (const key of INDICATOR_KEYS) {
    let run: MonthRow[] = [];
    let worst: MonthRow[] = [];
    for (const row of months) {
      if (row.partial) continue;
      run = row.cells[key].off ? [...run, row] : [];
      // The latest run long enough: the one people act on.
      if (run.length >= MONTHS_IN_A_ROW) worst = run;
    }
    if (worst.length) flags.push(flagOf(key, worst));
  }
  const reviewPassed = today > plan.reviewDate;
  const reasons = [
    ...(reviewPassed ? [`The review date, ${plan.reviewDate}, has passed.`] : []),
    ...flags.map((f) => f.reason),
  ];
  return { months, flags, reviewPassed, reassessmentDue: reasons.length > 0, reasons };
}

function flagOf(key: IndicatorKey, run: readonly MonthRow[]): Flag {
  const { label, unit, bad } = INDICATORS[key];
  const shown = run
    .map((r) => `${r.month}: ${formatValue(unit, r.cells[key].observed!)}`)
    .join(', ');
  const target = run.at(-1)!.cells[key].target!;
  return {
    indicator: key,
    months: run.map((r) => r.month),
    reason: `${label} ${bad} target by more than ${percent(OFF_TARGET, 0)} for ${run.length} months in a row (${shown}; target ${formatValue(unit, target)}).`,
  };
}
