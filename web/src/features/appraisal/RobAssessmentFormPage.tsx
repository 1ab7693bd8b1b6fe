import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import {
  PER_OUTCOME_ROB2,
  PER_OUTCOME_ROBINS_I,
  ROB2_DOMAINS,
  ROB2_JUDGEMENTS,
  ROBINS_I_DOMAINS,
  ROBINS_I_JUDGEMENTS,
  assessmentResult,
  paths,
  type AssessmentFieldsInput,
  type Rob2Domain,
  type RobinsIDomain,
  type RobTool,
} from '@hta/functions/contract';

import { formFieldsOf, useFieldError } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { Rob2Questions } from './Rob2Questions';

const F = formFieldsOf<AssessmentFieldsInput>();
const ROB2_KEYS = Object.keys(ROB2_DOMAINS) as Rob2Domain[];
const ROBINS_KEYS = Object.keys(ROBINS_I_DOMAINS) as RobinsIDomain[];

/** /risk-of-bias/new?profile=…&study=… and /risk-of-bias/:id/edit. */
export default function RobAssessmentFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const profileId = search.get('profile') ?? '';
  const studyId = search.get('study') ?? '';
  if (id) return <AssessmentForm />;
  if (!profileId || !studyId)
    return (
      <Stack spacing={2}>
        <RecordHeader title="New risk-of-bias assessment" />
        <Alert severity="info">
          A risk-of-bias assessment is of a study an evidence profile cites: open the profile and
          choose “Assess a study”.{' '}
          <RouterLink to={paths.evidenceProfiles}>Evidence profiles</RouterLink>
        </Alert>
      </Stack>
    );
  return <NewAssessment profileId={profileId} studyId={studyId} />;
}

/** A new assessment: the tool comes from the study's design, as the server will check. */
function NewAssessment({ profileId, studyId }: { profileId: string; studyId: string }) {
  const query = useApiQuery('robAssessments.table', { profileId });
  if (query.isPending) return <CircularProgress aria-label="Loading the study" />;
  if (query.error)
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      >
        The evidence profile could not be loaded: {query.error.message}
      </Alert>
    );
  const study = query.data.studies.find((s) => s.id === studyId);
  if (!study || !study.tool)
    return (
      <Alert severity="warning">
        {study
          ? `${study.title} is a ${study.design}: neither RoB 2 (randomised trials) nor ROBINS-I (non-randomised comparative studies) applies.`
          : 'The evidence profile does not cite this study.'}{' '}
        <RouterLink to={paths.evidenceProfile(profileId)}>Back to the evidence profile</RouterLink>
      </Alert>
    );
  return <AssessmentForm initial={{ profileId, studyId, tool: study.tool, title: study.title }} />;
}

function AssessmentForm({
  initial,
}: {
  initial?: { profileId: string; studyId: string; tool: RobTool; title: string };
}) {
  return (
    <RegistryFormPage
      registry="robAssessments"
      empty={{
        profileId: initial?.profileId ?? '',
        studyId: initial?.studyId ?? '',
        tool: initial?.tool ?? 'RoB 2',
        participants: 0,
        answers: {},
        domains: {},
        overrides: {},
        outcomes: [],
      }}
      addTitle={`Assess ${initial?.title ?? 'a study'} (${initial?.tool ?? ''})`}
      editTitle={(a) => `Edit the assessment of ${a.studyTitle ?? a.studyId}`}
      cancelTo={(a) =>
        a ? paths.robAssessment(a.id) : paths.evidenceProfile(initial?.profileId ?? '')
      }
      maxWidth={1000}
    >
      {() => <AssessmentFields />}
    </RegistryFormPage>
  );
}

function AssessmentFields() {
  const { control } = useFormContext<AssessmentFieldsInput>();
  const [tool, profileId] = useWatch({ control, name: ['tool', 'profileId'] });
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography>
              Tool: <strong>{tool}</strong>
              {tool === 'RoB 2'
                ? ' (Cochrane RoB 2, randomised trials; effect of assignment)'
                : ' (ROBINS-I, non-randomised studies of interventions)'}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <F.Number
              name="participants"
              label="Participants analysed"
              min={1}
              helperText="Weighs the study's judgement in the profile's suggested rating."
            />
          </Grid>
        </Grid>
      </Paper>
      {tool === 'RoB 2' ? <Rob2Part /> : <RobinsIPart />}
      <OutcomeParts profileId={profileId} tool={tool} />
      <F.Text name="notes" label="Notes" multiline />
    </Stack>
  );
}

