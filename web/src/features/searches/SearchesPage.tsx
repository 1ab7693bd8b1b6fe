import type { SearchSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { count, date } from '../../lib/format';

const columns: Array<ListColumn<SearchSummary>> = [
  {
    field: 'source',
    header: 'Source',
    minWidth: 180,
    render: ({ source, sourceDetail }) => (sourceDetail ? `${source} (${sourceDetail})` : source),
  },
  {
    field: 'questionTitle',
    header: 'Question',
    minWidth: 260,
    render: ({ questionTitle: v }) => v ?? '—',
  },
  { field: 'dateRun', header: 'Run on', width: 130, render: ({ dateRun }) => date(dateRun) },
  {
    field: 'recordsReported',
    header: 'Records found',
    width: 140,
    render: ({ recordsReported }) => count(recordsReported),
  },
];

const filters: Array<FilterControl<'searches'>> = [
  // Set by a question page's "see all" link.
  { name: 'questionId', label: 'Question', options: [], anyLabel: 'Any', hidden: true },
];

/** /searches: where each review question's evidence was searched. */
export default listPage({
  registry: 'searches',
  title: 'Search log',
  subtitle:
    'Each search of a review question as it was run: the source, the day, the search string, its limits and the records it found.',
  links: [{ label: 'Log a search', to: paths.searchAdd }],
  columns,
  filters,
  searchLabel: 'Search by source',
  emptyText: 'No search logged yet. Log one from a review question’s page.',
});
