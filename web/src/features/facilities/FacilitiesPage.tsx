import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../app/paths';
import { listAdditionsOf } from '../../app/features';
import { RecordHeader } from '../../components/registry/RecordHeader';
import {
  RegistryGrid,
  type GridRow,
  type ListColumn,
} from '../../components/registry/RegistryGrid';
import { useChatLayout } from '../../lib/layout';

// Other features add their columns and filters after these (their feature.ts `lists`).
const added = listAdditionsOf('facilities');
const columns: Array<ListColumn<GridRow<'facilities'>>> = [
  { field: 'name', header: 'Name', minWidth: 220 },
  { field: 'type', header: 'Type', minWidth: 200 },
  { field: 'communityName', header: 'Community', minWidth: 150 },
  ...added.columns,
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
        filters={[{ name: 'type', label: 'Type', anyLabel: 'All types' }, ...added.filters]}
        rowHref={(row) => paths.facility(row.id)}
        emptyText="No facilities yet."
      />
    </>
  );
}
