import Grid from '@mui/material/Grid';

import { formFieldsOf, type PickerOption } from '../../components/form/FormParts';
import {
  useCommunityOptions,
  useFacilityOptions,
  useTechnologyOptions,
} from '../../lib/recordOptions';
import type { FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'evaluations'>>();

/** What is evaluated, where, by whom and when: the first step, and the start page. */
export function SettingFields({
  known,
  autoFocus,
}: {
  /** Names of the records already chosen, for the pickers. */
  known: { technology?: PickerOption; community?: PickerOption; facility?: PickerOption };
  autoFocus?: boolean;
}) {
  const initial = (o: PickerOption | undefined) => (o ? [o] : []);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <F.Text
          name="title"
          label="Title"
          required
          autoFocus={autoFocus}
          helperText="For example: “Tele-ultrasound at La Ronge Health Centre, 2026”."
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <F.RecordPicker
          name="technologyId"
          label="Technology"
          multiple={false}
          useOptions={useTechnologyOptions}
          initialOptions={initial(known.technology)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <F.TextList
          name="evaluators"
          label="Evaluators"
          helperText="Names of the people evaluating; press Enter after each."
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <F.RecordPicker
          name="communityId"
          label="Community (setting)"
          multiple={false}
          useOptions={useCommunityOptions}
          initialOptions={initial(known.community)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <F.RecordPicker
          name="facilityId"
          label="Facility (setting)"
          multiple={false}
          useOptions={useFacilityOptions}
          initialOptions={initial(known.facility)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <F.Text
          name="startedOn"
          label="Started on"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <F.Text
          name="dueOn"
          label="Due on"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </Grid>
  );
}
