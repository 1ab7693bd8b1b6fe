import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import type { TechnologySummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { dateTime } from '../../lib/format';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
import { stageLabel } from './labels';
import { technologyFilters } from './filters';

const columns: Array<ListColumn<TechnologySummary>> = [
  { field: 'name', header: 'Name', minWidth: 200 },
  {
    field: 'vendorName',
    header: 'Vendor',
    minWidth: 150,
    render: ({ vendorName: v }) => v ?? '—',
  },
  { field: 'category', header: 'Category', minWidth: 170 },
  {
    field: 'lifecycleStage',
    header: 'Stage',
    minWidth: 120,
    render: ({ lifecycleStage: v }) => stageLabel(v),
  },
  {
    field: 'updatedAt',
    header: 'Last changed',
    minWidth: 170,
    render: ({ updatedAt: v }) => dateTime(v),
  },
];

/** tech and technology: the repository. */
export default function TechnologiesPage() {
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
            to={paths.technologyAdd}
          >
            Add a technology
          </Button>
        }
      />
      <RegistryGrid
        registry="technologies"
        ariaLabel="Technologies"
        columns={columns}
        searchLabel="Search by name"
        filters={technologyFilters}
        rowHref={(row) => paths.technology(row.id)}
        emptyText="The repository is empty. Add the first technology."
      />
    </>
  );
}
