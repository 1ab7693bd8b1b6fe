import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';

import { summedValues, type Series, type Subject } from '@hta/functions/contract';

import { useParamState, type ParamChanges } from '../../lib/searchParams';
import { count, per100k, rate } from './format';

const TrendChart = lazy(() => import('./charts').then((m) => ({ default: m.TrendChart })));
const HealthRegionMap = lazy(() => import('./HealthRegionMap'));

const ALL = 'all';
/** The zones without a place on the map (unassigned cases). */
const UNMAPPED = '9999';

/**
 * A disease by week and zone: the trend (all zones or one; counts or per 100,000), a map of the
 * zones for a chosen week, and a table of that week. Choices are kept in the URL.
 */
export function DiseaseView({ subject, series }: { subject: Subject; series: Series[] }) {
  const [params, change] = useParamState();
  const measure = params.get('measure') ?? subject.measures[0] ?? 'cases';
  const perCapita = params.get('rate') === '1';
  const zone = params.get('zone') ?? ALL;
  const chosen = series.find((s) => s.measure === measure) ?? series[0];
  if (!chosen) return <Typography color="text.secondary">No values loaded.</Typography>;
  const weekParam = params.get('week');
  const lastWeek = chosen.periods.length - 1;
  const week = Math.max(0, weekParam ? chosen.periods.indexOf(weekParam) : lastWeek);
  const set = (changes: ParamChanges) => change(changes, { replace: true });

  const zones = chosen.geographies;
  const mapped = zones.filter((z) => z.id !== UNMAPPED);
  const provincePopulation = mapped.reduce((n, z) => n + (z.population ?? 0), 0);
  const trend =
    zone === ALL
      ? {
          label: 'Saskatchewan (all zones)',
          values: summedValues(chosen),
          population: provincePopulation,
        }
      : (() => {
          const z = zones.find((g) => g.id === zone) ?? zones[0]!;
          return { label: z.name, values: z.values, population: z.population };
        })();
  const shown = (v: number | null, population: number | null) =>
    perCapita ? per100k(v, population) : v;
  const format = perCapita ? rate : count;
  const unitLabel = perCapita ? `${measure} per 100,000` : measure;
  const toDate = (values: Array<number | null>) =>
    values.slice(0, week + 1).reduce<number>((n, v) => n + (v ?? 0), 0);

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={measure}
          onChange={(_, v: string | null) => v && set({ measure: v })}
          aria-label="Measure"
        >
          {subject.measures.map((m) => (
            <ToggleButton key={m} value={m}>
              {m}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={perCapita}
              onChange={(e) => set({ rate: e.target.checked ? '1' : null })}
            />
          }
          label="Per 100,000 people"
        />
        <TextField
          select
          size="small"
          label="Trend of"
          value={zone}
          onChange={(e) => set({ zone: e.target.value === ALL ? null : e.target.value })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={ALL}>Saskatchewan (all zones)</MenuItem>
          {zones.map((z) => (
            <MenuItem key={z.id} value={z.id}>
              {z.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Weekly {unitLabel}: {trend.label}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <TrendChart
            periods={chosen.periods}
            lines={[
              {
                label: trend.label,
                values: trend.values.map((v) => shown(v, trend.population)),
              },
            ]}
          />
        </Suspense>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" id="week-label">
          Week of {chosen.periods[week]}
        </Typography>
        <Slider
          value={week}
          min={0}
          max={lastWeek}
          step={1}
          onChange={(_, v) => set({ week: chosen.periods[v] ?? null })}
          aria-labelledby="week-label"
          getAriaValueText={(v) => `week of ${chosen.periods[v] ?? ''}`}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => chosen.periods[v] ?? ''}
          sx={{ maxWidth: 640, mx: 1 }}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
              <HealthRegionMap
                valueOf={(id) => {
                  const z = mapped.find((g) => g.id === id);
                  return z ? shown(z.values[week] ?? null, z.population) : null;
                }}
                format={format}
                label={`Zones coloured by ${unitLabel}, week of ${chosen.periods[week] ?? ''}`}
                chosen={zone === ALL ? null : zone}
                onChoose={(id) => set({ zone: id === zone ? null : id })}
              />
            </Suspense>
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label={`${subject.name} ${measure} by zone, week of ${chosen.periods[week] ?? ''}`}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Zone</TableCell>
                  <TableCell align="right">Population</TableCell>
                  <TableCell align="right">This week</TableCell>
                  <TableCell align="right">Per 100,000</TableCell>
                  <TableCell align="right">To date</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {zones.map((z) => {
                  const v = z.values[week] ?? null;
                  const r = per100k(v, z.population);
                  return (
                    <TableRow key={z.id} selected={z.id === zone}>
                      <TableCell>{z.name}</TableCell>
                      <TableCell align="right">
                        {z.population ? count(z.population) : '—'}
                      </TableCell>
                      <TableCell align="right">{v === null ? 'not reported' : count(v)}</TableCell>
                      <TableCell align="right">{r === null ? '—' : rate(r)}</TableCell>
                      <TableCell align="right">{count(toDate(z.values))}</TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Saskatchewan</TableCell>
                  <TableCell align="right">{count(provincePopulation)}</TableCell>
                  <TableCell align="right">{count(summedValues(chosen)[week] ?? 0)}</TableCell>
                  <TableCell align="right">
                    {rate(per100k(summedValues(chosen)[week] ?? 0, provincePopulation) ?? 0)}
                  </TableCell>
                  <TableCell align="right">{count(toDate(summedValues(chosen)))}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Grid>
        </Grid>
      </Paper>
    </>
  );
}
