// A decision's monitoring plan (the Evidence-to-Decision's, DOMAIN.md section 13), declared once
// here: the follow-up's own targets — what the follow-up compares with the session log, each with
// its source — with the review date, and in words the indicators the log cannot observe. A
// dossier's conclusions hold one (dossiers/decisionFields.ts), and the adopted technology's
// follow-up plan takes its targets from it: the same schema, so nothing is restated by hand.
import { z } from 'zod';

import { optionalDate, optionalLine, requiredLine } from '../../contract/common.js';
import { formatValue } from './comparison.js';
import { INDICATORS, TARGETED_KEYS } from './indicators.js';
import { planTargets } from './plan.js';

/** An indicator the session log does not observe (satisfaction, waiting times…), in words. */
export const monitoringIndicator = z
  .object({
    name: requiredLine(200, 'The indicator'),
    target: requiredLine(200, "The indicator's target"),
    source: optionalLine(300),
  })
  .strict();

const noTargets = () => planTargets.parse({});

// Plans stored before the targets were kept have only `indicators` and `reviewDate`: they read
// with no target watched, their indicators kept as they were written.
export const monitoringPlan = z
  .object({
    targets: planTargets.default(noTargets),
    indicators: z.array(monitoringIndicator).max(20, 'At most 20 indicators.').default([]),
    reviewDate: optionalDate,
  })
  .strict()
  .default(() => ({ targets: noTargets(), indicators: [], reviewDate: null }));
export type MonitoringPlan = z.output<typeof monitoringPlan>;

export interface MonitoringRow {
  indicator: string;
  target: string;
  source: string | null;
  /** True for the targets the follow-up compares with the session log month by month. */
  followed: boolean;
}

/** The plan as rows: the watched targets a month (in the indicators' order), then the others. */
export const monitoringRows = (plan: MonitoringPlan): MonitoringRow[] => [
  ...TARGETED_KEYS.flatMap((k) => {
    const t = plan.targets[k];
    return t.value === null
      ? []
      : [
          {
            indicator: INDICATORS[k].label,
            target: formatValue(INDICATORS[k].unit, t.value),
            source: t.source,
            followed: true,
          },
        ];
  }),
  ...plan.indicators.map((i) => ({
    indicator: i.name,
    target: i.target,
    source: i.source,
    followed: false,
  })),
];
