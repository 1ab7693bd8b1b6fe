import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import type { EvidenceProfileSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { OfOneTechnology } from '../../components/registry/OfOneTechnology';
import { RecordHeader } from '../../components/registry/RecordHeader';
import {
  RegistryGrid,
  type FilterControl,
  type ListColumn,
} from '../../components/registry/RegistryGrid';

const columns: Array<ListColumn<EvidenceProfileSummary>> = [
  { field: 'title', header: 'Question', minWidth: 240 },
  {
    field: 'technologyName',
    header: 'Technology',
    minWidth: 180,
    render: ({ technologyName: v }) => v ?? '—',
  },
  {
    field: 'outcomes',
    header: 'Outcomes: certainty',
    minWidth: 240,
    render: ({ outcomes: v }) => v.map((o) => `${o.name}: ${o.certainty.level}`).join('; '),
  },
  {
    field: 'updatedAt',
    header: 'Updated',
    width: 120,
    render: ({ updatedAt: v }) => v.slice(0, 10),
  },
];

const filters: Array<FilterControl<'evidenceProfiles'>> = [
  // Set by a technology page's link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /evidence-profiles: the GRADE evidence profiles. */
export default function EvidenceProfilesPage() {
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
      <OfOneTechnology
        what="Evidence profiles of"
        all={{ path: paths.evidenceProfiles, label: 'Show all' }}
      />
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
