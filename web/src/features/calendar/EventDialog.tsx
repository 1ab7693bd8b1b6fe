import Grid from '@mui/material/Grid';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import {
  EVENT_TYPES,
  paths,
  type CalendarEventRecord,
  type EventFieldsInput,
} from '@hta/functions/contract';

import { FormSwitch, formFieldsOf } from '../../components/form/FormParts';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordErrorDialog } from '../../components/registry/RecordErrorDialog';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import {
  pickedOption,
  useCommunityOptions,
  useFacilityOptions,
  useTechnologyOptions,
} from '../../lib/recordOptions';
import { useDeleteRecord, useRecord } from '../../lib/registries';

const F = formFieldsOf<EventFieldsInput>();
const shrink = { slotProps: { inputLabel: { shrink: true } } } as const;

/** An event's form: opened on one (`id`), or new with the days chosen on the calendar. */
export function EventDialog({
  id,
  initial,
  onClose,
}: {
  id: string | null;
  initial: Pick<EventFieldsInput, 'start' | 'end' | 'allDay'>;
  onClose: () => void;
}) {
  const query = useRecord('events', id ?? '');
  const remove = useDeleteRecord('events');
  if (id && query.error)
    return <RecordErrorDialog label="Event" message={query.error.message} onClose={onClose} />;
  if (id && !query.data) return null;
  const record: CalendarEventRecord | null = query.data?.event ?? null;
  return (
    <RegistryFormDialog
      registry="events"
      record={record}
      title={record ? `Event: ${record.title}` : 'New event'}
      onClose={onClose}
      submitLabel={record ? 'Save' : 'Add event'}
      empty={{ title: '', type: 'meeting', ...initial }}
    >
      <F.Text name="title" label="Title" required autoFocus />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <F.Select name="type" label="Kind" options={EVENT_TYPES} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSwitch name="allDay" label="All day" />
        </Grid>
        <When />
      </Grid>
      <F.RecordPicker
        name="communityId"
        label="Community"
        multiple={false}
        useOptions={useCommunityOptions}
        initialOptions={pickedOption(record?.communityId, record?.communityName)}
      />
      <F.RecordPicker
        name="facilityId"
        label="Facility"
        multiple={false}
        useOptions={useFacilityOptions}
        initialOptions={pickedOption(record?.facilityId, record?.facilityName)}
      />
      <F.RecordPicker
        name="technologyId"
        label="Technology"
        multiple={false}
        useOptions={useTechnologyOptions}
        initialOptions={pickedOption(record?.technologyId, record?.technologyName)}
      />
      <F.Text name="notes" label="Notes" multiline minRows={2} />
      {record && (
        <DeleteRecordButton
          label="event"
          name={record.title}
          remove={() => remove.mutateAsync({ id: record.id, version: record.version })}
          then={paths.calendar}
        />
      )}
    </RegistryFormDialog>
  );
}

/** Start and end: days for an all-day event, days and times otherwise (Saskatchewan time). */
function When() {
  const { control, getValues, setValue } = useFormContext<EventFieldsInput>();
  const allDay = useWatch({ control, name: 'allDay' });
  const type = allDay ? 'date' : 'datetime-local';
  // Switching between the two keeps the day and drops or adds a time.
  useEffect(() => {
    const fit = (value: string | null | undefined) =>
      !value ? null : allDay ? value.slice(0, 10) : value.length === 10 ? `${value}T09:00` : value;
    const start = getValues('start');
    if (start && fit(start) !== start) setValue('start', fit(start) ?? '');
    const end = getValues('end');
    if (end && fit(end) !== end) setValue('end', fit(end));
  }, [allDay, getValues, setValue]);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <F.Text name="start" label="Starts" type={type} required {...shrink} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <F.Text name="end" label={allDay ? 'Ends (last day)' : 'Ends'} type={type} {...shrink} />
      </Grid>
    </>
  );
}
