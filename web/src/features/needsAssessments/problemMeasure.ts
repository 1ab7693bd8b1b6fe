// The measures of a problem a needs assessment may size it by: the need's own people affected a
// year, or a health indicator of the hub's data whose value is a percent of the population (its
// latest Saskatchewan figure, with its year and source — never the community's population alone).
import type { ProblemMeasure, Subject } from '@hta/functions/contract';

/** The choice meaning "the need's own people affected a year". */
export const NEED_MEASURE = 'need';

/** Indicators whose latest value is a percent of the population. */
export const percentIndicators = (subjects: readonly Subject[]) =>
  subjects.filter((s) => s.kind === 'indicator' && /^percent$/i.test(s.unit) && s.latest);

/** An indicator as a measure of the problem: its latest percent, where, when and from whom. */
export function indicatorMeasure(s: Subject): ProblemMeasure | null {
  if (!s.latest) return null;
  return {
    kind: 'indicator',
    percent: s.latest.value,
    indicator: s.name,
    source: `${s.latest.geography}, ${s.latest.period}; ${s.sources[0]?.citation ?? 'source not given'}`,
  };
}
