import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';

import { NEED_STATUSES, SEVERITIES, paths, solutionWordsIn } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useCommunityOptions, useTechnologyOptions } from '../../lib/recordOptions';
import type { FieldsOf } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { SignInToWrite } from './SignInToWrite';

const F = formFieldsOf<FieldsOf<'clinicalNeeds'>>();

/** /clinical-needs/new and /clinical-needs/:id/edit — open routes; writing needs sign-in. */
export default function NeedFormPage() {
  const { user } = useSession();
  const { id } = useParams();
  if (!user) return <SignInToWrite what={id ? 'edit this need' : 'state a clinical need'} />;
  return (
    <RegistryFormPage
      registry="clinicalNeeds"
      empty={{
        title: '',
        problem: '',
        population: '',
        outcome: '',
        communityIds: [],
        stakeholders: [],
        linkedTechnologyIds: [],
      }}
      addTitle="State a clinical need"
      editTitle={() => 'Edit clinical need'}
      cancelTo={(n) => (n ? paths.need(n.id) : paths.needs)}
    >
      {({ profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <F.Text name="title" label="Title" required autoFocus />
              <Typography variant="body2" color="text.secondary">
                State the need without a solution in it: what is the problem, for whom, and what
                outcome is wanted.
              </Typography>
              <F.Text name="problem" label="Problem" required multiline minRows={2} />
              <F.Text name="population" label="Population" required multiline minRows={2} />
              <F.Text name="outcome" label="Outcome wanted" required multiline minRows={2} />
              <SolutionWarning />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="clinicalArea" label="Clinical area" />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Select name="severity" label="Severity" options={SEVERITIES} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Select
                  name="status"
                  label="Status"
                  options={NEED_STATUSES}
                  helperText="Published needs are visible to visitors."
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Number name="peopleAffected" label="People affected" />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.RecordPicker
                  name="communityIds"
                  label="Communities"
                  multiple
                  useOptions={useCommunityOptions}
                  initialOptions={profile?.communities ?? []}
                />
              </Grid>
              <Grid size={12}>
                <F.Text name="currentPractice" label="Current practice" multiline minRows={2} />
              </Grid>
              <Grid size={12}>
                <F.Text name="gap" label="Gap" multiline minRows={2} />
              </Grid>
              <Grid size={12}>
                <F.TextList name="stakeholders" label="Stakeholders" />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="linkedTechnologyIds"
                  label="Linked technologies"
                  multiple
                  useOptions={useTechnologyOptions}
                  initialOptions={profile?.technologies ?? []}
                />
              </Grid>
            </Grid>
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}

/** Warns (never refuses) when the statement names a solution: the Biodesign rule. */
function SolutionWarning() {
  const { control } = useFormContext<FieldsOf<'clinicalNeeds'>>();
  const [title, problem, population, outcome] = useWatch({
    control,
    name: ['title', 'problem', 'population', 'outcome'],
  });
  const words = solutionWordsIn(title, problem, population, outcome);
  if (words.length === 0) return null;
  return (
    <Alert severity="warning">
      This statement names a solution ({words.map((w) => `“${w}”`).join(', ')}). A need statement
      describes the problem, the population and the outcome, and leaves the solution open (Stanford
      Biodesign): “A way to [problem] in [population] in order to [outcome]”. You can still save it.
    </Alert>
  );
}
