// What Echo sees of the follow-up, derived as it reads the hub's data (so "is the tele-ultrasound
// cart doing what we expected?" has an answer): per plan, whether a reassessment is due and why;
// per plan and month, each followed indicator observed against its target. Computed with the same
// function as the page, from the sessions and onboarding plans Echo has read.
import type { EchoTable } from '../../contract/registry.js';
import { percentChange } from '../../contract/numbers.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { compareFollowUp, formatValue, type Comparison, type MonthRow } from './comparison.js';
import { INDICATORS, INDICATOR_KEYS, type IndicatorKey } from './indicators.js';
import {
  observedGoLive,
  observedSession,
  onboardingForFollowUp,
  sessionForFollowUp,
} from './observed.js';
import { planForComparison, type FollowUpPlanFields } from './plan.js';
import { paths } from './routes.js';

type Plan = FollowUpPlanFields & { id: string; technologyName: string | null };

interface Verdict {
  plan: Plan;
  comparison: Comparison;
}

interface Month {
  plan: Plan;
  row: MonthRow;
}

const verdicts: EchoTable<Verdict> = {
  heading: (n) =>
    `Follow-up verdicts (${n}): is each adopted technology doing what its assessment predicted?`,
  notes: [
    'reassessment due: an indicator more than 20 % off its target (in its bad direction) for two complete months in a row, or the review date passed',
  ],
  columns: {
    page: (v) => paths.followUpPlan(v.plan.id),
    technology: (v) => v.plan.technologyName,
    'technology page': (v) => technologiesPaths.technology(v.plan.technologyId),
    'months compared': (v) => v.comparison.months.filter((m) => !m.partial).length,
    'reassessment due': (v) => (v.comparison.reassessmentDue ? 'yes' : 'no'),
    why: (v) => v.comparison.reasons.join(' '),
  },
};

const followed = (plan: Plan): IndicatorKey[] =>
  INDICATOR_KEYS.filter((k) =>
    k === 'goLives' ? plan.facilities.length > 0 : plan.targets[k].value !== null,
  );

const cellText = (m: Month, key: IndicatorKey): string | null => {
  if (!followed(m.plan).includes(key)) return null;
  const c = m.row.cells[key];
  const { unit } = INDICATORS[key];
  const observed = c.observed === null ? 'none' : formatValue(unit, c.observed);
  const target = c.target === null ? '—' : formatValue(unit, c.target);
  const difference = c.deviation === null ? '' : ` (${percentChange(c.deviation, 0)})`;
  return `${observed} vs ${target}${difference}${c.off ? ' OFF' : ''}`;
};

const months: EchoTable<Month> = {
  heading: (n) => `Follow-up month by month (${n} months): observed vs target`,
  notes: [
    'each indicator cell: observed vs target (difference); OFF: more than 20 % off in its bad direction; a partial month is the current one, observed so far and not judged',
  ],
  columns: {
    page: (m) => paths.followUpPlan(m.plan.id),
    technology: (m) => m.plan.technologyName,
    month: (m) => (m.row.partial ? `${m.row.month} (partial)` : m.row.month),
    sessions: (m) => m.row.sessions,
    ...Object.fromEntries(
      INDICATOR_KEYS.map((k) => [INDICATORS[k].label.toLowerCase(), (m: Month) => cellText(m, k)]),
    ),
  },
};

/** Echo's follow-up tables, from the plans and what Echo read of the log and onboarding. */
export function followUpEcho(
  plans: readonly Plan[],
  loaded: (registry: string) => readonly unknown[],
  show: <Row>(table: EchoTable<Row>, rows: Row[]) => void,
  today = new Date().toISOString().slice(0, 10),
): void {
  const sessions = loaded('ultrasoundSessions').map((s) =>
    observedSession(sessionForFollowUp.parse(s)),
  );
  const goLives = loaded('onboardings').map((o) => observedGoLive(onboardingForFollowUp.parse(o)));
  const compared = plans.map((plan) => ({
    plan,
    comparison: compareFollowUp(planForComparison(plan), sessions, goLives, today),
  }));
  show(verdicts, compared);
  show(
    months,
    compared.flatMap(({ plan, comparison }) => comparison.months.map((row) => ({ plan, row }))),
  );
}
