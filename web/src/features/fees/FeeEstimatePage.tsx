import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { FeeCodeSummary, FeeEstimate } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { RecordSideList } from '../../components/registry/RecordSideList';
import { useApiQuery } from '../../lib/api';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { downloadEstimateCsv, printEstimate } from './estimateFiles';
import { money } from './money';
import { PricedTable } from './PricedTable';

// The estimate form (and the form library) loads when an estimate is started or edited.
const EstimateForm = lazy(() =>
  import('./EstimateForm').then((m) => ({ default: m.EstimateForm })),
);
// The fee schedule (a registry list) loads when its tab is opened: most visits are about estimates.
const FeeSchedule = lazy(() => import('./FeeSchedule').then((m) => ({ default: m.FeeSchedule })));
const formLoading = <Skeleton variant="rounded" height={200} aria-label="Loading" aria-busy />;

/**
 * /fee-gen — fee estimates: service lines × quantities priced at the schedule's fees, saved,
 * exported as CSV or printed to PDF; and the fee schedule itself (`?tab=schedule`).
 */
export default function FeeEstimatePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'schedule' ? 'schedule' : 'estimates';
  return (
    <>
      <RecordHeader
        title="Fee estimate"
        subtitle="Estimate what virtual-care services would be paid: service lines × quantities at the fees in effect when the period starts. Every fee comes with its source; verify it against the current schedule."
      />
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'schedule' ? { tab: v } : {})}
        aria-label="Fee estimate sections"
        sx={{ mb: 2 }}
      >
        <Tab value="estimates" label="Estimates" />
        <Tab value="schedule" label="Fee schedule" />
      </Tabs>
      {tab === 'schedule' ? (
        <Suspense fallback={formLoading}>
          <FeeSchedule />
        </Suspense>
      ) : (
        <Estimates />
      )}
    </>
  );
}

function Estimates() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('estimate');
  const editing = chosen === 'new' || params.get('edit') === '1';
  const list = useApiQuery('feeEstimates.list', { pageSize: 100 });
  const codes = useApiQuery('feeCodes.list', { pageSize: 100 });
  const open = (id: string | null, edit = false) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (id) next.set('estimate', id);
      if (edit) next.set('edit', '1');
      return next;
    });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Stack spacing={1}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
            New estimate
          </Button>
          <RecordSideList
            label="Saved estimates"
            query={list}
            chosen={chosen}
            onOpen={(id) => open(id)}
            primary={(e) => e.title}
            secondary={(e) => `${money(e.priced.total)} · ${e.periodFrom} to ${e.periodTo}`}
            empty="No estimates yet."
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        {codes.isPending ? (
          <Skeleton variant="rounded" height={200} aria-label="Loading" />
        ) : chosen === 'new' ? (
          <Suspense fallback={formLoading}>
            <EstimateForm
              record={null}
              codes={codes.data?.items ?? []}
              onSaved={(id) => open(id)}
              onCancel={() => open(null)}
              onReload={() => undefined}
            />
          </Suspense>
        ) : chosen ? (
          <ChosenEstimate
            id={chosen}
            editing={editing}
            codes={codes.data?.items ?? []}
            open={open}
          />
        ) : (
          <Typography color="text.secondary">Choose an estimate, or start a new one.</Typography>
        )}
      </Grid>
    </Grid>
  );
}

function ChosenEstimate({
  id,
  editing,
  codes,
  open,
}: {
  id: string;
  editing: boolean;
  codes: FeeCodeSummary[];
  open: (id: string | null, edit?: boolean) => void;
}) {
  const query = useRecord('feeEstimates', id);
  const remove = useDeleteRecord('feeEstimates');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const estimate = query.data.feeEstimate;
  if (editing)
    return (
      <Suspense fallback={formLoading}>
        <EstimateForm
          key={estimate.version}
          record={estimate}
          codes={codes}
          onSaved={(saved) => open(saved)}
          onCancel={() => open(estimate.id)}
          onReload={() => void query.refetch()}
        />
      </Suspense>
    );
  return (
    <EstimateView
      estimate={estimate}
      onEdit={() => open(estimate.id, true)}
      remove={() => remove.mutateAsync({ id: estimate.id, version: estimate.version })}
    />
  );
}

function EstimateView({
  estimate: e,
  onEdit,
  remove,
}: {
  estimate: FeeEstimate;
  onEdit: () => void;
  remove: () => Promise<unknown>;
}) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">
            {e.title}
          </Typography>
          <Typography color="text.secondary">
            {[e.communityName, e.facilityName].filter(Boolean).join(' · ') || 'No place named'} ·{' '}
            {e.periodFrom} to {e.periodTo}
          </Typography>
        </Stack>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadEstimateCsv(e)}>
          CSV
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => printEstimate(e)}>
          Print or save as PDF
        </Button>
        <DeleteRecordButton
          label="fee estimate"
          name={e.title}
          remove={remove}
          then={paths.feeEstimate}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PricedTable priced={e.priced} caption="Estimate" />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Priced by the server when saved, at the fees then in the schedule.
        </Typography>
      </Paper>
      {e.notes && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{e.notes}</Typography>
        </Paper>
      )}
    </Stack>
  );
}
