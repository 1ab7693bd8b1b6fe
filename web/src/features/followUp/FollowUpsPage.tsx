import type { FollowUpPlanSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { date } from '../../lib/format';

const columns: Array<ListColumn<FollowUpPlanSummary>> = [
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 240,
    render: ({ technologyName: v }) => v ?? '—',
  },
  { field: 'startMonth', header: 'Followed since', width: 140 },
  {
    field: 'reviewDate',
    header: 'Review date',
    width: 140,
    render: ({ reviewDate }) => date(reviewDate),
  },
  { field: 'updatedAt', header: 'Updated', width: 130, render: ({ updatedAt }) => date(updatedAt) },
];

const filters: Array<FilterControl<'followUpPlans'>> = [
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /follow-up: the adopted technologies followed against what their assessment predicted. */
export default listPage({
  registry: 'followUpPlans',
  title: 'Follow-up of adopted technologies',
  subtitle:
    'Each adopted technology against what its assessment predicted: sessions, adequacy, travel, km avoided, cost per session and go-lives, month by month.',
  links: [{ label: 'New follow-up plan', to: paths.followUpAdd }],
  ofOneTechnology: {
    what: 'Follow-up of',
    all: { path: paths.followUps, label: 'Show all follow-ups' },
  },
  columns,
  filters,
  searchLabel: 'Search by technology',
  emptyText: 'No technology is followed yet. Add a plan for an adopted technology.',
});
