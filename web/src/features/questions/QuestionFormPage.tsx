// A review question's form: its PICO, the outcomes with their importance, the setting and the
// designs sought.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';

import {
  MID_SCALES,
  MID_SCALE_LABELS,
  OUTCOME_IMPORTANCE,
  SETTINGS,
  SOUGHT_DESIGNS,
  paths,
  type QuestionFieldsInput,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useCommunityOptions, useTechnologyOptions } from '../../lib/recordOptions';

const F = formFieldsOf<QuestionFieldsInput>();

const MID_OPTIONS = ['', ...MID_SCALES] as const;

type OutcomeInput = QuestionFieldsInput['outcomes'][number];
const emptyOutcome: OutcomeInput = {
  name: '',
  importance: 'critical',
  minimalImportantDifference: null,
};

const empty: QuestionFieldsInput = {
  title: '',
  technologyId: '',
  population: '',
  intervention: '',
  comparators: null,
  outcomes: [emptyOutcome],
  settings: [],
  communityIds: [],
  designs: ['randomised trials'],
};

/** /questions/new and /question/:id/edit. */
export default function QuestionFormPage() {
  return (
    <RegistryFormPage
      registry="questions"
      empty={empty}
      addTitle="New review question"
      editTitle={(q) => `Edit ${q.title}`}
      cancelTo={(q) => (q ? paths.question(q.id) : paths.questions)}
      maxWidth={1100}
    >
      {({ profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <F.Text name="title" label="Question" required autoFocus multiline />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="technologyId"
                  label="Technology"
                  multiple={false}
                  required
                  useOptions={useTechnologyOptions}
                  initialOptions={profile?.technology ? [profile.technology] : []}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="population" label="Population" required multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="intervention" label="Intervention" required multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="comparators" label="Comparators" multiline />
              </Grid>
              <Grid size={12}>
                <F.Checklist name="settings" label="Setting" options={SETTINGS} />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="communityIds"
                  label="Communities it concerns"
                  multiple
                  useOptions={useCommunityOptions}
                  initialOptions={profile?.communities ?? []}
                />
              </Grid>
              <Grid size={12}>
                <F.Checklist name="designs" label="Study designs sought" options={SOUGHT_DESIGNS} />
              </Grid>
            </Grid>
          </Paper>
          <Outcomes />
        </>
      )}
    </RegistryFormPage>
  );
}

function Outcomes() {
  const { control, formState } = useFormContext<QuestionFieldsInput>();
  const outcomes = useFieldArray({ control, name: 'outcomes' });
  const error = formState.errors.outcomes?.message ?? formState.errors.outcomes?.root?.message;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Outcomes ({outcomes.fields.length})
      </Typography>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {outcomes.fields.map((field, i) => (
        <Paper
          key={field.id}
          variant="outlined"
          component="section"
          aria-label={`Outcome ${i + 1}`}
          sx={{ p: 2 }}
        >
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <F.Text name={`outcomes.${i}.name`} label={`Name of outcome ${i + 1}`} required />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <F.Select
                name={`outcomes.${i}.importance`}
                label="Importance"
                options={OUTCOME_IMPORTANCE}
              />
            </Grid>
            <Grid size={{ xs: 10, md: 3 }}>
              <F.Text
                name={`outcomes.${i}.minimalImportantDifference`}
                label="Minimal important difference"
                helperText="In words, with its source, where known."
              />
            </Grid>
            <Grid size={{ xs: 2, md: 1 }}>
              {outcomes.fields.length > 1 && (
                <IconButton
                  aria-label={`Remove outcome ${i + 1}`}
                  onClick={() => outcomes.remove(i)}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <F.Number
                name={`outcomes.${i}.mid`}
                label="MID as a figure"
                helperText="Imprecision is judged against it."
              />
            </Grid>
            <Grid size={{ xs: 6, md: 5 }}>
              <F.Select
                name={`outcomes.${i}.midScale`}
                label="MID measured in"
                options={MID_OPTIONS}
                labels={{ '': 'Not known', ...MID_SCALE_LABELS }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <F.Text
                name={`outcomes.${i}.units`}
                label="Units"
                helperText="For a continuous outcome: points, days…"
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => outcomes.append({ ...emptyOutcome })}>
          Add an outcome
        </Button>
      </div>
    </Stack>
  );
}
