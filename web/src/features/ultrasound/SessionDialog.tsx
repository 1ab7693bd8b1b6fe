import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';

import {
  ADEQUACY,
  EXAM_TYPES,
  SCAN_MODES,
  SCAN_OUTCOMES,
  paths,
  type UltrasoundSession,
  type UltrasoundSessionFieldsInput,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordErrorDialog } from '../../components/registry/RecordErrorDialog';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { decimal } from '../../lib/format';
import { pickedOption, useFacilityOptions } from '../../lib/recordOptions';

const F = formFieldsOf<UltrasoundSessionFieldsInput>();
const today = () => new Date().toISOString().slice(0, 10);

/** Logs a session, or corrects one (`id`); the server computes the travel it avoided. */
export function SessionDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useRecord('ultrasoundSessions', id ?? '');
  const remove = useDeleteRecord('ultrasoundSessions');
  if (id && query.error)
    return <RecordErrorDialog label="Session" message={query.error.message} onClose={onClose} />;
  if (id && !query.data) return null;
  const record: UltrasoundSession | null = query.data?.ultrasoundSession ?? null;
  return (
    <RegistryFormDialog
      registry="ultrasoundSessions"
      record={record}
      title={record ? `Session of ${record.date}` : 'Log a tele-ultrasound session'}
      onClose={onClose}
      submitLabel={record ? 'Save' : 'Log session'}
      savedMessage={(s) => `The session of ${s.date} was saved.`}
      empty={{
        date: today(),
        facilityId: '',
        examType: 'obstetric, second trimester',
        mode: 'telerobotic',
        adequacy: 'adequate',
        outcome: 'no travel needed',
      }}
    >
      <Alert severity="info">
        Never enter a patient’s name, health number, date of birth or anything else that could
        identify them.
      </Alert>
      {record && <Alert severity="success">{travelText(record.travel)}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Text
            name="date"
            label="Date"
            type="date"
            required
            autoFocus
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Select name="examType" label="Exam" options={EXAM_TYPES} />
        </Grid>
        <Grid size={12}>
          <F.RecordPicker
            name="facilityId"
            label="Facility where the scan was done"
            multiple={false}
            required
            useOptions={useFacilityOptions}
            initialOptions={pickedOption(record?.facilityId, record?.facilityName)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Select name="mode" label="Mode" options={SCAN_MODES} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Text
            name="remoteReader"
            label="Remote reader"
            helperText="A role and site, e.g. sonographer, Saskatoon."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Select name="adequacy" label="Images for diagnosis" options={ADEQUACY} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Select name="outcome" label="Outcome" options={SCAN_OUTCOMES} />
        </Grid>
        <Grid size={12}>
          <F.RecordPicker
            name="destinationFacilityId"
            label="Hospital the patient would otherwise travel to"
            multiple={false}
            useOptions={useFacilityOptions}
            initialOptions={pickedOption(
              record?.destinationFacilityId ?? null,
              record?.destinationFacilityName ?? null,
            )}
            helperText="Leave empty to use the nearest other hospital with coordinates."
          />
        </Grid>
        <Grid size={12}>
          <F.Text name="technicalProblems" label="Technical problems" multiline minRows={2} />
        </Grid>
        <Grid size={12}>
          <F.Text name="notes" label="Notes (no patient identifiers)" multiline minRows={2} />
        </Grid>
      </Grid>
      {record && (
        // Administrators delete a session logged by mistake (others see nothing here).
        <DeleteRecordButton
          label="ultrasound session"
          name={`The session of ${record.date}`}
          remove={() => remove.mutateAsync({ id: record.id, version: record.version })}
          then={paths.ultrasound}
        />
      )}
    </RegistryFormDialog>
  );
}

function travelText(travel: UltrasoundSession['travel']): string {
  if (travel.roundTripKm === null) return `Travel avoided not computed: ${travel.note}`;
  const to = travel.toFacilityName ?? 'the hospital';
  return `${decimal(travel.roundTripKm, 1)} km round trip to ${to} (${travel.basis}). ${travel.note}`;
}
