import type { DossierSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { capital, day } from './format';

const columns: Array<ListColumn<DossierSummary>> = [
  { field: 'title', header: 'Title', minWidth: 240 },
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 160,
    render: ({ technologyName: v }) => v ?? '—',
  },
  {
    field: 'state',
    header: 'State',
    width: 150,
    render: (row) => `${capital(row.state)}, v${row.versionNumber}`,
  },
  {
    field: 'lastApproved',
    header: 'Approved',
    minWidth: 200,
    render: (row) =>
      row.lastApproved
        ? `v${row.lastApproved.number} ${day(row.lastApproved.approvedAt)}: ${row.lastApproved.recommendation ?? 'no recommendation'}`
        : 'Not yet',
  },
];

const filters: Array<FilterControl<'dossiers'>> = [
  { name: 'state', label: 'State', anyLabel: 'Any state' },
  // Set by a technology page's "see all" link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /dossiers: the assessment dossiers. */
export default listPage({
  registry: 'dossiers',
  title: 'Assessment dossiers',
  subtitle:
    "Per technology, what a decision rests on — its evaluations, evidence, budget impact, the facilities' readiness and the needs it answers — with a recommendation, reviewed and signed off.",
  links: [{ label: 'New dossier', to: paths.dossierAdd }],
  ofOneTechnology: {
    what: 'Dossiers of',
    all: { path: paths.dossiers, label: 'Show all dossiers' },
  },
  columns,
  filters,
  searchLabel: 'Search by title',
  emptyText: 'No assessment dossier yet. Make the first one.',
});
