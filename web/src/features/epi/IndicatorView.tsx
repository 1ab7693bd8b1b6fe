import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';

import type { Series, Subject } from '@hta/functions/contract';

import { valueText } from './format';

const TrendChart = lazy(() => import('./charts').then((m) => ({ default: m.TrendChart })));

/** An indicator: Saskatchewan against Canada over the years, for one breakdown. */
export function IndicatorView({
  subject,
  series,
  breakdown,
  onBreakdown,
}: {
  subject: Subject;
  series: Series[];
  breakdown: string;
  onBreakdown: (b: string) => void;
}) {
  const s = series[0];
  return (
    <>
      {subject.breakdowns.length > 1 && (
        <TextField
          select
          label="Breakdown"
          value={breakdown}
          onChange={(e) => onBreakdown(e.target.value)}
          sx={{ maxWidth: 560 }}
        >
          {subject.breakdowns.map((b) => (
            <MenuItem key={b} value={b}>
              {b}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!s ? (
        <Typography color="text.secondary">No values for this breakdown.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {subject.unit.charAt(0).toUpperCase() + subject.unit.slice(1)}, {s.periods[0]}–
            {s.periods.at(-1)}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <TrendChart
              periods={s.periods}
              lines={s.geographies.map((g) => ({ label: g.name, values: g.values }))}
            />
          </Suspense>
          <Table size="small" aria-label={`${subject.name}, Saskatchewan and Canada by year`}>
            <TableHead>
              <TableRow>
                <TableCell>Year</TableCell>
                {s.geographies.map((g) => (
                  <TableCell key={g.id} align="right">
                    {g.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {s.periods.map((p, i) => (
                <TableRow key={p}>
                  <TableCell>{p}</TableCell>
                  {s.geographies.map((g) => {
                    const v = g.values[i];
                    return (
                      <TableCell key={g.id} align="right">
                        {v === null || v === undefined ? '—' : valueText(v, subject.unit)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
