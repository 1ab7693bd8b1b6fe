import Chip from '@mui/material/Chip';

import type { NeedsAssessmentSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { dateTime } from '../../lib/format';
import type { ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';
import { STATUS_LABELS, methodLabel } from './labels';

const columns: Array<ListColumn<NeedsAssessmentSummary>> = [
  { field: 'title', header: 'Assessment', minWidth: 220 },
  {
    field: 'communityName',
    header: 'For',
    minWidth: 150,
    render: (row) => row.communityName ?? row.facilityName ?? '—',
  },
  { field: 'date', header: 'Date', minWidth: 120, nowrap: true },
  {
    field: 'method',
    header: 'Method',
    minWidth: 200,
    render: ({ method: v }) => methodLabel(v),
  },
  {
    field: 'ranking',
    header: 'First priority',
    minWidth: 200,
    render: (row) => {
      const first = row.ranking.ranked[0];
      return first ? `${row.needTitles[first.needId] ?? first.needId} (${first.score})` : '—';
    },
  },
  {
    field: 'status',
    header: 'Status',
    minWidth: 100,
    render: ({ status: value }) => (
      <Chip
        size="small"
        label={STATUS_LABELS[value]}
        color={value === 'final' ? 'success' : 'default'}
        variant={value === 'final' ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    field: 'updatedAt',
    header: 'Last changed',
    minWidth: 170,
    render: ({ updatedAt: v }) => dateTime(v),
  },
];

/** /clinical-needs-assessments — every needs assessment, newest first. */
export default listPage({
  registry: 'needsAssessments',
  title: 'Clinical needs assessments',
  subtitle:
    'A community’s or facility’s clinical needs, scored by several assessors and ranked by a stated method (Hanlon, equity-weighted or weighted criteria). The ranking is computed, never typed.',
  links: [{ label: 'New assessment', to: paths.needsAssessmentAdd }],
  columns,
  filters: [
    {
      name: 'status',
      label: 'Status',
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'final', label: 'Final' },
      ],
      anyLabel: 'Any status',
    },
  ],
  searchLabel: 'Search by title',
  emptyText: 'No needs assessments yet.',
});
