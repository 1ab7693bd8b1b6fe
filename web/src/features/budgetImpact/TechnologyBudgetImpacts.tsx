// Budget impact analyses' panel on a technology's page: its analyses with their net totals, and
// the list filtered to them.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import type { RecordPanelProps } from '../../app/feature';
import { Related } from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { useApiQuery } from '../../lib/api';
import { netDollars } from './format';

const SHOWN = 5;

export default function TechnologyBudgetImpacts({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  const query = useApiQuery('budgetImpacts.list', {
    pageSize: SHOWN,
    sort: { field: 'updatedAt', direction: 'desc' },
    filters: { technologyId },
  });
  if (query.isPending)
    return <CircularProgress size={24} aria-label="Loading budget impact analyses" />;
  if (query.error)
    return <Alert severity="error">The budget impact analyses could not be loaded.</Alert>;
  const all = filteredList(paths.budgetImpacts, { technologyId });
  return (
    <Stack spacing={0.5}>
      <Related
        title="Budget impact analyses"
        items={query.data.items.map((a) => ({
          id: a.id,
          name: a.title,
          detail: `Net ${netDollars(a.totals.netTotal)} over ${count(a.horizonYears, 'year')}`,
        }))}
        total={query.data.total}
        href={paths.budgetImpact}
        empty="No budget impact analysis of this technology yet."
        all={all}
      />
      <Link component={RouterLink} to={paths.budgetImpactAdd} variant="body2">
        New budget impact analysis
      </Link>
    </Stack>
  );
}
