import type { EvidenceProfileSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';

const columns: Array<ListColumn<EvidenceProfileSummary>> = [
  { field: 'title', header: 'Question', minWidth: 240 },
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 180,
    render: ({ technologyName: v }) => v ?? '—',
  },
  {
    field: 'outcomes',
    header: 'Outcomes: certainty',
    minWidth: 240,
    render: ({ outcomes: v }) => v.map((o) => `${o.name}: ${o.certainty.level}`).join('; '),
  },
  {
    field: 'updatedAt',
    header: 'Updated',
    width: 120,
    render: ({ updatedAt: v }) => v.slice(0, 10),
  },
];

const filters: Array<FilterControl<'evidenceProfiles'>> = [
  // Set by a technology page's link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /evidence-profiles: the GRADE evidence profiles. */
export default listPage({
  registry: 'evidenceProfiles',
  title: 'Evidence profiles',
  subtitle:
    'GRADE Summary of Findings per technology: the certainty of the evidence for each outcome, computed from the judgements and their reasons.',
  links: [{ label: 'New evidence profile', to: paths.evidenceProfileAdd }],
  ofOneTechnology: {
    what: 'Evidence profiles of',
    all: { path: paths.evidenceProfiles, label: 'Show all' },
  },
  columns,
  filters,
  searchLabel: 'Search by question',
  emptyText: 'No evidence profile yet. Start the first one.',
});