function Rob2Part() {
  const { control } = useFormContext<AssessmentFieldsInput>();
  const values = useWatch({ control });
  const result = assessmentResult({
    tool: 'RoB 2',
    answers: values.answers ?? {},
    domains: {},
    overrides: Object.fromEntries(
      Object.entries(values.overrides ?? {}).flatMap(([d, o]) =>
        o.judgement ? [[d, { judgement: o.judgement, reason: o.reason ?? '' }]] : [],
      ),
    ),
    overallHighReason: values.overallHighReason ?? null,
    outcomes: [],
  });
  const answersError = useFieldError('answers');
  return (
    <Paper variant="outlined" component="section" aria-label="Signalling questions" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Signalling questions
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Y yes · PY probably yes · PN probably no · N no · NI no information. Each domain’s judgement
        follows the tool’s algorithm; you may judge a domain otherwise, saying why.
      </Typography>
      {answersError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {answersError}
        </Alert>
      )}
      <Controller
        control={control}
        name="answers"
        render={({ field }) => (
          <Rob2Questions
            domains={ROB2_KEYS}
            value={field.value ?? {}}
            onChange={field.onChange}
            idPrefix="study"
          />
        )}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Judging a domain otherwise
      </Typography>
      <Controller
        control={control}
        name="overrides"
        render={({ field }) => (
          <Stack spacing={1}>
            {ROB2_KEYS.map((d) => {
              const o = field.value?.[d];
              return (
                <Grid container spacing={1} key={d}>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <TextField
                      select
                      fullWidth
                      size="small"
                      id={`override-${d}`}
                      label={`${d}. ${ROB2_DOMAINS[d]}`}
                      value={o?.judgement ?? ''}
                      onChange={(e) => {
                        const j = e.target.value;
                        const others = Object.fromEntries(
                          Object.entries(field.value ?? {}).filter(([k]) => k !== d),
                        );
                        field.onChange(
                          j === 'low' || j === 'some concerns' || j === 'high'
                            ? { ...others, [d]: { judgement: j, reason: o?.reason ?? '' } }
                            : others,
                        );
                      }}
                      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                    >
                      <MenuItem value="">As the algorithm judges</MenuItem>
                      {ROB2_JUDGEMENTS.map((j) => (
                        <MenuItem key={j} value={j}>
                          {j}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  {o && (
                    <Grid size={{ xs: 12, sm: 8 }}>
                      <F.Text
                        name={`overrides.${d}.reason`}
                        label={`Why ${d} is judged ${o.judgement}`}
                        required
                      />
                    </Grid>
                  )}
                </Grid>
              );
            })}
          </Stack>
        )}
      />
      <Alert
        severity={result.judgement === 'low' ? 'success' : 'info'}
        role="status"
        sx={{ mt: 2 }}
      >
        Overall: <strong>{result.judgement ?? 'not judged yet'}</strong> — {result.because}
      </Alert>
      {(result.mayBeHigh || values.overallHighReason) && (
        <F.Text
          name="overallHighReason"
          label="Judge the study high overall because (several domains have some concerns)"
          multiline
          helperText="RoB 2 lets the assessor judge several domains with some concerns as high risk overall; leave empty otherwise."
        />
      )}
    </Paper>
  );
}

function RobinsIPart() {
  return (
    <Paper variant="outlined" component="section" aria-label="ROBINS-I domains" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        ROBINS-I domains
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Judge each domain with its signalling questions as the guide (Sterne et al. 2016); the
        overall judgement follows the tool’s rule: the most severe domain decides.
      </Typography>
      <Grid container spacing={2}>
        {ROBINS_KEYS.map((d) => (
          <Grid key={d} size={{ xs: 12, sm: 6 }}>
            <F.Select
              name={`domains.${d}`}
              label={ROBINS_I_DOMAINS[d]}
              options={ROBINS_I_JUDGEMENTS}
            />
          </Grid>
        ))}
      </Grid>
      <RobinsIOverall />
    </Paper>
  );
}

function RobinsIOverall() {
  const { control } = useFormContext<AssessmentFieldsInput>();
  const domains = useWatch({ control, name: 'domains' });
  const result = assessmentResult({
    tool: 'ROBINS-I',
    answers: {},
    domains: domains ?? {},
    overrides: {},
    overallHighReason: null,
    outcomes: [],
  });
  return (
    <Alert severity="info" role="status" sx={{ mt: 2 }}>
      Overall: <strong>{result.judgement ?? 'not judged yet'}</strong> — {result.because}
    </Alert>
  );
}

/** Outcomes whose measurement or missing data differ from the study's others. */
function OutcomeParts({ profileId, tool }: { profileId: string; tool: RobTool }) {
  const { control } = useFormContext<AssessmentFieldsInput>();
  const outcomes = useFieldArray({ control, name: 'outcomes' });
  const studyId = useWatch({ control, name: 'studyId' });
  const profile = useApiQuery(
    'evidenceProfiles.get',
    { id: profileId },
    { enabled: Boolean(profileId) },
  );
  const names = (profile.data?.evidenceProfile.outcomes ?? [])
    .filter((o) => o.studyIds.includes(studyId))
    .map((o) => o.name);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Outcomes assessed apart"
      sx={{ p: 2 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        Outcomes assessed apart ({outcomes.fields.length})
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Where an outcome’s missing data or measurement differ from the study’s other outcomes,
        assess {tool === 'RoB 2' ? 'domains 3 and 4' : 'missing data and measurement'} for it here;
        its other domains are the study’s.
      </Typography>
      {outcomes.fields.map((f, i) => (
        <Stack
          key={f.id}
          spacing={1}
          sx={{ mb: 2 }}
          component="section"
          aria-label={`Outcome assessed apart ${i + 1}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <F.Select
              name={`outcomes.${i}.outcomeName`}
              label="Outcome"
              options={names}
              labels={Object.fromEntries(names.map((n) => [n, n]))}
            />
            <IconButton aria-label={`Remove outcome ${i + 1}`} onClick={() => outcomes.remove(i)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
          {tool === 'RoB 2' ? (
            <Controller
              control={control}
              name={`outcomes.${i}.answers`}
              render={({ field }) => (
                <Rob2Questions
                  domains={PER_OUTCOME_ROB2}
                  value={field.value ?? {}}
                  onChange={field.onChange}
                  idPrefix={`outcome${i}`}
                />
              )}
            />
          ) : (
            <Grid container spacing={2}>
              {PER_OUTCOME_ROBINS_I.map((d) => (
                <Grid key={d} size={{ xs: 12, sm: 6 }}>
                  <F.Select
                    name={`outcomes.${i}.domains.${d}`}
                    label={ROBINS_I_DOMAINS[d]}
                    options={ROBINS_I_JUDGEMENTS}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={names.length === 0}
        onClick={() => outcomes.append({ outcomeName: names[0] ?? '', answers: {}, domains: {} })}
      >
        Assess an outcome apart
      </Button>
    </Paper>
  );
}
