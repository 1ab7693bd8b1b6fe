// The epidemiology pages' charts, in their own chunk: the chart library loads only on them. The
// tables beside them carry the same figures for screen readers and print.
import { LineChart } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

export function Sparkline({ values }: { values: Array<number | null> }) {
  return (
    <SparkLineChart
      aria-hidden
      data={values.map((v) => v ?? 0)}
      height={36}
      width={140}
      curve="linear"
    />
  );
}

export function TrendChart({
  periods,
  lines,
  height = 300,
}: {
  periods: string[];
  lines: Array<{ label: string; values: Array<number | null> }>;
  height?: number;
}) {
  return (
    <LineChart
      aria-hidden
      height={height}
      xAxis={[{ scaleType: 'point', data: periods }]}
      // Wide enough for "10,000" (the default 45 px cut it to "10,…").
      yAxis={[{ width: 'auto' }]}
      series={lines.map((l) => ({
        label: l.label,
        data: l.values,
        // A value with none beside it draws no line: mark it, or it would not show at all.
        showMark: ({ index }) => l.values[index - 1] == null && l.values[index + 1] == null,
        connectNulls: false,
        // Straight between published values: a smoothed curve would suggest values in between.
        curve: 'linear',
      }))}
    />
  );
}
