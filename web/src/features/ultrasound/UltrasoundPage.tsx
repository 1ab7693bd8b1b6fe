import AddIcon from '@mui/icons-material/Add';
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

import type { UltrasoundTotals } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { useParamState } from '../../lib/searchParams';
import { RecordHeader } from '../../components/registry/RecordHeader';
import {
  RegistryGrid,
  type GridRow,
  type ListColumn,
} from '../../components/registry/RegistryGrid';
import { useApiQuery } from '../../lib/api';
import { decimal, percent } from '../../lib/format';

// The session form (and the form library) loads when a session is opened, not with the list.
const SessionDialog = lazy(() =>
  import('./SessionDialog').then((m) => ({ default: m.SessionDialog })),
);
import { DialogLoader } from '../../components/DialogLoader';

const UltrasoundCharts = lazy(() => import('./UltrasoundCharts'));
// The cost comparison (its editable costs: the form fields' code) loads with the totals it
// compares, after the session list: the list page's first load stays small.
const CostComparison = lazy(() =>
  import('./CostComparison').then((m) => ({ default: m.CostComparison })),
);

const columns: Array<ListColumn<GridRow<'ultrasoundSessions'>>> = [
  { field: 'date', header: 'Date', minWidth: 110, nowrap: true },
  { field: 'facilityName', header: 'Facility', minWidth: 200 },
  { field: 'communityName', header: 'Community', minWidth: 140 },
  { field: 'examType', header: 'Exam', minWidth: 190 },
  { field: 'mode', header: 'Mode', minWidth: 110 },
  { field: 'adequacy', header: 'Images', minWidth: 190 },
  { field: 'outcome', header: 'Outcome', minWidth: 150 },
  {
    field: 'travel',
    header: 'Km avoided',
    minWidth: 110,
    render: (row) =>
      row.outcome === 'no travel needed' ? (row.travel.roundTripKm ?? 'not computed') : '—',
  },
];

const share = (n: number | null) => (n === null ? '—' : percent(n, 0));

/** /ultrasound — the tele-ultrasound session log with its totals, charts and cost comparison. */
export default function UltrasoundPage() {
  const [params, change] = useParamState();
  const chosen = params.get('session');
  const totals = useApiQuery('ultrasoundSessions.totals', {});
  const close = () => change({ session: null });
  const open = (id: string) => change({ session: id });
  return (
    <>
      <RecordHeader
        title="Tele-ultrasound log"
        subtitle="Remote-presence and tele-guided ultrasound sessions in northern communities: what was scanned, whether the images served, and the patient travel avoided. Never a patient identifier."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
            Log a session
          </Button>
        }
      />
      <Stack spacing={2}>
        {totals.error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void totals.refetch()}>Retry</Button>}
          >
            The totals could not be loaded: {totals.error.message}
          </Alert>
        ) : !totals.data ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading totals" />
        ) : (
          <Totals totals={totals.data} />
        )}
        <RegistryGrid
          registry="ultrasoundSessions"
          columns={columns}
          searchLabel="Search by date (e.g. 2026-10)"
          filters={[{ name: 'examType', label: 'Exam', anyLabel: 'All exams' }]}
          onRowOpen={(row) => open(row.id)}
          emptyText="No sessions logged yet."
          ariaLabel="Tele-ultrasound sessions"
        />
        {totals.data && <Breakdown totals={totals.data} />}
      </Stack>
      {chosen && (
        <Suspense fallback={<DialogLoader onClose={close} />}>
          <SessionDialog id={chosen === 'new' ? null : chosen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function Totals({ totals }: { totals: UltrasoundTotals }) {
  const stat = (label: string, value: string, note?: string) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2, height: '100%' }}>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </Paper>
    </Grid>
  );
  return (
    <Stack spacing={2}>
      <Grid container spacing={2} component="section" aria-label="Totals">
        {stat('sessions', decimal(totals.sessions))}
        {stat('adequate for diagnosis', share(totals.adequacyRate), 'with or without reservations')}
        {stat(
          'sessions without travel',
          decimal(totals.travelAvoidedSessions),
          count(
            totals.byOutcome.find((o) => o.key === 'urgent transfer')?.count ?? 0,
            'urgent transfer',
          ),
        )}
        {stat(
          'km of travel avoided',
          decimal(totals.kmAvoided, 1),
          totals.travelKnownSessions < totals.travelAvoidedSessions
            ? `distance unknown for ${totals.travelAvoidedSessions - totals.travelKnownSessions}`
            : 'great-circle, there and back',
        )}
      </Grid>
      {totals.truncated && (
        <Alert severity="warning">The totals count the newest 5,000 sessions only.</Alert>
      )}
    </Stack>
  );
}

function Breakdown({ totals }: { totals: UltrasoundTotals }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Sessions
          </Typography>
          {totals.sessions > 0 && (
            <Suspense fallback={<Skeleton variant="rounded" height={460} />}>
              <UltrasoundCharts totals={totals} />
            </Suspense>
          )}
          <CountTable
            caption="Sessions by exam, mode, images and outcome"
            groups={[
              ['Exam', totals.byExamType],
              ['Mode', totals.byMode],
              ['Images', totals.byAdequacy],
              ['Outcome', totals.byOutcome],
            ]}
          />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <CostComparison exams={totals.travelAvoidedSessions} />
        </Suspense>
      </Grid>
    </Grid>
  );
}

function CountTable({
  caption,
  groups,
}: {
  caption: string;
  groups: Array<[string, Array<{ key: string; count: number }>]>;
}) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>Of</TableCell>
          <TableCell>Value</TableCell>
          <TableCell align="right">Sessions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.flatMap(([group, counts]) =>
          counts.map((c) => (
            <TableRow key={`${group}-${c.key}`}>
              <TableCell>{group}</TableCell>
              <TableCell>{c.key}</TableCell>
              <TableCell align="right">{c.count}</TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
