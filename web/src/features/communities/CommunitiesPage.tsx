import type { CommunitySummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { number, percentChange } from '../../lib/format';
import type { ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';

const columns: Array<ListColumn<CommunitySummary>> = [
  {
    field: 'name',
    header: 'Name',
    minWidth: 180,
    // A search by another name finds the census's: say which, so the row is not a puzzle.
    render: ({ name, otherNames }) =>
      otherNames?.length ? `${name} (also ${otherNames.map((n) => n.name).join(', ')})` : name,
  },
  { field: 'type', header: 'Type', minWidth: 140 },
  { field: 'censusDivisionName', header: 'Census division', minWidth: 140 },
  {
    field: 'population2021',
    header: 'Population 2021',
    align: 'right',
    minWidth: 130,
    render: ({ population2021: v }) => number(v) ?? '—',
  },
  {
    field: 'populationChangePct',
    header: 'Change since 2016',
    align: 'right',
    minWidth: 140,
    render: ({ populationChangePct: v }) => (v === null ? '—' : percentChange(v / 100)),
  },
  {
    field: 'remotenessIndex',
    header: 'Remoteness',
    align: 'right',
    minWidth: 110,
    render: ({ remotenessIndex: v }) => number(v, 3) ?? '—',
  },
  {
    field: 'facilityCount',
    header: 'Facilities',
    align: 'right',
    minWidth: 100,
    render: ({ facilityCount: v }) => number(v),
  },
];

export default listPage({
  registry: 'communities',
  title: 'Communities',
  subtitle:
    "Saskatchewan's census subdivisions (2021 Census) and the hub's notes on them; found by their other names too.",
  links: [{ label: 'Add a community', to: paths.communityAdd }],
  columns,
  filters: [{ name: 'type', label: 'Type', anyLabel: 'All types' }],
  emptyText: 'No communities yet.',
});
