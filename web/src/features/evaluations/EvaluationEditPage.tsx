import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import {
  Link as RouterLink,
  useBlocker,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import type { z } from 'zod';

import {
  DOMAIN_KEYS,
  evaluationFields,
  formValues,
  paths,
  type DomainKey,
  type Evaluation,
  type EvaluationFieldsInput,
} from '@hta/functions/contract';
import { plural } from '@hta/functions/contract/plural';

import { LeaveGuard } from '../../components/form/FormParts';
import { useAutosave } from '../../components/form/useAutosave';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { backupKey, differs, dropBackup, readBackup } from '../../lib/localBackup';
import { useRecord, useUpdateRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { ConclusionStep } from './ConclusionStep';
import { DomainStep } from './DomainStep';
import { percent } from './labels';
import { PrecedingStep } from './PrecedingStep';
import { ReviewStep } from './ReviewStep';
import { SaveStatus } from './SaveStatus';
import { SettingFields } from './SettingFields';
import {
  STEP_KEYS,
  answeredShare,
  firstStepOf,
  isStepKey,
  missingFor,
  stepsOf,
  type StepKey,
} from './steps';

type Values = EvaluationFieldsInput;

const valuesOf = (e: Evaluation) =>
  formValues(
    evaluationFields as unknown as z.ZodObject,
    e as unknown as Record<string, unknown>,
  ) as Values;

/**
 * /technology-evaluation/:id/edit — the evaluation, step by step. Drafts save themselves as the
 * evaluator works; a submitted evaluation is saved on request (each save is recorded). Every
 * change is also kept in this browser until the server has it.
 */
export default function EvaluationEditPage() {
  const { id = '' } = useParams();
  const { user, claims } = useSession();
  const query = useRecord('evaluations', id);
  // The form edits the version it was opened with: the background refetches after each save
  // must not restart it. A new snapshot is taken only on request (after a conflict).
  const [snapshot, setSnapshot] = useState<{ evaluation: Evaluation; round: number } | null>(null);
  const fetched = query.data?.evaluation;
  useEffect(() => {
    if (fetched && !snapshot) setSnapshot({ evaluation: fetched, round: 0 });
  }, [fetched, snapshot]);

  if (!snapshot)
    return (
      <RecordState
        isPending={query.isPending || Boolean(fetched)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { evaluation } = snapshot;
  if (!claims.admin && evaluation.createdBy !== user?.uid)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.evaluation(evaluation.id)}>
            View it
          </Button>
        }
      >
        This evaluation is {evaluation.createdByEmail ?? 'another evaluator'}’s: only they or an
        administrator can change it. Start your own evaluation of the technology to add your view.
      </Alert>
    );
  return (
    <EvaluationEditor
      key={snapshot.round}
      evaluation={evaluation}
      loadTheirs={async () => {
        const fresh = await query.refetch();
        if (fresh.data)
          setSnapshot((s) => ({ evaluation: fresh.data.evaluation, round: (s?.round ?? 0) + 1 }));
      }}
    />
  );
}

function EvaluationEditor({
  evaluation,
  loadTheirs,
}: {
  evaluation: Evaluation;
  loadTheirs: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const stepParam = params.get('step');
  const step: StepKey = isStepKey(stepParam) ? stepParam : 'setting';
  const submitted = evaluation.status === 'submitted';
  const initial = useRef(valuesOf(evaluation)).current;
  const key = backupKey('evaluation', evaluation.id);
  const [offered, setOffered] = useState(() => {
    const backup = readBackup<Values>(key);
    return backup && differs(backup, initial) ? backup : null;
  });

  const form = useForm<Values>({
    // `as never`: the resolver is typed by react-hook-form's values, zod's by the schema's input
    // and output; they are the same values, which the generic types cannot show each other.
    resolver: zodResolver(evaluationFields as never) as never,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const update = useUpdateRecord('evaluations');
  const autosave = useAutosave<Values>({
    form,
    backupKey: key,
    version: evaluation.version,
    auto: !submitted,
    save: async (fields, version) =>
      (await update.mutateAsync({ id: evaluation.id, version, fields })).evaluation.version,
  });

  const values = useWatch({ control: form.control }) as Values;
  const steps = stepsOf(values);
  const index = STEP_KEYS.indexOf(step);
  const current = steps[index];
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: StepKey) => {
    setParams(
      (p) => {
        p.set('step', next);
        return p;
      },
      { replace: true },
    );
  };
  // A new step puts the keyboard and screen reader at its heading.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // Leaving with changes not yet on the server: a draft saves first; otherwise ask. Asked at the
  // moment of leaving (not as of the last render): a submit navigates right after its save.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      autosave.isPending() && currentLocation.pathname !== nextLocation.pathname,
  );
  const { saveNow, state } = autosave;
  useEffect(() => {
    if (blocker.state !== 'blocked' || submitted) return;
    if (state.kind === 'conflict' || state.kind === 'invalid') return;
    void saveNow().then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker, submitted, saveNow, state.kind]);

  const missing = missingFor(values);
  const submit = async () => {
    const lacking = missingFor(form.getValues());
    if (lacking.length) {
      form.clearErrors();
      for (const m of lacking)
        form.setError(m.path as Path<Values>, { type: 'submit', message: m.message });
      const target = firstStepOf(lacking.map((m) => m.path));
      if (target) go(target);
      notify({
        type: 'negative',
        message: `${lacking.length} ${plural(lacking.length, 'answer is', 'answers are')} missing; the first is shown.`,
      });
      return;
    }
    const ok = await saveNow((v) => ({ ...v, status: 'submitted' }));
    if (!ok) return;
    notify({
      type: 'positive',
      message: submitted
        ? 'Your changes were saved and recorded in the evaluation’s history.'
        : 'The evaluation was submitted; it now counts in the technology’s results.',
    });
    void navigate(paths.evaluation(evaluation.id));
  };

  const restore = () => {
    if (!offered) return;
    for (const [name, value] of Object.entries(offered.values))
      form.setValue(name as Path<Values>, value, { shouldDirty: true });
    setOffered(null);
  };

  return (
    <FormProvider {...form}>
      <RecordHeader
        title={values.title || evaluation.title}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip
              size="small"
              label={submitted ? 'Submitted' : 'Draft'}
              color={submitted ? 'success' : 'default'}
            />
            <span>{evaluation.technologyName}</span>
          </Stack>
        }
        actions={
          <Button component={RouterLink} to={paths.evaluation(evaluation.id)}>
            View
          </Button>
        }
      />
      <Stack spacing={2}>
        {offered && (
          <Alert
            severity="warning"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={restore}>
                  Restore
                </Button>
                <Button
                  color="inherit"
                  onClick={() => {
                    dropBackup(key);
                    setOffered(null);
                  }}
                >
                  Discard
                </Button>
              </Stack>
            }
          >
            This browser holds changes to this evaluation from{' '}
            {new Date(offered.savedAt).toLocaleString('en-US')} that were never saved
            {offered.version < evaluation.version
              ? `, made on version ${offered.version}; the saved evaluation is at version ${evaluation.version}, so restoring replaces the later changes`
              : ''}
            .
          </Alert>
        )}
        {state.kind === 'conflict' && (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={() => void loadTheirs()}>
                  Load theirs
                </Button>
              </Stack>
            }
          >
            Someone else saved this evaluation since you opened it, so your changes were not saved.
            They are kept in this browser: load their version, and you will be offered yours back to
            restore.
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack sx={{ flex: 1, maxWidth: 360 }}>
              <Typography variant="body2" id="completeness-label">
                Answered: {percent(answeredShare(values))}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={answeredShare(values) * 100}
                aria-labelledby="completeness-label"
              />
            </Stack>
            <SaveStatus state={state} auto={!submitted} />
          </Stack>
        </Paper>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextField
              select
              fullWidth
              label="Step"
              value={step}
              onChange={(e) => go(e.target.value as StepKey)}
              sx={{ display: { md: 'none' } }}
            >
              {steps.map((s, i) => (
                <MenuItem key={s.key} value={s.key}>
                  {i + 1}. {s.title}
                  {s.progress ? ` (${s.progress.answered}/${s.progress.asked})` : ''}
                </MenuItem>
              ))}
            </TextField>
            <Stepper
              nonLinear
              orientation="vertical"
              activeStep={index}
              sx={{ display: { xs: 'none', md: 'flex' } }}
              aria-label="Steps of the evaluation"
            >
              {steps.map((s) => (
                <Step
                  key={s.key}
                  completed={Boolean(
                    s.progress && s.progress.asked > 0 && s.progress.answered === s.progress.asked,
                  )}
                >
                  <StepButton
                    onClick={() => go(s.key)}
                    optional={
                      s.progress ? (
                        <Typography variant="caption">
                          {s.progress.answered} of {s.progress.asked} answered
                        </Typography>
                      ) : undefined
                    }
                  >
                    {s.title}
                  </StepButton>
                </Step>
              ))}
            </Stepper>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
              <Typography
                variant="h5"
                component="h2"
                ref={heading}
                tabIndex={-1}
                sx={{ outline: 'none' }}
              >
                {index + 1}. {current?.title}
              </Typography>
              {step === 'setting' && (
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <SettingFields
                    known={{
                      technology: {
                        id: evaluation.technologyId,
                        name: evaluation.technologyName ?? evaluation.technologyId,
                      },
                      ...(evaluation.communityId
                        ? {
                            community: {
                              id: evaluation.communityId,
                              name: evaluation.communityName ?? evaluation.communityId,
                            },
                          }
                        : {}),
                      ...(evaluation.facilityId
                        ? {
                            facility: {
                              id: evaluation.facilityId,
                              name: evaluation.facilityName ?? evaluation.facilityId,
                            },
                          }
                        : {}),
                    }}
                  />
                </Paper>
              )}
              {step === 'preceding' && <PrecedingStep />}
              {(DOMAIN_KEYS as readonly string[]).includes(step) && (
                <DomainStep key={step} domain={step as DomainKey} />
              )}
              {step === 'conclusion' && <ConclusionStep />}
              {step === 'review' && (
                <ReviewStep
                  values={values}
                  missing={missing}
                  steps={steps}
                  onGo={go}
                  submitted={submitted}
                />
              )}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                {index > 0 && (
                  <Button
                    startIcon={<ArrowBackIcon />}
                    onClick={() => go(STEP_KEYS[index - 1] as StepKey)}
                  >
                    Back
                  </Button>
                )}
                {step !== 'review' && (
                  <Button
                    variant="outlined"
                    endIcon={<ArrowForwardIcon />}
                    onClick={() => go(STEP_KEYS[index + 1] as StepKey)}
                  >
                    Next
                  </Button>
                )}
                {(step === 'review' || submitted) && (
                  <Button
                    variant="contained"
                    onClick={() => void submit()}
                    disabled={state.kind === 'saving' || state.kind === 'conflict'}
                  >
                    {submitted ? 'Save changes' : 'Submit evaluation'}
                  </Button>
                )}
                {!submitted && (
                  <Button
                    onClick={() => void saveNow()}
                    disabled={
                      !autosave.pending || state.kind === 'saving' || state.kind === 'conflict'
                    }
                  >
                    Save draft now
                  </Button>
                )}
              </Stack>
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      {submitted && <LeaveGuard blocker={blocker} />}
      {!submitted && (state.kind === 'conflict' || state.kind === 'invalid') && (
        <LeaveGuard blocker={blocker} />
      )}
    </FormProvider>
  );
}
