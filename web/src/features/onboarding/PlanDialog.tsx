import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';

import {
  MILESTONE_ORDER_RULE,
  MILESTONE_STATUSES,
  ONBOARDING_MILESTONES,
  paths,
  type Onboarding,
  type OnboardingFieldsInput,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordErrorDialog } from '../../components/registry/RecordErrorDialog';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import { pickedOption, useFacilityOptions } from '../../lib/recordOptions';
import { useDeleteRecord, useRecord } from '../../lib/registries';

const F = formFieldsOf<OnboardingFieldsInput>();
const dateProps = { slotProps: { inputLabel: { shrink: true } } } as const;

/** A facility's onboarding plan: opened by id, or started for a facility (`facility`). */
export function PlanDialog({
  id,
  facility,
  onClose,
}: {
  id: string | null;
  facility: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const query = useRecord('onboardings', id ?? '');
  const remove = useDeleteRecord('onboardings');
  if (id && query.error)
    return <RecordErrorDialog label="Plan" message={query.error.message} onClose={onClose} />;
  if (id && !query.data) return null;
  const record: Onboarding | null = query.data?.onboarding ?? null;
  const name = record?.facilityName ?? facility?.name ?? null;
  return (
    <RegistryFormDialog
      registry="onboardings"
      record={record}
      title={name ? `Onboarding of ${name}` : 'Start an onboarding plan'}
      onClose={onClose}
      maxWidth="md"
      submitLabel="Save plan"
      savedMessage={(p) => `The onboarding plan of ${p.facilityName ?? 'the facility'} was saved.`}
      empty={{ facilityId: facility?.id ?? '' }}
    >
      <F.RecordPicker
        name="facilityId"
        label="Facility"
        multiple={false}
        required
        useOptions={useFacilityOptions}
        initialOptions={
          record ? pickedOption(record.facilityId, record.facilityName) : facility ? [facility] : []
        }
      />
      <Typography variant="body2" color="text.secondary">
        {MILESTONE_ORDER_RULE}
      </Typography>
      {ONBOARDING_MILESTONES.map((m, i) => (
        <MilestoneFields key={m.key} index={i} milestone={m} />
      ))}
      <F.Text name="notes" label="Notes" multiline minRows={2} />
      {record && (
        <DeleteRecordButton
          label="onboarding plan"
          name={`The onboarding plan of ${record.facilityName ?? record.facilityId}`}
          remove={() => remove.mutateAsync({ id: record.id, version: record.version })}
          then={paths.facilityProgress}
        />
      )}
    </RegistryFormDialog>
  );
}

function MilestoneFields({
  index,
  milestone,
}: {
  index: number;
  milestone: (typeof ONBOARDING_MILESTONES)[number];
}) {
  const { control } = useFormContext<OnboardingFieldsInput>();
  const base = `milestones.${milestone.key}` as const;
  const status = useWatch({ control, name: `${base}.status` });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={milestone.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {index + 1}. {milestone.title}
      </Typography>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <F.Select
            name={`${base}.status`}
            label={`Status of step ${index + 1}`}
            options={MILESTONE_STATUSES}
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <F.Text
            name={`${base}.plannedOn`}
            label="Planned for"
            type="date"
            size="small"
            {...dateProps}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <F.Text
            name={`${base}.doneOn`}
            label="Done on"
            type="date"
            size="small"
            helperText={status === 'done' ? undefined : 'Kept only when done.'}
            {...dateProps}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <F.Text name={`${base}.owner`} label="Owner" size="small" />
        </Grid>
        {status === 'blocked' && (
          <Grid size={12}>
            <F.Text name={`${base}.blocker`} label="What is blocking it" required size="small" />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}
