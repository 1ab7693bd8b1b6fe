// The search log's panel on a review question's page: its searches and a link to log one.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { Related } from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { useApiQuery } from '../../lib/api';
import { count, date } from '../../lib/format';

const SHOWN = 10;

export default function QuestionSearches({ profile }: RecordPanelProps<'questions'>) {
  const questionId = profile.question.id;
  const query = useApiQuery('searches.list', {
    pageSize: SHOWN,
    sort: { field: 'dateRun', direction: 'asc' },
    filters: { questionId },
  });
  if (query.isPending) return <CircularProgress size={24} aria-label="Loading the searches" />;
  if (query.error) return <Alert severity="error">The searches could not be loaded.</Alert>;
  return (
    <Stack spacing={0.5}>
      <Related
        title="Searches"
        items={query.data.items.map((s) => ({
          id: s.id,
          name: s.sourceDetail ? `${s.source} (${s.sourceDetail})` : s.source,
          detail: `run on ${date(s.dateRun)} · ${count(s.recordsReported)} records found`,
        }))}
        total={query.data.total}
        href={paths.search}
        empty="No search logged for this question yet."
        all={filteredList(paths.searches, { questionId })}
      />
      <Link
        component={RouterLink}
        to={`${paths.searchAdd}?questionId=${encodeURIComponent(questionId)}`}
        variant="body2"
      >
        Log a search
      </Link>
    </Stack>
  );
}
