import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';

import {
  COMMUNITY_TYPES,
  communityFields,
  type Community,
  type CommunityFieldsInput,
} from '@hta/functions/contract';

import {
  ConflictAlert,
  FormActions,
  FormErrors,
  FormNumber,
  FormSelect,
  FormText,
  LeaveGuard,
} from '../../components/form/FormParts';
import { useRecordForm } from '../../components/form/useRecordForm';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordFormPage } from '../../components/registry/RecordFormPage';
import { useCommunity, useCreateCommunity, useUpdateCommunity } from './api';

const EMPTY: CommunityFieldsInput = { name: '', type: 'Town', contacts: [] };

function toForm(c: Community): CommunityFieldsInput {
  return {
    name: c.name,
    type: c.type,
    csdUid: c.csdUid,
    censusDivisionUid: c.censusDivisionUid,
    censusDivisionName: c.censusDivisionName,
    population2021: c.population2021,
    population2016: c.population2016,
    populationChangePct: c.populationChangePct,
    dwellings2021: c.dwellings2021,
    landAreaKm2: c.landAreaKm2,
    densityPerKm2: c.densityPerKm2,
    remotenessIndex: c.remotenessIndex,
    location: c.location,
    connectivity: c.connectivity,
    nearestHospital: c.nearestHospital,
    nearestHospitalKm: c.nearestHospitalKm,
    contacts: c.contacts,
    notes: c.notes,
  };
}

function CommunityForm({ record }: { record: Community | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const { form, formError, conflict, submit, blocker } = useRecordForm(
    communityFields,
    record ? toForm(record) : EMPTY,
  );
  const query = useCommunity(record?.id ?? '');

  const onSubmit = submit(async (fields) => {
    const saved = record
      ? (await update.mutateAsync({ id: record.id, version: record.version, fields })).community
      : (await create.mutateAsync({ fields })).community;
    notify({ type: 'positive', message: `${saved.name} was saved.` });
    await navigate(`/site2/${saved.id}`);
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} sx={{ maxWidth: 960 }}>
        {conflict && record && (
          // Their version arrives as a new record version: the page remounts the form with it.
          <ConflictAlert onReload={() => void query.refetch()} />
        )}
        <FormErrors formError={formError} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Community
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormText name="name" label="Name" required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormSelect name="type" label="Type" options={COMMUNITY_TYPES} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormText
                name="csdUid"
                label="Census subdivision uid"
                helperText="7 digits, e.g. 4706027"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormText
                name="censusDivisionUid"
                label="Census division uid"
                helperText="4 digits"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormText name="censusDivisionName" label="Census division" />
            </Grid>
          </Grid>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Population and land
          </Typography>
          <Grid container spacing={2}>
            {(
              [
                ['population2021', 'Population 2021'],
                ['population2016', 'Population 2016'],
                ['populationChangePct', 'Change since 2016 (%)'],
                ['dwellings2021', 'Private dwellings 2021'],
                ['landAreaKm2', 'Land area (km²)'],
                ['densityPerKm2', 'Density (per km²)'],
                ['remotenessIndex', 'Remoteness index (0–1)'],
              ] as const
            ).map(([name, label]) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
                <FormNumber name={name} label={label} />
              </Grid>
            ))}
          </Grid>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Access to care
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormText name="nearestHospital" label="Nearest hospital" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormNumber name="nearestHospitalKm" label="Distance (km)" />
            </Grid>
            <Grid size={12}>
              <FormText
                name="connectivity"
                label="Connectivity"
                multiline
                minRows={2}
                helperText="Internet and cellular service, as known to the hub."
              />
            </Grid>
            <Grid size={12}>
              <FormText name="notes" label="Notes" multiline minRows={3} />
            </Grid>
          </Grid>
        </Paper>
        <FormActions
          submitting={form.formState.isSubmitting}
          onCancel={() => void navigate(record ? `/site2/${record.id}` : '/site')}
        />
      </Stack>
      <LeaveGuard blocker={blocker} />
    </FormProvider>
  );
}

/** addsite, addsite2, editsite/:id and editsite2/:id. */
export default function CommunityFormPage() {
  const { id } = useParams();
  const query = useCommunity(id ?? '');
  return (
    <RecordFormPage
      query={id ? query : undefined}
      record={(data) => data.community}
      addTitle="Add a community"
      editTitle={(c) => `Edit ${c.name}`}
      form={(record) => <CommunityForm record={record} />}
    />
  );
}
