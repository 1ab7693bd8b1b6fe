import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';

import {
  LICENCE_CLASSES,
  LIFECYCLE_STAGES,
  TECHNOLOGY_CATEGORIES,
  technologyFields,
  type Technology,
  type TechnologyFieldsInput,
} from '@hta/functions/contract';

import {
  ConflictAlert,
  FormActions,
  FormErrors,
  FormNumber,
  FormRecordPicker,
  FormSelect,
  FormText,
  FormTextList,
  LeaveGuard,
} from '../../components/form/FormParts';
import { useRecordForm } from '../../components/form/useRecordForm';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordFormPage } from '../../components/registry/RecordFormPage';
import { useCommunityOptions, useVendorOptions } from '../../lib/recordOptions';
import { useCreateTechnology, useTechnology, useUpdateTechnology } from './api';

const EMPTY: TechnologyFieldsInput = {
  name: '',
  category: 'Video visits',
  vendorId: null,
  clinicalAreas: [],
  communityIds: [],
  links: [],
};

const toForm = (t: Technology): TechnologyFieldsInput => ({
  name: t.name,
  vendorId: t.vendorId,
  category: t.category,
  description: t.description,
  intendedUse: t.intendedUse,
  clinicalAreas: t.clinicalAreas,
  licenceClass: t.licenceClass,
  licenceNumber: t.licenceNumber,
  capitalCost: t.capitalCost,
  annualCost: t.annualCost,
  lifecycleStage: t.lifecycleStage,
  links: t.links,
  communityIds: t.communityIds,
});

function TechnologyForm({
  record,
  communityNames,
}: {
  record: Technology | null;
  communityNames: Array<{ id: string; name: string }>;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateTechnology();
  const update = useUpdateTechnology();
  const query = useTechnology(record?.id ?? '');
  const { form, formError, conflict, submit, blocker } = useRecordForm(
    technologyFields,
    record ? toForm(record) : EMPTY,
  );

  const onSubmit = submit(async (fields) => {
    const saved = record
      ? (await update.mutateAsync({ id: record.id, version: record.version, fields })).technology
      : (await create.mutateAsync({ fields })).technology;
    notify({ type: 'positive', message: `${saved.name} was saved.` });
    await navigate(`/technology/${saved.id}`);
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
              <FormSelect
                name="category"
                label="Category"
                options={TECHNOLOGY_CATEGORIES}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormRecordPicker
                name="vendorId"
                label="Vendor"
                multiple={false}
                useOptions={useVendorOptions}
                initialOptions={
                  record?.vendorId
                    ? [{ id: record.vendorId, name: record.vendorName ?? record.vendorId }]
                    : []
                }
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelect
                name="lifecycleStage"
                label="Lifecycle stage"
                options={LIFECYCLE_STAGES}
              />
            </Grid>
            <Grid size={12}>
              <FormText name="description" label="Description" multiline minRows={3} />
            </Grid>
            <Grid size={12}>
              <FormText name="intendedUse" label="Intended use" multiline minRows={2} />
            </Grid>
            <Grid size={12}>
              <FormTextList name="clinicalAreas" label="Clinical areas" />
            </Grid>
          </Grid>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormSelect
                name="licenceClass"
                label="Health Canada class"
                options={LICENCE_CLASSES}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormText name="licenceNumber" label="Licence number" />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormNumber name="capitalCost" label="Capital cost (CAD)" />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormNumber name="annualCost" label="Annual cost (CAD)" />
            </Grid>
            <Grid size={12}>
              <FormRecordPicker
                name="communityIds"
                label="Communities using it"
                multiple
                useOptions={useCommunityOptions}
                initialOptions={communityNames}
              />
            </Grid>
          </Grid>
        </Paper>
        <FormActions
          submitting={form.formState.isSubmitting}
          onCancel={() => void navigate(record ? `/technology/${record.id}` : '/tech')}
        />
      </Stack>
      <LeaveGuard blocker={blocker} />
    </FormProvider>
  );
}

/** /addtechnology and /technology/:id/edit. */
export default function TechnologyFormPage() {
  const { id } = useParams();
  const query = useTechnology(id ?? '');
  return (
    <RecordFormPage
      query={id ? query : undefined}
      record={(data) => data.technology}
      addTitle="Add a technology"
      editTitle={(t) => `Edit ${t.name}`}
      form={(record, data) => (
        <TechnologyForm record={record} communityNames={data?.communities ?? []} />
      )}
    />
  );
}
