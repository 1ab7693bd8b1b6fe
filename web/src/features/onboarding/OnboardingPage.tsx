import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
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

import type { OnboardingSummary } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';
import { CENSUS_DIVISIONS } from '@hta/functions/contract/shared/geography/divisions';
import {
  ONBOARDING_MILESTONES,
  milestoneTitle,
} from '@hta/functions/contract/shared/onboarding/milestones';

import { useParamState } from '../../lib/searchParams';
import { RecordHeader } from '../../components/registry/RecordHeader';
import {
  RegistryGrid,
  type GridRow,
  type ListColumn,
} from '../../components/registry/RegistryGrid';
import { useApiQuery } from '../../lib/api';
import { percent } from '../../lib/format';
import { DialogLoader } from '../../components/DialogLoader';

// The plan form (and the form library) loads when a plan is opened, not with the list.
const PlanDialog = lazy(() => import('./PlanDialog').then((m) => ({ default: m.PlanDialog })));

const columns: Array<ListColumn<GridRow<'facilities'>>> = [
  { field: 'name', header: 'Facility', minWidth: 220 },
  { field: 'type', header: 'Type', minWidth: 180 },
  { field: 'communityName', header: 'Community', minWidth: 140 },
  { field: 'censusDivisionName', header: 'Census division', minWidth: 140 },
  { field: 'onboardingStatus', header: 'Status', minWidth: 110 },
  {
    field: 'onboardingProgress',
    header: 'Progress',
    minWidth: 140,
    render: ({ onboardingProgress: value, name }) => (
      <Stack sx={{ width: '100%', justifyContent: 'center', height: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={value}
          aria-label={`Onboarding of ${name}: ${percent(value / 100, 0)}`}
        />
        <Typography variant="caption">{percent(value / 100, 0)}</Typography>
      </Stack>
    ),
  },
  {
    field: 'onboardingNext',
    header: 'Next milestone',
    minWidth: 220,
    render: (row) => (row.onboardingNext ? milestoneTitle(row.onboardingNext) : 'live'),
  },
];

/**
 * /facilityProgress — every facility's virtual-care onboarding: the milestones reached across
 * them, and a table to filter and open; a plan opens over it (`?plan=` or `?facility=`).
 */
export default function OnboardingPage() {
  const [params, set] = useParamState();
  const plan = params.get('plan');
  const forFacility = params.get('start');
  const type = params.get('f.type') ?? undefined;
  const censusDivisionUid = params.get('f.censusDivisionUid') ?? undefined;
  const summary = useApiQuery('onboardings.summary', {
    ...(type ? { type } : {}),
    ...(censusDivisionUid ? { censusDivisionUid } : {}),
  });
  const close = () => set({ plan: null, start: null, name: null });
  return (
    <>
      <RecordHeader
        title="Virtual-care onboarding progress"
        subtitle={`Each facility’s way to virtual care: ${ONBOARDING_MILESTONES.map((m) => m.title.toLowerCase()).join(' → ')}. Progress is the share of milestones done.`}
      />
      <Stack spacing={2}>
        {summary.error ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void summary.refetch()}>Retry</Button>}
          >
            The summary could not be loaded: {summary.error.message}
          </Alert>
        ) : !summary.data ? (
          <Skeleton variant="rounded" height={150} aria-label="Loading the summary" />
        ) : (
          <Summary summary={summary.data} filtered={Boolean(type ?? censusDivisionUid)} />
        )}
        <RegistryGrid
          registry="facilities"
          columns={columns}
          defaultSort={{ field: 'onboardingProgress', direction: 'desc' }}
          searchLabel="Search facilities"
          filters={[
            { name: 'type', label: 'Type', anyLabel: 'All types' },
            {
              name: 'censusDivisionUid',
              label: 'Census division',
              options: CENSUS_DIVISIONS.map((d) => ({ value: d.uid, label: d.name })),
              anyLabel: 'All divisions',
            },
            {
              name: 'onboardingStatus',
              label: 'Status',
              anyLabel: 'Any status',
            },
          ]}
          onRowOpen={(row) =>
            row.onboardingId
              ? set({ plan: row.onboardingId })
              : set({ start: row.id, name: row.name })
          }
          emptyText="No facility matches."
          ariaLabel="Facilities and their onboarding"
        />
      </Stack>
      {(plan ?? forFacility) && (
        <Suspense fallback={<DialogLoader onClose={close} />}>
          <PlanDialog
            id={plan}
            facility={
              forFacility ? { id: forFacility, name: params.get('name') ?? forFacility } : null
            }
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

function Summary({ summary, filtered }: { summary: OnboardingSummary; filtered: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Summary">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography sx={{ mr: 1 }}>
          {count(summary.facilities, 'facility', 'facilities')}
          {filtered ? ' (filtered)' : ''}:
        </Typography>
        {summary.byStatus.map((s) => (
          <Chip key={s.status} label={`${s.status}: ${s.count}`} variant="outlined" />
        ))}
      </Stack>
      <Table size="small" aria-label="Facilities by milestone">
        <TableHead>
          <TableRow>
            <TableCell>Milestone</TableCell>
            <TableCell align="right">Passed</TableCell>
            <TableCell align="right">Next step for</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ONBOARDING_MILESTONES.map((m, i) => (
            <TableRow key={m.key}>
              <TableCell>
                {i + 1}. {m.title}
              </TableCell>
              <TableCell align="right">{summary.reached[i]?.count ?? 0}</TableCell>
              <TableCell align="right">{summary.atMilestone[i]?.count ?? 0}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
