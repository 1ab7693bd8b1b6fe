import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { COMMUNITY_TYPES, paths } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { FormPoint } from '../../components/form/FormPoint';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import type { FieldsOf } from '../../lib/registries';
import { OtherNamesField } from './OtherNamesField';

const F = formFieldsOf<FieldsOf<'communities'>>();

const NUMBERS = [
  ['population2021', 'Population 2021'],
  ['population2016', 'Population 2016'],
  ['populationChangePct', 'Change since 2016 (%)'],
  ['dwellings2021', 'Private dwellings 2021'],
  ['landAreaKm2', 'Land area (km²)'],
  ['densityPerKm2', 'Density (per km²)'],
  ['remotenessIndex', 'Remoteness index (0–1)'],
] as const;

/** addsite, addsite2, editsite/:id and editsite2/:id. */
export default function CommunityFormPage() {
  return (
    <RegistryFormPage
      registry="communities"
      empty={{ name: '', otherNames: [], type: 'Town', contacts: [] }}
      addTitle="Add a community"
      editTitle={(c) => `Edit ${c.name}`}
      cancelTo={(c) => (c ? paths.community(c.id) : paths.communities)}
    >
      {() => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Community
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.Text name="name" label="Name" required autoFocus />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Select name="type" label="Type" options={COMMUNITY_TYPES} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <F.Text
                  name="csdUid"
                  label="Census subdivision uid (optional)"
                  helperText="7 digits, e.g. 4706027"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <F.Text
                  name="censusDivisionUid"
                  label="Census division uid (optional)"
                  helperText="4 digits, e.g. 4706"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <F.Text name="censusDivisionName" label="Census division" />
              </Grid>
            </Grid>
          </Paper>
          <OtherNamesField />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Population and land
            </Typography>
            <Grid container spacing={2}>
              {NUMBERS.map(([name, label]) => (
                <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
                  <F.Number name={name} label={label} />
                </Grid>
              ))}
            </Grid>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Access to care
            </Typography>
            <Grid container spacing={2}>
              <Grid size={12}>
                <Typography variant="subtitle2" component="h3">
                  Location
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  With a location, a budget impact analysis computes the trip to the nearest
                  hospital (great-circle distance, there and back).
                </Typography>
                <FormPoint name="location" helperText="Decimal degrees, e.g. 59.2564, -105.8417." />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.Text name="nearestHospital" label="Nearest hospital" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Number name="nearestHospitalKm" label="Distance, one way (km)" />
              </Grid>
              <Grid size={12}>
                <F.Text
                  name="nearestHospitalSource"
                  label="Source of the distance"
                  helperText="E.g. a road or air distance and where it is published. A budget impact analysis counts an entered distance, before a computed one, only with its source."
                />
              </Grid>
              <Grid size={12}>
                <F.Text
                  name="connectivity"
                  label="Connectivity"
                  multiline
                  minRows={2}
                  helperText="Internet and cellular service, as known to the hub."
                />
              </Grid>
              <Grid size={12}>
                <F.Text name="notes" label="Notes" multiline minRows={3} />
              </Grid>
            </Grid>
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}
