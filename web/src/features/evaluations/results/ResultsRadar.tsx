// The radar of the results page, in its own chunk: the chart library loads only here.
import { RadarChart } from '@mui/x-charts/RadarChart';

import { MAST_DOMAINS, type TechnologySummary } from '@hta/functions/contract';

export default function ResultsRadar({ technologies }: { technologies: TechnologySummary[] }) {
  return (
    <RadarChart
      height={380}
      // The table beside it carries the same figures for screen readers and print.
      aria-hidden
      radar={{ max: 5, metrics: MAST_DOMAINS.map((d) => d.short) }}
      series={technologies.map((t) => ({
        id: t.id,
        label: t.name,
        // A domain nobody rated is drawn at the centre; the table says "not rated".
        data: MAST_DOMAINS.map((d) => t.evaluationResults?.domains[d.key].mean ?? 0),
        valueFormatter: (v: number | null) => (v ? v.toFixed(2) : 'not rated'),
        fillArea: true,
      }))}
    />
  );
}
