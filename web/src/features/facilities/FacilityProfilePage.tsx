import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { UpcomingEvents } from '../../components/registry/UpcomingEvents';
import { paths } from '@hta/functions/contract';

import { RecordPanels } from '../../app/RecordPanels';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { fixed } from '../../lib/format';
import { useSession } from '../../lib/session';
import { ServicesDialog } from './ServicesDialog';

export default function FacilityProfilePage() {
  const { id = '' } = useParams();
  const query = useRecord('facilities', id);
  const remove = useDeleteRecord('facilities');
  const { claims } = useSession();
  const [editingServices, setEditingServices] = useState(false);

  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { facility: f, community } = query.data;

  return (
    <>
      <RecordHeader
        title={f.name}
        subtitle={[f.type, f.subtype].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={paths.facilityEdit(f.id)}
            >
              Edit
            </Button>
            <DeleteRecordButton
              label="facility"
              name={f.name}
              remove={() => remove.mutateAsync({ id: f.id, version: f.version })}
              then={paths.facilities}
            />
          </>
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Facts
          title="Facility"
          facts={[
            {
              label: 'Community',
              value: community ? (
                <Link component={RouterLink} to={paths.community(community.id)}>
                  {community.name}
                </Link>
              ) : (
                f.communityName
              ),
            },
            { label: 'Address', value: [f.address.line].filter(Boolean).join('') || null },
            { label: 'Postal code', value: f.address.postalCode },
            {
              label: 'Location',
              value: f.location ? `${fixed(f.location.lat, 5)}, ${fixed(f.location.lng, 5)}` : null,
            },
            { label: 'Provider', value: f.provider },
            {
              label: 'Services',
              value: (
                <>
                  {f.services.join(', ') || 'None declared'}
                  {f.servicesSource && (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {' '}
                      (source: {f.servicesSource})
                    </Typography>
                  )}
                  {claims.admin && (
                    <Button size="small" sx={{ ml: 1 }} onClick={() => setEditingServices(true)}>
                      Edit services
                    </Button>
                  )}
                </>
              ),
            },
            { label: 'Notes', value: f.notes },
            { label: 'Possible duplicate of', value: f.possibleDuplicateOf.join(', ') || null },
          ]}
        />
        {editingServices && (
          <ServicesDialog open onClose={() => setEditingServices(false)} facility={f} />
        )}
        <RecordPanels registry="facilities" profile={query.data} />
        <UpcomingEvents of={{ facilityId: f.id }} />
        <AttachmentsPanel registry="facilities" recordId={f.id} attachments={f.attachments} />
        <Typography variant="body2" color="text.secondary">
          Data source: {f.source}. Last changed {dateTime(f.updatedAt)}, version {f.version}.
        </Typography>
      </Stack>
    </>
  );
}
