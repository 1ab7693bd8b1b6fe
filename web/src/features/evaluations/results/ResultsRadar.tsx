// The radar of the results page, in its own chunk: the chart library loads only here.
import useMediaQuery from '@mui/material/useMediaQuery';
import { RadarChart } from '@mui/x-charts/RadarChart';

import { MAST_DOMAINS } from '@hta/functions/contract';
import type { RowOf } from '../../../lib/registries';

import { fixed } from '../../../lib/format';
import { wrapLabel } from '../../../lib/wrapLabel';

export default function ResultsRadar({ technologies }: { technologies: RowOf<'technologies'>[] }) {
  // On a phone the labels beside the web have about 80 px before the chart's edge: they wrap
  // into short lines and the margins make room for them, at the cost of a smaller web.
  const narrow = useMediaQuery('(max-width:600px)');
  return (
    <RadarChart
      height={380}
      margin={narrow ? { left: 80, right: 80, top: 40, bottom: 40 } : undefined}
      // The table beside it carries the same figures for screen readers and print.
      aria-hidden
      radar={{
        max: 5,
        metrics: MAST_DOMAINS.map((d) => (narrow ? wrapLabel(d.short, 12) : d.short)),
      }}
      series={technologies.map((t) => ({
        id: t.id,
        label: t.name,
        // A domain nobody rated is drawn at the centre; the table says "not rated".
        data: MAST_DOMAINS.map((d) => t.evaluationResults?.domains[d.key].mean ?? 0),
        valueFormatter: (v: number | null) => (v ? fixed(v, 2) : 'not rated'),
        fillArea: true,
      }))}
    />
  );
}
