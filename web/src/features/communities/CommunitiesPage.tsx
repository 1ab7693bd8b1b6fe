import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import { COMMUNITY_TYPES, paths, type CommunitySummary } from '@hta/functions/contract';

import { RecordHeader, number } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';

const columns: Array<GridColDef<CommunitySummary>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 180 },
  { field: 'type', headerName: 'Type', flex: 1, minWidth: 140 },
  { field: 'censusDivisionName', headerName: 'Census division', flex: 1, minWidth: 140 },
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
  return (
    <>
      <RecordHeader
        title="Communities"
        subtitle="Saskatchewan's census subdivisions (2021 Census) and the hub's notes on them."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.communityAdd}
          >
            Add a community
          </Button>
        }
      />
      <RegistryGrid
        registry="communities"
        ariaLabel="Communities"
        columns={columns}
        searchLabel="Search by name"
        filters={[{ name: 'type', label: 'Type', options: COMMUNITY_TYPES, anyLabel: 'All types' }]}
        rowHref={(row) => paths.community(row.id)}
        emptyText="No communities yet."
      />
    </>
  );
}
