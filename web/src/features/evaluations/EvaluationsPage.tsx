import AddIcon from '@mui/icons-material/Add';
import InsightsIcon from '@mui/icons-material/Insights';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router-dom';

import type { EvaluationSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { OfOneTechnology } from '../../components/registry/OfOneTechnology';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { dateTime } from '../../lib/format';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
import { useListParams } from '../../components/registry/useListParams';
import { useSession } from '../../lib/session';
import { capitalised, percent } from './labels';

const columns: Array<ListColumn<EvaluationSummary>> = [
  { field: 'title', header: 'Evaluation', minWidth: 220 },
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 160,
  },
  {
    field: 'status',
    header: 'Status',
    minWidth: 110,
    render: ({ status: value }) => (
      <Chip
        size="small"
        label={capitalised(value)}
        color={value === 'submitted' ? 'success' : 'default'}
        variant={value === 'submitted' ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    field: 'completeness',
    header: 'Answered',
    minWidth: 130,
    render: ({ completeness: value }) => (
      <Stack sx={{ height: '100%', justifyContent: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={value * 100}
          aria-label={`Answered ${percent(value)}`}
        />
        {percent(value)}
      </Stack>
    ),
  },
  {
    field: 'recommendation',
    header: 'Recommendation',
    minWidth: 150,
    render: ({ recommendation: v }) => (v ? capitalised(v) : '—'),
  },
  {
    field: 'createdByEmail',
    header: 'Evaluator',
    minWidth: 170,
    render: ({ createdByEmail: v }) => v ?? '—',
  },
  {
    field: 'updatedAt',
    header: 'Last changed',
    minWidth: 170,
    render: ({ updatedAt: v }) => dateTime(v),
  },
];

const DEFAULT_SORT = { field: 'updatedAt', direction: 'desc' } as const;

/** /technology-evaluations: everyone's evaluations, or mine; drafts and submitted. */
export default function EvaluationsPage() {
  const { user } = useSession();
  const list = useListParams(DEFAULT_SORT);
  const mine = list.filters.createdBy !== undefined;
  return (
    <>
      <RecordHeader
        title="Technology evaluations"
        subtitle="MAST evaluations of virtual-care technologies: one evaluator's assessment of one technology in a setting. Only submitted evaluations count in the results."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<InsightsIcon />}
              component={RouterLink}
              to={paths.evaluationResults}
            >
              Results
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.evaluationSubmit}
            >
              New evaluation
            </Button>
          </>
        }
      />
      <OfOneTechnology
        what="Evaluations of"
        all={{ path: paths.evaluations, label: 'Show all evaluations' }}
      />
      <Tabs
        value={mine ? 'mine' : 'all'}
        onChange={(_, v: string) =>
          list.setFilter('createdBy', v === 'mine' ? (user?.uid ?? '') : '')
        }
        sx={{ mb: 2 }}
        aria-label="Whose evaluations"
      >
        <Tab value="all" label="All evaluations" />
        <Tab value="mine" label="Mine" />
      </Tabs>
      <RegistryGrid
        registry="evaluations"
        ariaLabel="Technology evaluations"
        columns={columns}
        defaultSort={DEFAULT_SORT}
        searchLabel="Search by title"
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: ['draft', 'submitted'],
            anyLabel: 'Any status',
          },
        ]}
        rowHref={(row) => paths.evaluation(row.id)}
        emptyText={mine ? 'You have no evaluations yet.' : 'No evaluations yet.'}
      />
    </>
  );
}
