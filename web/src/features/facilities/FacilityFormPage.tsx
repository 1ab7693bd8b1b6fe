import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';

import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  READINESS,
  facilityFields,
  type Facility,
  type FacilityFieldsInput,
} from '@hta/functions/contract';

import {
  ConflictAlert,
  FormActions,
  FormChecklist,
  FormErrors,
  FormNumber,
  FormRecordPicker,
  FormSelect,
  FormText,
  LeaveGuard,
} from '../../components/form/FormParts';
import { useRecordForm } from '../../components/form/useRecordForm';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordFormPage } from '../../components/registry/RecordFormPage';
import { useCommunityOptions } from '../../lib/recordOptions';
import { useCreateFacility, useFacility, useUpdateFacility } from './api';

const EMPTY: FacilityFieldsInput = {
  name: '',
  type: 'Ambulatory health care services',
  communityId: '',
  services: [],
};

const toForm = (f: Facility): FacilityFieldsInput => ({
  name: f.name,
  type: f.type,
  subtype: f.subtype,
  provider: f.provider,
  communityId: f.communityId,
  address: f.address,
  location: f.location,
  services: f.services,
  readiness: f.readiness,
  onboardingProgress: f.onboardingProgress,
  contacts: f.contacts,
  notes: f.notes,
});

function FacilityForm({ record }: { record: Facility | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateFacility();
  const update = useUpdateFacility();
  const query = useFacility(record?.id ?? '');
  const { form, formError, conflict, submit, blocker } = useRecordForm(
    facilityFields,
    record ? toForm(record) : EMPTY,
  );

  const onSubmit = submit(async (fields) => {
    const saved = record
      ? (await update.mutateAsync({ id: record.id, version: record.version, fields })).facility
      : (await create.mutateAsync({ fields })).facility;
    notify({ type: 'positive', message: `${saved.name} was saved.` });
    await navigate(`/facility2/${saved.id}`);
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} sx={{ maxWidth: 960 }}>
        {conflict && record && <ConflictAlert onReload={() => void query.refetch()} />}
        <FormErrors formError={formError} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormText name="name" label="Name" required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormSelect name="type" label="Type" options={FACILITY_TYPES} required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormRecordPicker
                name="communityId"
                label="Community"
                multiple={false}
                useOptions={useCommunityOptions}
                initialOptions={
                  record
                    ? [{ id: record.communityId, name: record.communityName ?? record.communityId }]
                    : []
                }
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormText name="subtype" label="Subtype" />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormText name="provider" label="Provider" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormText name="address.line" label="Address" />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormText name="address.city" label="City" />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormText name="address.postalCode" label="Postal code" />
            </Grid>
          </Grid>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <FormChecklist name="services" label="Services" options={FACILITY_SERVICES} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormSelect name="readiness" label="Virtual-care readiness" options={READINESS} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormNumber name="onboardingProgress" label="Onboarding progress (%)" />
              </Grid>
            </Grid>
            <FormText name="notes" label="Notes" multiline minRows={3} />
          </Stack>
        </Paper>
        <FormActions
          submitting={form.formState.isSubmitting}
          onCancel={() => void navigate(record ? `/facility2/${record.id}` : '/facilitiespool')}
        />
      </Stack>
      <LeaveGuard blocker={blocker} />
    </FormProvider>
  );
}

/** addfacility, addfacility2, editfacility/:id and editfacility2/:id. */
export default function FacilityFormPage() {
  const { id } = useParams();
  const query = useFacility(id ?? '');
  return (
    <RecordFormPage
      query={id ? query : undefined}
      record={(data) => data.facility}
      addTitle="Add a facility"
      editTitle={(f) => `Edit ${f.name}`}
      form={(record) => <FacilityForm record={record} />}
    />
  );
}
