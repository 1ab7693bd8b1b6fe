import type { QuestionSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { date } from '../../lib/format';

const columns: Array<ListColumn<QuestionSummary>> = [
  { field: 'title', header: 'Question', minWidth: 280 },
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 160,
    render: ({ technologyName: v }) => v ?? '—',
  },
  {
    field: 'outcomes',
    header: 'Critical outcomes',
    minWidth: 220,
    render: ({ outcomes }) =>
      outcomes
        .filter((o) => o.importance === 'critical')
        .map((o) => o.name)
        .join('; ') || '—',
  },
  {
    field: 'settings',
    header: 'Setting',
    minWidth: 140,
    render: ({ settings }) => settings.join(', ') || '—',
  },
  { field: 'updatedAt', header: 'Updated', width: 130, render: ({ updatedAt }) => date(updatedAt) },
];

const filters: Array<FilterControl<'questions'>> = [
  // Set by a technology page's "see all" link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /questions: what each assessment asks of the evidence. */
export default listPage({
  registry: 'questions',
  title: 'Review questions',
  subtitle:
    'What each technology assessment asks of the evidence: population, intervention, comparators, the outcomes that matter and the setting (PICO).',
  links: [{ label: 'New question', to: paths.questionAdd }],
  ofOneTechnology: {
    what: 'Questions about',
    all: { path: paths.questions, label: 'Show all questions' },
  },
  columns,
  filters,
  searchLabel: 'Search by question',
  emptyText: 'No review question yet. Ask the first one.',
});
