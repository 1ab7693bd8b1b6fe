import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { paths, type BudgetImpactSummary } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { RegistryGrid, type FilterControl } from '../../components/registry/RegistryGrid';
import { netDollars, people } from './format';

const columns: Array<GridColDef<BudgetImpactSummary>> = [
  { field: 'title', headerName: 'Title', flex: 3, minWidth: 240 },
  {
    field: 'technologyName',
    headerName: 'Technology',
    flex: 2,
    minWidth: 160,
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '—',
  },
  {
    field: 'targets',
    headerName: 'Communities',
    flex: 2,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => row.targets.map((t) => t.name).join(', '),
  },
  { field: 'horizonYears', headerName: 'Years', width: 80, sortable: false },
  {
    field: 'eligible',
    headerName: 'Eligible a year',
    width: 130,
    sortable: false,
    valueGetter: (_v, row) => people(row.totals.eligiblePopulation),
  },
  {
    field: 'netTotal',
    headerName: 'Net budget impact',
    flex: 1,
    minWidth: 170,
    sortable: false,
    valueGetter: (_v, row) => netDollars(row.totals.netTotal),
  },
];

const filters: Array<FilterControl<'budgetImpacts'>> = [
  // Set by a technology page's "see all" link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /budget-impact: the budget impact analyses. */
export default function BudgetImpactsPage() {
  const [params] = useSearchParams();
  const ofTechnology = params.get('f.technologyId');
  return (
    <>
      <RecordHeader
        title="Budget impact analyses"
        subtitle="What a technology would cost the budget holder over one to five years, per ISPOR good practice (Sullivan et al. 2014): net of the care it displaces, undiscounted."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.budgetImpactAdd}
          >
            New analysis
          </Button>
        }
      />
      {ofTechnology && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Analyses of{' '}
          <Link component={RouterLink} to={paths.technology(ofTechnology)}>
            one technology
          </Link>
          .{' '}
          <Link component={RouterLink} to={paths.budgetImpacts}>
            Show all analyses
          </Link>
        </Alert>
      )}
      <RegistryGrid
        registry="budgetImpacts"
        ariaLabel="Budget impact analyses"
        columns={columns}
        searchLabel="Search by title"
        filters={filters}
        rowHref={(row) => paths.budgetImpact(row.id)}
        emptyText="No budget impact analysis yet. Make the first one."
      />
    </>
  );
}
