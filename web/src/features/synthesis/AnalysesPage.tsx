import type { AnalysisSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { date } from '../../lib/format';

const columns: Array<ListColumn<AnalysisSummary>> = [
  { field: 'outcome', header: 'Outcome', minWidth: 240 },
  {
    field: 'profileTitle',
    header: 'Evidence profile',
    minWidth: 220,
    render: ({ profileTitle: v }) => v ?? '—',
  },
  { field: 'measure', header: 'Measure', width: 110 },
  { field: 'updatedAt', header: 'Updated', width: 130, render: ({ updatedAt }) => date(updatedAt) },
];

const filters: Array<FilterControl<'analyses'>> = [
  // Set by an evidence profile's link.
  { name: 'profileId', label: 'Evidence profile', options: [], anyLabel: 'Any', hidden: true },
];

/** /analyses: the meta-analyses behind evidence profiles' outcomes. */
export default listPage({
  registry: 'analyses',
  title: 'Meta-analyses',
  subtitle:
    "Each pools one evidence-profile outcome from its studies' extracted figures; the Summary of Findings takes its effect from here.",
  links: [{ label: 'New meta-analysis', to: paths.analysisAdd }],
  columns,
  filters,
  searchLabel: 'Search by outcome',
  emptyText: 'No meta-analysis yet. Start one from an outcome of an evidence profile.',
});
