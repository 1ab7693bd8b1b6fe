import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';

import {
  NEED_STATUSES,
  SEVERITIES,
  clinicalNeedFields,
  type ClinicalNeed,
  type ClinicalNeedFieldsInput,
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
import { useCommunityOptions, useTechnologyOptions } from '../../lib/recordOptions';
import { useSession } from '../../lib/session';
import { useCreateNeed, useNeed, useUpdateNeed } from './api';
import { SignInToWrite } from './SignInToWrite';

const EMPTY: ClinicalNeedFieldsInput = {
  title: '',
  problem: '',
  population: '',
  outcome: '',
  communityIds: [],
  stakeholders: [],
  linkedTechnologyIds: [],
};

const toForm = (n: ClinicalNeed): ClinicalNeedFieldsInput => ({
  title: n.title,
  problem: n.problem,
  population: n.population,
  outcome: n.outcome,
  clinicalArea: n.clinicalArea,
  communityIds: n.communityIds,
  severity: n.severity,
  peopleAffected: n.peopleAffected,
  currentPractice: n.currentPractice,
  gap: n.gap,
  stakeholders: n.stakeholders,
  status: n.status,
  linkedTechnologyIds: n.linkedTechnologyIds,
});

type Named = Array<{ id: string; name: string }>;

function NeedForm({
  record,
  communities,
  technologies,
}: {
  record: ClinicalNeed | null;
  communities: Named;
  technologies: Named;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateNeed();
  const update = useUpdateNeed();
  const query = useNeed(record?.id ?? '');
  const { form, formError, conflict, submit, blocker } = useRecordForm(
    clinicalNeedFields,
    record ? toForm(record) : EMPTY,
  );
  const onSubmit = submit(async (fields) => {
    const saved = record
      ? (await update.mutateAsync({ id: record.id, version: record.version, fields })).need
      : (await create.mutateAsync({ fields })).need;
    notify({ type: 'positive', message: 'The need was saved.' });
    await navigate(`/clinical-needs/${saved.id}`);
  });
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} sx={{ maxWidth: 960 }}>
        {conflict && record && <ConflictAlert onReload={() => void query.refetch()} />}
        <FormErrors formError={formError} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <FormText name="title" label="Title" required autoFocus />
            <Typography variant="body2" color="text.secondary">
              State the need without a solution in it: what is the problem, for whom, and what
              outcome is wanted.
            </Typography>
            <FormText name="problem" label="Problem" required multiline minRows={2} />
            <FormText name="population" label="Population" required multiline minRows={2} />
            <FormText name="outcome" label="Outcome wanted" required multiline minRows={2} />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormText name="clinicalArea" label="Clinical area" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormSelect name="severity" label="Severity" options={SEVERITIES} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormSelect
                name="status"
                label="Status"
                options={NEED_STATUSES}
                helperText="Published needs are visible to visitors."
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormNumber name="peopleAffected" label="People affected" />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormRecordPicker
                name="communityIds"
                label="Communities"
                multiple
                useOptions={useCommunityOptions}
                initialOptions={communities}
              />
            </Grid>
            <Grid size={12}>
              <FormText name="currentPractice" label="Current practice" multiline minRows={2} />
            </Grid>
            <Grid size={12}>
              <FormText name="gap" label="Gap" multiline minRows={2} />
            </Grid>
            <Grid size={12}>
              <FormTextList name="stakeholders" label="Stakeholders" />
            </Grid>
            <Grid size={12}>
              <FormRecordPicker
                name="linkedTechnologyIds"
                label="Linked technologies"
                multiple
                useOptions={useTechnologyOptions}
                initialOptions={technologies}
              />
            </Grid>
          </Grid>
        </Paper>
        <FormActions
          submitting={form.formState.isSubmitting}
          onCancel={() =>
            void navigate(record ? `/clinical-needs/${record.id}` : '/clinical-needs/')
          }
        />
      </Stack>
      <LeaveGuard blocker={blocker} />
    </FormProvider>
  );
}

/** /clinical-needs/new and /clinical-needs/:id/edit — open routes; writing needs sign-in. */
export default function NeedFormPage() {
  const { id } = useParams();
  const { user } = useSession();
  const query = useNeed(user ? (id ?? '') : '');
  if (!user) return <SignInToWrite what={id ? 'edit this need' : 'state a clinical need'} />;
  return (
    <RecordFormPage
      query={id ? query : undefined}
      record={(data) => data.need}
      addTitle="State a clinical need"
      editTitle={() => 'Edit clinical need'}
      form={(record, data) => (
        <NeedForm
          record={record}
          communities={data?.communities ?? []}
          technologies={data?.technologies ?? []}
        />
      )}
    />
  );
}
