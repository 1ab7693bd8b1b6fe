import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { NEED_STATUSES, SEVERITIES, type ClinicalNeedSummary } from '@hta/functions/contract';

import { RecordHeader, dateTime } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';
import { useSession } from '../../lib/session';

const columns: Array<GridColDef<ClinicalNeedSummary>> = [
  { field: 'title', headerName: 'Need', flex: 2, minWidth: 220 },
  {
    field: 'clinicalArea',
    headerName: 'Clinical area',
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '—',
  },
  { field: 'severity', headerName: 'Severity', flex: 1, minWidth: 110 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
  {
    field: 'updatedAt',
    headerName: 'Last changed',
    flex: 1,
    minWidth: 170,
    valueFormatter: (v: string) => dateTime(v),
  },
];

/** /clinical-needs/ (open: visitors see published needs) and needs (the staff overview by status). */
export default function NeedsListPage() {
  const { user } = useSession();
  const overview = useLocation().pathname === '/needs';
  const [status, setStatus] = useState<string>(overview ? 'draft' : '');
  const [severity, setSeverity] = useState('');
  return (
    <>
      <RecordHeader
        title={overview ? 'Clinical needs overview' : 'Clinical needs'}
        subtitle="Each need is stated as a problem, the population who has it, and the outcome wanted — never a solution."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to="/clinical-needs/new"
          >
            {user ? 'State a need' : 'Sign in to state a need'}
          </Button>
        }
      />
      {overview && (
        <Tabs
          value={status}
          onChange={(_, v: string) => setStatus(v)}
          sx={{ mb: 2 }}
          aria-label="Status"
        >
          {NEED_STATUSES.map((s) => (
            <Tab key={s} value={s} label={s.charAt(0).toUpperCase() + s.slice(1)} />
          ))}
        </Tabs>
      )}
      <RegistryGrid<ClinicalNeedSummary>
        op="clinicalNeeds.list"
        ariaLabel="Clinical needs"
        columns={columns}
        defaultSort={{ field: 'updatedAt', direction: 'desc' }}
        searchLabel="Search by title"
        filters={{ status: status || undefined, severity: severity || undefined }}
        filterControls={
          <>
            {user && !overview && (
              <TextField
                select
                size="small"
                label="Status"
                value={status}
                onChange={(e) => setStatus(e.target.value)}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">Any status</MenuItem>
                {NEED_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              label="Severity"
              value={severity}
              onChange={(e) => setSeverity(e.target.value)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">Any severity</MenuItem>
              {SEVERITIES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        rowHref={(row) => `/clinical-needs/${row.id}`}
        emptyText={user ? 'No needs here yet.' : 'No published needs yet.'}
      />
    </>
  );
}
