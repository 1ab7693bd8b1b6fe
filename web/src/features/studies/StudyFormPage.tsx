import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

import { STUDY_DESIGNS, paths } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useTechnologyOptions } from '../../lib/recordOptions';
import type { FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'studies'>>();

const RURAL_REMOTE = [
  ['yes', true],
  ['no', false],
  ['not stated', null],
] as const;

/** Yes, no, or not stated: a study that does not say is not a study of an urban setting. */
function RuralRemote() {
  const { control } = useFormContext<FieldsOf<'studies'>>();
  return (
    <Controller
      name="ruralRemote"
      control={control}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label="Rural or remote setting"
          value={RURAL_REMOTE.find(([, v]) => v === (field.value ?? null))?.[0] ?? 'not stated'}
          onChange={(e) =>
            field.onChange(RURAL_REMOTE.find(([k]) => k === e.target.value)?.[1] ?? null)
          }
          onBlur={field.onBlur}
        >
          {RURAL_REMOTE.map(([k]) => (
            <MenuItem key={k} value={k}>
              {k.charAt(0).toUpperCase() + k.slice(1)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** /studies/new and /study/:id/edit. */
export default function StudyFormPage() {
  return (
    <RegistryFormPage
      registry="studies"
      empty={{
        authors: [],
        year: new Date().getFullYear(),
        title: '',
        design: 'cohort',
        ruralRemote: null,
        technologyIds: [],
      }}
      addTitle="Add a study"
      editTitle={(s) => `Edit ${s.title}`}
      cancelTo={(s) => (s ? paths.study(s.id) : paths.studies)}
    >
      {({ profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <F.Text name="title" label="Title" required autoFocus multiline />
              </Grid>
              <Grid size={12}>
                <F.TextList
                  name="authors"
                  label="Authors"
                  helperText='One author each, as "Surname Initials" (e.g. "Britton N").'
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.Text name="journal" label="Journal or publisher" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Number name="year" label="Year" required />
              </Grid>
              <Grid size={{ xs: 4 }}>
                <F.Text name="volume" label="Volume" />
              </Grid>
              <Grid size={{ xs: 4 }}>
                <F.Text name="issue" label="Issue" />
              </Grid>
              <Grid size={{ xs: 4 }}>
                <F.Text name="pages" label="Pages" helperText="e.g. 244-250" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="doi" label="DOI" helperText="e.g. 10.3389/fpubh.2019.00244" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Text name="pmid" label="PMID" />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <F.Text name="url" label="Link" />
              </Grid>
            </Grid>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Select name="design" label="Design" options={STUDY_DESIGNS} required />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="country" label="Country" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <RuralRemote />
              </Grid>
              <Grid size={12}>
                <F.Text name="population" label="Population" multiline minRows={2} />
              </Grid>
              <Grid size={12}>
                <F.Text name="outcomes" label="Outcomes reported" multiline minRows={2} />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="technologyIds"
                  label="Technologies it is about"
                  multiple
                  useOptions={useTechnologyOptions}
                  initialOptions={profile?.technologies ?? []}
                />
              </Grid>
              <Grid size={12}>
                <F.Text name="notes" label="Notes" multiline minRows={2} />
              </Grid>
            </Grid>
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}
