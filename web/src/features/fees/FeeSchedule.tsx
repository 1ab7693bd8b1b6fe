import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';

import type { FeeCodeSummary } from '@hta/functions/contract';

import { formFieldsOf, FormSwitch } from '../../components/form/FormParts';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import { RegistryGrid } from '../../components/registry/RegistryGrid';
import { useRecord, type FieldsOf } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { money } from './money';

const F = formFieldsOf<FieldsOf<'feeCodes'>>();

const columns: Array<GridColDef<FeeCodeSummary>> = [
  { field: 'code', headerName: 'Code', minWidth: 90 },
  { field: 'description', headerName: 'Description', flex: 2, minWidth: 220, sortable: false },
  { field: 'unit', headerName: 'Unit', minWidth: 130, sortable: false },
  {
    field: 'amount',
    headerName: 'Amount',
    minWidth: 100,
    sortable: false,
    valueFormatter: (v: number | null) => (v === null ? 'not cited' : money(v)),
  },
  { field: 'effectiveFrom', headerName: 'From', minWidth: 110 },
  {
    field: 'effectiveTo',
    headerName: 'To',
    minWidth: 110,
    sortable: false,
    valueFormatter: (v: string | null) => v ?? 'open',
  },
  {
    field: 'verified',
    headerName: 'Verified',
    minWidth: 200,
    sortable: false,
    renderCell: ({ value }) =>
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
      {editing === 'new' && <FeeCodeDialog id={null} onClose={() => setEditing(null)} />}
      {editing && editing !== 'new' && (
        <FeeCodeDialog id={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function FeeCodeDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useRecord('feeCodes', id ?? '');
  if (id && !query.data) return null;
  const record = query.data?.feeCode ?? null;
  return (
    <RegistryFormDialog
      registry="feeCodes"
      record={record}
      title={record ? `Edit ${record.code}` : 'Add a fee code'}
      onClose={onClose}
      empty={{
        code: '',
        description: '',
        unit: 'per service',
        effectiveFrom: new Date().toISOString().slice(0, 10),
        source: '',
        verified: false,
      }}
    >
      <F.Text name="code" label="Code" required autoFocus />
      <F.Text name="description" label="Description" required />
      <F.Text name="unit" label="Unit" required />
      <F.Number name="amount" label="Amount ($)" helperText="Empty when no amount can be cited." />
      <F.Text
        name="effectiveFrom"
        label="In effect from"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <F.Text
        name="effectiveTo"
        label="In effect until (last day)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <F.Text name="source" label="Source" required multiline minRows={2} />
      <FormSwitch name="verified" label="Verified against the current schedule" />
      <F.Text name="notes" label="Notes" multiline minRows={2} />
    </RegistryFormDialog>
  );
}
