import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import { FACILITY_TYPES, READINESS, paths, type FacilitySummary } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';
import { useChatLayout } from '../../lib/layout';

const columns: Array<GridColDef<FacilitySummary>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 220 },
  { field: 'type', headerName: 'Type', flex: 1.5, minWidth: 200 },
  { field: 'communityName', headerName: 'Community', flex: 1, minWidth: 150 },
  { field: 'readiness', headerName: 'Virtual-care readiness', flex: 1, minWidth: 160 },
  {
    field: 'onboardingProgress',
    headerName: 'Onboarding',
    type: 'number',
    minWidth: 110,
    valueFormatter: (v: number) => `${v}%`,
  },
];

/** facilitiespool and facilitiespool2: the facility directory. */
export default function FacilitiesPage() {
  const chat = useChatLayout();
  return (
    <>
      <RecordHeader
        title="Facilities"
        subtitle="Healthcare facilities in Saskatchewan (Statistics Canada ODHF) and their readiness for virtual care."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={chat ? paths.facilityAddChat : paths.facilityAdd}
          >
            Add a facility
          </Button>
        }
      />
      <RegistryGrid
        registry="facilities"
        ariaLabel="Facilities"
        columns={columns}
        searchLabel="Search by name"
        filters={[
          { name: 'type', label: 'Type', options: FACILITY_TYPES, anyLabel: 'All types' },
          { name: 'readiness', label: 'Readiness', options: READINESS, anyLabel: 'Any readiness' },
        ]}
        rowHref={(row) => paths.facility(row.id)}
        emptyText="No facilities yet."
      />
    </>
  );
}
