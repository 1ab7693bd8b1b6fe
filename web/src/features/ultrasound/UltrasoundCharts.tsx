// The log's charts, in their own chunk: the chart library loads only on this page. The tables
// beside them carry the same figures for screen readers and print.
import { BarChart } from '@mui/x-charts/BarChart';

import type { UltrasoundTotals } from '@hta/functions/contract';

export default function UltrasoundCharts({ totals }: { totals: UltrasoundTotals }) {
  return (
    <>
      <BarChart
        aria-hidden
        height={220}
        xAxis={[{ scaleType: 'band', data: totals.byMonth.map((m) => m.month) }]}
        series={[{ data: totals.byMonth.map((m) => m.count), label: 'Sessions per month' }]}
      />
      <BarChart
        aria-hidden
        height={240}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: totals.byExamType.map((e) => e.key), width: 170 }]}
        series={[{ data: totals.byExamType.map((e) => e.count), label: 'Sessions by exam' }]}
      />
    </>
  );
}
