import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { FACILITY_TYPES, READINESS, type FacilitySummary } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';

const columns: Array<GridColDef<FacilitySummary>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 220 },
  { field: 'type', headerName: 'Type', flex: 1.5, minWidth: 200 },
  { field: 'communityName', headerName: 'Community', flex: 1, minWidth: 150 },
  {
    field: 'readiness',
    headerName: 'Virtual-care readiness',
    flex: 1,
    minWidth: 160,
    sortable: false,
  },
  {
    field: 'onboardingProgress',
    headerName: 'Onboarding',
    type: 'number',
    minWidth: 110,
    valueFormatter: (v: number) => `${v}%`,
  },
];

/** facilitiespool and facilitiespool2: the facility directory. */
export default function FacilitiesPage() {
  const [type, setType] = useState('');
  const [readiness, setReadiness] = useState('');
  const chat = useLocation().pathname.endsWith('2');
  return (
    <>
      <RecordHeader
        title="Facilities"
        subtitle="Healthcare facilities in Saskatchewan (Statistics Canada ODHF) and their readiness for virtual care."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={chat ? '/addfacility2' : '/addfacility'}
          >
            Add a facility
          </Button>
        }
      />
      <RegistryGrid<FacilitySummary>
        op="facilities.list"
        ariaLabel="Facilities"
        columns={columns}
        defaultSort={{ field: 'name', direction: 'asc' }}
        searchLabel="Search by name"
        filters={{ type: type || undefined, readiness: readiness || undefined }}
        filterControls={
          <>
            <TextField
              select
              size="small"
              label="Type"
              value={type}
              onChange={(e) => setType(e.target.value)}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">All types</MenuItem>
              {FACILITY_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Readiness"
              value={readiness}
              onChange={(e) => setReadiness(e.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">Any readiness</MenuItem>
              {READINESS.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        rowHref={(row) => `/facility2/${row.id}`}
        emptyText="No facilities yet."
      />
    </>
  );
}
