import type { BudgetImpactSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { netDollars, people } from './format';

const columns: Array<ListColumn<BudgetImpactSummary>> = [
  { field: 'title', header: 'Title', minWidth: 240 },
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 160,
    render: ({ technologyName: v }) => v ?? '—',
  },
  {
    field: 'targets',
    header: 'Communities',
    minWidth: 180,
    render: (row) => row.targets.map((t) => t.name).join(', '),
  },
  { field: 'horizonYears', header: 'Years', width: 80 },
  {
    field: 'eligible',
    header: 'Eligible a year',
    width: 130,
    render: (row) => people(row.totals.eligiblePopulation),
  },
  {
    field: 'netTotal',
    header: 'Net budget impact',
    minWidth: 170,
    render: (row) => netDollars(row.totals.netTotal),
  },
];

const filters: Array<FilterControl<'budgetImpacts'>> = [
  // Set by a technology page's "see all" link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /budget-impact: the budget impact analyses. */
export default listPage({
  registry: 'budgetImpacts',
  title: 'Budget impact analyses',
  subtitle:
    'What a technology would cost the budget holder over one to five years, per ISPOR good practice (Sullivan et al. 2014): net of the care it displaces, undiscounted.',
  links: [{ label: 'New analysis', to: paths.budgetImpactAdd }],
  ofOneTechnology: {
    what: 'Analyses of',
    all: { path: paths.budgetImpacts, label: 'Show all analyses' },
  },
  columns,
  filters,
  searchLabel: 'Search by title',
  emptyText: 'No budget impact analysis yet. Make the first one.',
});
