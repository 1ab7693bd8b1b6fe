// The evidence profiles' panel on a review question's page: the profiles that answer it, each
// outcome's certainty, and a link to start one.
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

const SHOWN = 5;

export default function QuestionEvidenceProfiles({ profile }: RecordPanelProps<'questions'>) {
  const questionId = profile.question.id;
  const query = useApiQuery('evidenceProfiles.list', {
    pageSize: SHOWN,
    sort: { field: 'updatedAt', direction: 'desc' },
    filters: { questionId },
  });
  if (query.isPending) return <CircularProgress size={24} aria-label="Loading evidence profiles" />;
  if (query.error)
    return <Alert severity="error">The evidence profiles could not be loaded.</Alert>;
  return (
    <Stack spacing={0.5}>
      <Related
        title="Evidence profiles answering it"
        items={query.data.items.map((p) => ({
          id: p.id,
          name: p.title,
          detail: p.outcomes.map((o) => `${o.name}: ${o.certainty.level} certainty`).join('; '),
        }))}
        total={query.data.total}
        href={paths.evidenceProfile}
        empty="No evidence profile answers this question yet."
        all={filteredList(paths.evidenceProfiles, { questionId })}
      />
      <Link component={RouterLink} to={paths.evidenceProfileAdd} variant="body2">
        New evidence profile
      </Link>
    </Stack>
  );
}
