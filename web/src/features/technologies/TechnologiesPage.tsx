import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { TechnologySummary } from '@hta/functions/contract';

import { RecordHeader, dateTime } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';
import { stageLabel } from './labels';
import { TechnologyFilters } from './TechnologyFilters';

const columns: Array<GridColDef<TechnologySummary>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 200 },
  {
    field: 'vendorName',
    headerName: 'Vendor',
    flex: 1,
    minWidth: 150,
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '—',
  },
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 170 },
  {
    field: 'lifecycleStage',
    headerName: 'Stage',
    flex: 1,
    minWidth: 120,
    valueFormatter: (v: string) => stageLabel(v),
  },
  {
    field: 'updatedAt',
    headerName: 'Last changed',
    flex: 1,
    minWidth: 170,
    valueFormatter: (v: string) => dateTime(v),
  },
];

/** tech and technology: the repository. */
export default function TechnologiesPage() {
  const [filters, setFilters] = useState({ category: '', lifecycleStage: '' });
  return (
    <>
      <RecordHeader
        title="Technology repository"
        subtitle="Virtual-care technologies the hub tracks, from proposal to adoption."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to="/addtechnology"
          >
            Add a technology
          </Button>
        }
      />
      <RegistryGrid<TechnologySummary>
        op="technologies.list"
        ariaLabel="Technologies"
        columns={columns}
        defaultSort={{ field: 'name', direction: 'asc' }}
        searchLabel="Search by name"
        filters={{
          category: filters.category || undefined,
          lifecycleStage: filters.lifecycleStage || undefined,
        }}
        filterControls={<TechnologyFilters value={filters} onChange={setFilters} />}
        rowHref={(row) => `/technology/${row.id}`}
        emptyText="The repository is empty. Add the first technology."
      />
    </>
  );
}
