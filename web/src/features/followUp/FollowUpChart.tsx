// One indicator's months, observed against the target, in its own chunk: the chart library
// loads only on the follow-up page. The table beside it carries the same figures for screen
// readers and print.
import { BarChart } from '@mui/x-charts/BarChart';

import {
  INDICATORS,
  formatIndicatorValue,
  type ComparisonAnswer,
  type IndicatorKey,
} from '@hta/functions/contract';

export default function FollowUpChart({
  comparison,
  indicator,
}: {
  comparison: ComparisonAnswer;
  indicator: IndicatorKey;
}) {
  const { unit, label } = INDICATORS[indicator];
  const format = (v: number | null) => (v === null ? 'none' : formatIndicatorValue(unit, v));
  const months = comparison.months;
  return (
    <BarChart
      aria-hidden
      height={260}
      margin={{ left: 8, right: 16 }}
      xAxis={[
        {
          scaleType: 'band',
          data: months.map((m) => (m.partial ? `${m.month} (so far)` : m.month)),
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => formatIndicatorValue(unit, v), width: 72 }]}
      series={[
        {
          data: months.map((m) => m.cells[indicator].observed),
          label: `${label}, observed`,
          valueFormatter: format,
        },
        {
          data: months.map((m) => m.cells[indicator].target),
          label: `${label}, target`,
          valueFormatter: format,
        },
      ]}
    />
  );
}
