import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

import { FACILITY_TYPES, paths } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useChatLayout } from '../../lib/layout';
import { pickedOption, useCommunityOptions } from '../../lib/recordOptions';
import type { FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'facilities'>>();

/** addfacility, addfacility2, editfacility/:id and editfacility2/:id. */
export default function FacilityFormPage() {
  const chat = useChatLayout();
  return (
    <RegistryFormPage
      registry="facilities"
      empty={{ name: '', type: 'Ambulatory health care services', communityId: '' }}
      addTitle="Add a facility"
      editTitle={(f) => `Edit ${f.name}`}
      cancelTo={(f) => (f ? paths.facility(f.id) : chat ? paths.facilitiesChat : paths.facilities)}
    >
      {({ record }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.Text name="name" label="Name" required autoFocus />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Select name="type" label="Type" options={FACILITY_TYPES} required />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.RecordPicker
                  name="communityId"
                  label="Community"
                  multiple={false}
                  useOptions={useCommunityOptions}
                  initialOptions={pickedOption(record?.communityId, record?.communityName)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text name="subtype" label="Subtype" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text name="provider" label="Provider" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.Text name="address.line" label="Address" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text name="address.city" label="City" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text name="address.postalCode" label="Postal code" />
              </Grid>
            </Grid>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <F.Text name="notes" label="Notes" multiline minRows={3} />
            </Stack>
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}
