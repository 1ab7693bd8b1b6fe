import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { type LIFECYCLE_STAGES, type TECHNOLOGY_CATEGORIES, paths } from '@hta/functions/contract';
import type { RowOf } from '../../lib/registries';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { MAX_COMPARED, comparedIds, toggledCompare } from './results/compare';
import { DomainComparison } from './results/DomainComparison';
import { ResultsFilters } from './results/ResultsFilters';
import { ResultsTable } from './results/ResultsTable';
import { useResultsParams } from './results/useResultsParams';

/** /technology-evaluation-aggregate — results per technology and domain, from submitted evaluations. */
export default function ResultsPage() {
  const { category, stage, compare, set } = useResultsParams();
  // Each technology carries its results (kept by the evaluations' write path): one list call.
  const query = useApiQuery('technologies.list', {
    pageSize: 100,
    sort: { field: 'name', direction: 'asc' },
    filters: {
      hasResults: true,
      ...(category ? { category: category as (typeof TECHNOLOGY_CATEGORIES)[number] } : {}),
      ...(stage ? { lifecycleStage: stage as (typeof LIFECYCLE_STAGES)[number] } : {}),
    },
  });
  const items = query.data?.items ?? [];
  const compared = comparedIds(
    compare,
    items.map((t) => t.id),
  );
  const shown = compared
    .map((id) => items.find((t) => t.id === id))
    .filter((t): t is RowOf<'technologies'> => Boolean(t));

  return (
    <>
      <RecordHeader
        title="Evaluation results"
        subtitle="Per technology and MAST domain: the mean of every rated (1–5) question of its submitted evaluations — yes / no, numbers, choices and text are not averaged — the spread between evaluations, and how many there are. Drafts never count."
        actions={
          <Button component={RouterLink} to={paths.evaluations}>
            All evaluations
          </Button>
        }
      />
      <ResultsFilters category={category} stage={stage} onChange={set} />
      {query.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        >
          {query.error.message}
        </Alert>
      )}
      {query.isPending && <Skeleton variant="rounded" height={240} aria-label="Loading" />}
      {query.data && items.length === 0 && (
        <Alert severity="info">
          {category || stage
            ? 'No technology with these filters has a submitted evaluation.'
            : 'No technology has a submitted evaluation yet.'}{' '}
          <Link component={RouterLink} to={paths.evaluationSubmit}>
            Start an evaluation
          </Link>
          .
        </Alert>
      )}
      {items.length > 0 && (
        <Stack spacing={2}>
          <ResultsTable
            items={items}
            compared={compared}
            onToggle={(id) => set('compare', toggledCompare(compared, id))}
          />
          <Typography color="text.secondary" variant="body2">
            Compare up to {MAX_COMPARED} technologies. {compared.length} chosen.
          </Typography>
          {shown.length > 0 && <DomainComparison technologies={shown} />}
        </Stack>
      )}
    </>
  );
}
