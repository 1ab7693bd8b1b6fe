// Assessment dossiers' panel on a technology's page: each dossier's state and its latest
// approved version, and the list filtered to them.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type DossierSummary } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { Related } from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { useApiQuery } from '../../lib/api';
import { day } from './format';

const SHOWN = 5;

/** "Version 2 draft; version 1 approved …", or once: "Version 1 approved …" when it is the same. */
function summary(d: DossierSummary): string {
  const approved = d.lastApproved
    ? `approved ${day(d.lastApproved.approvedAt)}: ${d.lastApproved.recommendation ?? 'no recommendation'}`
    : null;
  if (d.lastApproved && d.lastApproved.number === d.versionNumber && d.state === 'approved')
    return `Version ${d.versionNumber} ${approved}`;
  return `Version ${d.versionNumber} ${d.state}; ${
    d.lastApproved ? `version ${d.lastApproved.number} ${approved}` : 'none approved yet'
  }`;
}

export default function TechnologyDossiers({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  const query = useApiQuery('dossiers.list', {
    pageSize: SHOWN,
    sort: { field: 'updatedAt', direction: 'desc' },
    filters: { technologyId },
  });
  if (query.isPending) return <CircularProgress size={24} aria-label="Loading dossiers" />;
  if (query.error) return <Alert severity="error">The dossiers could not be loaded.</Alert>;
  return (
    <Stack spacing={0.5}>
      <Related
        title="Assessment dossiers"
        items={query.data.items.map((d) => ({
          id: d.id,
          name: d.title,
          detail: summary(d),
        }))}
        total={query.data.total}
        href={paths.dossier}
        empty="No assessment dossier of this technology yet."
        all={filteredList(paths.dossiers, { technologyId })}
      />
      <Link component={RouterLink} to={paths.dossierAdd} variant="body2">
        New assessment dossier
      </Link>
    </Stack>
  );
}
