// The evidence profiles a record's page lists (a technology's, or those answering a review
// question): the latest few with each outcome's certainty, a link to all of them, and a link to
// start one.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { Related } from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { useApiQuery } from '../../lib/api';

const SHOWN = 5;

export function ProfilesPanel({
  filter,
  title,
  empty,
}: {
  filter: { technologyId: string } | { questionId: string };
  title: string;
  empty: string;
}) {
  const query = useApiQuery('evidenceProfiles.list', {
    pageSize: SHOWN,
    sort: { field: 'updatedAt', direction: 'desc' },
    filters: filter,
  });
  if (query.isPending) return <CircularProgress size={24} aria-label="Loading evidence profiles" />;
  if (query.error)
    return <Alert severity="error">The evidence profiles could not be loaded.</Alert>;
  return (
    <Stack spacing={0.5}>
      <Related
        title={title}
        items={query.data.items.map((p) => ({
          id: p.id,
          name: p.title,
          detail: p.outcomes.map((o) => `${o.name}: ${o.certainty.level} certainty`).join('; '),
        }))}
        total={query.data.total}
        href={paths.evidenceProfile}
        empty={empty}
        all={filteredList(paths.evidenceProfiles, filter)}
      />
      <Link component={RouterLink} to={paths.evidenceProfileAdd} variant="body2">
        New evidence profile
      </Link>
    </Stack>
  );
}
