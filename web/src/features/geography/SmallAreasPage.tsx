import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';

import type { DivisionFigures } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { useParamState, type ParamChanges } from '../../lib/searchParams';
import { ListSelect } from '../../components/registry/ListSelect';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { dateTime, number } from '../../lib/format';
import {
  RegistryGrid,
  type GridRow,
  type ListColumn,
} from '../../components/registry/RegistryGrid';
import { useApiQuery } from '../../lib/api';
import { MEASURES, formatted, measureOf, type MeasureKey } from './measures';

const CensusDivisionMap = lazy(() => import('./CensusDivisionMap'));

export const BOUNDARY_ATTRIBUTION =
  'Adapted from Statistics Canada, 2021 Census – Boundary files (census divisions). This does not constitute an endorsement by Statistics Canada of this product.';

const communityColumns: Array<ListColumn<GridRow<'communities'>>> = [
  { field: 'name', header: 'Community', minWidth: 180 },
  { field: 'type', header: 'Type', minWidth: 140 },
  {
    field: 'population2021',
    header: 'Population 2021',
    minWidth: 140,
    align: 'right',
    render: ({ population2021: v }) => number(v) ?? '',
  },
  {
    field: 'remotenessIndex',
    header: 'Remoteness',
    minWidth: 120,
    align: 'right',
    render: ({ remotenessIndex: v }) => number(v, 3) ?? '',
  },
  {
    field: 'facilityCount',
    header: 'Facilities',
    minWidth: 100,
    align: 'right',
    render: ({ facilityCount: v }) => number(v),
  },
];

/**
 * `sag` — small-area geographies: Saskatchewan's 18 census divisions as a choropleth of a chosen
 * measure with the same figures in a table; choosing a division lists its communities.
 */
export default function SmallAreasPage() {
  const [params, change] = useParamState();
  const measure = measureOf(params.get('measure')).key;
  const chosen = params.get('cd');
  const figures = useApiQuery('geography.censusDivisions', {});
  // The communities list below starts again for another division.
  const set = (changes: ParamChanges) =>
    change('cd' in changes ? { ...changes, page: null } : changes);
  const divisions = figures.data?.divisions ?? [];
  const chosenDivision = divisions.find((d) => d.uid === chosen) ?? null;

  return (
    <>
      <RecordHeader
        title="Small-area geographies"
        subtitle="Saskatchewan’s 18 census divisions (2021 Census): population, change since 2016, remoteness weighted by population, and the communities and healthcare facilities in each. Choose a division to see its communities."
      />
      {figures.error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void figures.refetch()}>Retry</Button>}
        >
          The figures could not be loaded: {figures.error.message}
        </Alert>
      ) : !figures.data ? (
        <Skeleton variant="rounded" height={480} aria-label="Loading the figures" />
      ) : (
        <Stack spacing={2}>
          <ListSelect
            label="Colour the map by"
            value={measure}
            options={MEASURES.map((m) => ({ value: m.key, label: m.label }))}
            onChange={(v) => set({ measure: v })}
            sx={{ maxWidth: 360 }}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 5, lg: 3 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
                  <CensusDivisionMap
                    figures={divisions}
                    measure={measure}
                    chosen={chosen}
                    onChoose={(uid) => set({ cd: uid === chosen ? null : uid })}
                  />
                </Suspense>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {BOUNDARY_ATTRIBUTION} Generalized boundaries, for thematic maps only. Figures:
                  Statistics Canada, 2021 Census (table 98-10-0002-01) and 2021 Index of Remoteness
                  (experimental), Open Licence; facilities from the Open Database of Healthcare
                  Facilities (v1.1).
                </Typography>
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 7, lg: 9 }}>
              <FiguresTable
                divisions={divisions}
                measure={measure}
                chosen={chosen}
                onChoose={(uid) => set({ cd: uid === chosen ? null : uid })}
              />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Computed from the hub’s communities and facilities on{' '}
                {dateTime(figures.data.computedAt)} (version {figures.data.dataVersion}); they
                follow every edit of either.
              </Typography>
            </Grid>
          </Grid>
          {chosenDivision && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={`Communities of ${chosenDivision.name}`}
            >
              <Typography variant="h6" component="h2" gutterBottom>
                Communities of {chosenDivision.name} ({chosenDivision.communities})
              </Typography>
              <RegistryGrid
                key={chosenDivision.uid}
                registry="communities"
                columns={communityColumns}
                fixedFilters={{ censusDivisionUid: chosenDivision.uid }}
                searchLabel="Search its communities"
                rowHref={(row) => paths.community(row.id)}
                emptyText="No community in this division."
                ariaLabel={`Communities of ${chosenDivision.name}`}
              />
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}

function FiguresTable({
  divisions,
  measure,
  chosen,
  onChoose,
}: {
  divisions: DivisionFigures[];
  measure: MeasureKey;
  chosen: string | null;
  onChoose: (uid: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Census division figures">
        <TableHead>
          <TableRow>
            <TableCell>Division</TableCell>
            {MEASURES.map((m) => (
              <TableCell
                key={m.key}
                align="right"
                sx={m.key === measure ? { fontWeight: 700 } : undefined}
              >
                {m.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {divisions.map((d) => (
            <TableRow key={d.uid} hover selected={d.uid === chosen}>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onChoose(d.uid)}
                  aria-pressed={d.uid === chosen}
                  sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
                >
                  {d.name}
                </Button>
              </TableCell>
              {MEASURES.map((m) => (
                <TableCell key={m.key} align="right">
                  {formatted(d, m.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
