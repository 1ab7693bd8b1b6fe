import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import {
  LICENCE_CLASSES,
  LIFECYCLE_STAGES,
  TECHNOLOGY_CATEGORIES,
  paths,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { pickedOption, useCommunityOptions, useVendorOptions } from '../../lib/recordOptions';
import type { FieldsOf } from '../../lib/registries';
import { stageLabel } from './labels';

const F = formFieldsOf<FieldsOf<'technologies'>>();

/** /addtechnology and /technology/:id/edit. */
export default function TechnologyFormPage() {
  return (
    <RegistryFormPage
      registry="technologies"
      empty={{
        name: '',
        category: 'Video visits',
        vendorId: null,
        clinicalAreas: [],
        communityIds: [],
        links: [],
      }}
      addTitle="Add a technology"
      editTitle={(t) => `Edit ${t.name}`}
      cancelTo={(t) => (t ? paths.technology(t.id) : paths.technologies)}
    >
      {({ record, profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.Text name="name" label="Name" required autoFocus />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Select
                  name="category"
                  label="Category"
                  options={TECHNOLOGY_CATEGORIES}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.RecordPicker
                  name="vendorId"
                  label="Vendor"
                  multiple={false}
                  useOptions={useVendorOptions}
                  initialOptions={pickedOption(record?.vendorId, record?.vendorName)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                {/* A stage change is a decision with a rationale: made on the lifecycle board. A
                    new technology starts at the first stage (the server refuses any other). */}
                <Stack>
                  <Typography variant="caption" color="text.secondary">
                    Lifecycle stage
                  </Typography>
                  <Typography>
                    {stageLabel(record?.lifecycleStage ?? LIFECYCLE_STAGES[0])}
                  </Typography>
                  <Link component={RouterLink} to={paths.lifecycle} variant="body2">
                    {record
                      ? 'Change it on the lifecycle board'
                      : 'Later stages: on the lifecycle board'}
                  </Link>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text
                  name="assignee"
                  label="Assigned evaluator"
                  helperText="Who is to evaluate it."
                />
              </Grid>
              <Grid size={12}>
                <F.Text name="description" label="Description" multiline minRows={3} />
              </Grid>
              <Grid size={12}>
                <F.Text name="intendedUse" label="Intended use" multiline minRows={2} />
              </Grid>
              <Grid size={12}>
                <F.TextList name="clinicalAreas" label="Clinical areas" />
              </Grid>
            </Grid>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Select
                  name="licenceClass"
                  label="Health Canada class"
                  options={LICENCE_CLASSES}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text name="licenceNumber" label="Licence number" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Number name="capitalCost" label="Capital cost (CAD)" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Number name="annualCost" label="Annual cost (CAD)" />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="communityIds"
                  label="Communities using it"
                  multiple
                  useOptions={useCommunityOptions}
                  initialOptions={profile?.communities ?? []}
                />
              </Grid>
            </Grid>
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}
