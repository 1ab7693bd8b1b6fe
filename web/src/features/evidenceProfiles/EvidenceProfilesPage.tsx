import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { paths, type EvidenceProfileSummary } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { RegistryGrid, type FilterControl } from '../../components/registry/RegistryGrid';

const columns: Array<GridColDef<EvidenceProfileSummary>> = [
  { field: 'title', headerName: 'Question', flex: 3, minWidth: 240 },
  {
    field: 'technologyName',
    headerName: 'Technology',
    flex: 2,
    minWidth: 180,
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '—',
  },
  {
    field: 'outcomes',
    headerName: 'Outcomes: certainty',
    flex: 3,
    minWidth: 240,
    sortable: false,
    valueFormatter: (v: EvidenceProfileSummary['outcomes']) =>
      v.map((o) => `${o.name}: ${o.certainty.level}`).join('; '),
  },
  {
    field: 'updatedAt',
    headerName: 'Updated',
    width: 120,
    valueFormatter: (v: string) => v.slice(0, 10),
  },
];

const filters: Array<FilterControl<'evidenceProfiles'>> = [
  // Set by a technology page's link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /evidence-profiles: the GRADE evidence profiles. */
export default function EvidenceProfilesPage() {
  const [params] = useSearchParams();
  const ofTechnology = params.get('f.technologyId');
  return (
    <>
      <RecordHeader
        title="Evidence profiles"
        subtitle="GRADE Summary of Findings per technology: the certainty of the evidence for each outcome, computed from the judgements and their reasons."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.evidenceProfileAdd}
          >
            New evidence profile
          </Button>
        }
      />
      {ofTechnology && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Evidence profiles of{' '}
          <Link component={RouterLink} to={paths.technology(ofTechnology)}>
            one technology
          </Link>
          .{' '}
          <Link component={RouterLink} to={paths.evidenceProfiles}>
            Show all
          </Link>
        </Alert>
      )}
      <RegistryGrid
        registry="evidenceProfiles"
        ariaLabel="Evidence profiles"
        columns={columns}
        searchLabel="Search by question"
        filters={filters}
        rowHref={(row) => paths.evidenceProfile(row.id)}
        emptyText="No evidence profile yet. Start the first one."
      />
    </>
  );
}
