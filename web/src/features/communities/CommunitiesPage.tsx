import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { COMMUNITY_TYPES, type CommunitySummary } from '@hta/functions/contract';

import { RecordHeader, number } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';

const columns: Array<GridColDef<CommunitySummary>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 180 },
  { field: 'type', headerName: 'Type', flex: 1, minWidth: 140, sortable: false },
  {
    field: 'censusDivisionName',
    headerName: 'Census division',
    flex: 1,
    minWidth: 140,
    sortable: false,
  },
  {
    field: 'population2021',
    headerName: 'Population 2021',
    type: 'number',
    flex: 1,
    minWidth: 130,
    valueFormatter: (v: number | null) => number(v) ?? '—',
  },
  {
    field: 'populationChangePct',
    headerName: 'Change since 2016',
    type: 'number',
    flex: 1,
    minWidth: 140,
    valueFormatter: (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${v}%`),
  },
  {
    field: 'remotenessIndex',
    headerName: 'Remoteness',
    type: 'number',
    flex: 1,
    minWidth: 110,
    valueFormatter: (v: number | null) => number(v, 3) ?? '—',
  },
  { field: 'facilityCount', headerName: 'Facilities', type: 'number', minWidth: 100 },
];

export default function CommunitiesPage() {
  const [type, setType] = useState('');
  return (
    <>
      <RecordHeader
        title="Communities"
        subtitle="Saskatchewan's census subdivisions (2021 Census) and the hub's notes on them."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/addsite">
            Add a community
          </Button>
        }
      />
      <RegistryGrid<CommunitySummary>
        op="communities.list"
        ariaLabel="Communities"
        columns={columns}
        defaultSort={{ field: 'name', direction: 'asc' }}
        searchLabel="Search by name"
        filters={{ type: type || undefined }}
        filterControls={
          <TextField
            select
            size="small"
            label="Type"
            value={type}
            onChange={(e) => setType(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All types</MenuItem>
            {COMMUNITY_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        }
        rowHref={(row) => `/site2/${row.id}`}
        emptyText="No communities yet."
      />
    </>
  );
}
