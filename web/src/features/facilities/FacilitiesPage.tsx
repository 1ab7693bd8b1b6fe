import { paths } from '../../app/paths';
import type { GridRow, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';

// Other features add their columns and filters after these (their feature.ts `lists`).
const columns: Array<ListColumn<GridRow<'facilities'>>> = [
  { field: 'name', header: 'Name', minWidth: 220 },
  { field: 'type', header: 'Type', minWidth: 200 },
  { field: 'communityName', header: 'Community', minWidth: 150 },
];

/** facilitiespool and facilitiespool2: the facility directory. */
export default listPage({
  registry: 'facilities',
  title: 'Facilities',
  subtitle:
    'Healthcare facilities in Saskatchewan (Statistics Canada ODHF) and their readiness for virtual care.',
  links: [{ label: 'Add a facility', to: paths.facilityAdd, chatTo: paths.facilityAddChat }],
  columns,
  filters: [{ name: 'type', label: 'Type', anyLabel: 'All types' }],
  emptyText: 'No facilities yet.',
});
