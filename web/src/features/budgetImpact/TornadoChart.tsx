// The one-way sensitivity as a tornado, in its own chunk: the chart library loads only on an
// analysis's page. Each bar runs from the base net total to the net total with the input at its
// low or high value; the table beside it carries the same figures for screen readers and print.
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

import { TORNADO_COLOURS, type SensitivityRow } from '@hta/functions/contract';

import { wrapLabel } from '../../lib/wrapLabel';

import { compactDollars, dollars } from './format';

export default function TornadoChart({ rows, base }: { rows: SensitivityRow[]; base: number }) {
  // On a phone the labels wrap onto two lines (the most the chart draws) rather than being cut
  // at one: cut there, "Cost per patient, new pathway" and "… current pathway" read alike.
  const narrow = useMediaQuery('(max-width:600px)');
  return (
    <BarChart
      aria-hidden
      height={Math.max(200, 40 + rows.length * (narrow ? 60 : 30))}
      layout="horizontal"
      // Room on the right for the last tick's label, centred on the axis's end.
      margin={{ left: 8, right: 32 }}
      yAxis={[
        {
          scaleType: 'band',
          data: rows.map((r) => (narrow ? wrapLabel(r.label, 18) : r.label)),
          width: narrow ? 140 : 320,
        },
      ]}
      xAxis={[
        {
          // Whole dollars on every tick overlapped, and the chart then drew none of them.
          valueFormatter: (v: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? compactDollars(v) : dollars(v),
          tickNumber: narrow ? 3 : 6,
          label: 'Change in the net total (CAD)',
          // The library blanks every tick label that does not fit the height left under the
          // title, and its default height leaves too little for fonts with tall line boxes
          // (system-ui on Linux): room for a 14 px title and 12 px labels at 1.5 em each.
          height: 56,
        },
      ]}
      series={[
        {
          data: rows.map((r) => r.netAtLow - base),
          label: 'Input at its low value',
          color: TORNADO_COLOURS.low,
          stack: 'swing',
          valueFormatter: (v) => (v === null ? '' : dollars(v)),
        },
        {
          data: rows.map((r) => r.netAtHigh - base),
          label: 'Input at its high value',
          color: TORNADO_COLOURS.high,
          stack: 'swing',
          valueFormatter: (v) => (v === null ? '' : dollars(v)),
        },
      ]}
    />
  );
}
