import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Suspense, lazy, useState } from 'react';

import type { FeeCodeSummary } from '@hta/functions/contract';

import { DialogLoader } from '../../components/DialogLoader';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
import { useSession } from '../../lib/session';
import { money } from './money';

// The fee code form (and the form library) loads when an administrator opens a code.
const FeeCodeDialog = lazy(() =>
  import('./FeeCodeDialog').then((m) => ({ default: m.FeeCodeDialog })),
);

const columns: Array<ListColumn<FeeCodeSummary>> = [
  { field: 'code', header: 'Code', minWidth: 90 },
  { field: 'description', header: 'Description', minWidth: 220 },
  { field: 'unit', header: 'Unit', minWidth: 130 },
  {
    field: 'amount',
    header: 'Amount',
    minWidth: 100,
    render: ({ amount: v }) => (v === null ? 'not cited' : money(v)),
  },
  { field: 'effectiveFrom', header: 'From', minWidth: 110 },
  {
    field: 'effectiveTo',
    header: 'To',
    minWidth: 110,
    render: ({ effectiveTo: v }) => v ?? 'open',
  },
  {
    field: 'verified',
    header: 'Verified',
    minWidth: 200,
    render: ({ verified: value }) =>
      value ? (
        <Chip size="small" color="success" label="Verified" />
      ) : (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label="Verify against the current schedule"
        />
      ),
  },
];

/** The fee schedule: everyone reads it; administrators add and correct codes. */
export function FeeSchedule() {
  const { claims } = useSession();
  const [editing, setEditing] = useState<string | null>(null); // an id, or 'new';
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        No machine-readable Saskatchewan schedule is available to the hub. These codes come with
        their sources; verify each against the current Medical Services Branch Payment Schedule
        (revised each 1 April and 1 October) before relying on an estimate.
      </Alert>
      <RegistryGrid
        registry="feeCodes"
        ariaLabel="Fee schedule"
        columns={columns}
        searchLabel="Search by code"
        filters={[
          {
            name: 'verified',
            label: 'Verified',
            options: [
              { value: 'true', label: 'Verified' },
              { value: 'false', label: 'To verify' },
            ],
            anyLabel: 'All codes',
          },
        ]}
        onRowOpen={claims.admin ? (row) => setEditing(row.id) : undefined}
        emptyText="No fee codes yet."
        toolbar={
          claims.admin && (
            <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Add a fee code
            </Button>
          )
        }
      />
      {editing && (
        <Suspense fallback={<DialogLoader onClose={() => setEditing(null)} />}>
          {editing === 'new' ? (
            <FeeCodeDialog id={null} onClose={() => setEditing(null)} />
          ) : (
            <FeeCodeDialog key={editing} id={editing} onClose={() => setEditing(null)} />
          )}
        </Suspense>
      )}
    </>
  );
}
