import type { TechnologySummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { dateTime } from '../../lib/format';
import type { ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
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
export default listPage({
  registry: 'technologies',
  title: 'Technology repository',
  subtitle: 'Virtual-care technologies the hub tracks, from proposal to adoption.',
  ariaLabel: 'Technologies',
  links: [{ label: 'Add a technology', to: paths.technologyAdd }],
  columns,
  filters: technologyFilters,
  emptyText: 'The repository is empty. Add the first technology.',
});
