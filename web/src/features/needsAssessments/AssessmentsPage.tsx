import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';

import type { NeedsAssessmentSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { dateTime } from '../../lib/format';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
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
export default function AssessmentsPage() {
  return (
    <>
      <RecordHeader
        title="Clinical needs assessments"
        subtitle="A community’s or facility’s clinical needs, scored by several assessors and ranked by a stated method (Hanlon, equity-weighted or weighted criteria). The ranking is computed, never typed."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.needsAssessmentAdd}
          >
            New assessment
          </Button>
        }
      />
      <RegistryGrid
        registry="needsAssessments"
        ariaLabel="Clinical needs assessments"
        columns={columns}
        searchLabel="Search by title"
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: [
              { value: 'draft', label: 'Draft' },
              { value: 'final', label: 'Final' },
            ],
            anyLabel: 'Any status',
          },
        ]}
        rowHref={(row) => paths.needsAssessment(row.id)}
        emptyText="No needs assessments yet."
      />
    </>
  );
}
