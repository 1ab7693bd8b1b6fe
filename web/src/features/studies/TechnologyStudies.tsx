// The study library's panel on a technology's page: the studies about it, with their count and
// the library filtered to them.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { designLabel } from './designLabel';
import { Related } from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { useApiQuery } from '../../lib/api';

const SHOWN = 5;

export default function TechnologyStudies({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  const query = useApiQuery('studies.list', {
    pageSize: SHOWN,
    sort: { field: 'year', direction: 'desc' },
    filters: { technologyId },
  });
  if (query.isPending) return <CircularProgress size={24} aria-label="Loading studies" />;
  if (query.error) return <Alert severity="error">The studies could not be loaded.</Alert>;
  const all = filteredList(paths.studies, { technologyId });
  return (
    <Stack spacing={0.5}>
      <Related
        title="Studies"
        items={query.data.items.map((s) => ({
          id: s.id,
          name: s.reference,
          detail: designLabel(s.design),
        }))}
        total={query.data.total}
        href={paths.study}
        empty="No study in the library is about this technology yet."
        all={all}
      />
      {query.data.total > 0 && (
        <Link component={RouterLink} to={all} variant="body2">
          These studies in the library
        </Link>
      )}
    </Stack>
  );
}
