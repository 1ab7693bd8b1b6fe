import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type Evaluation } from '@hta/functions/contract';

import { LeaveGuard } from '../../../components/form/FormParts';
import { RecordHeader } from '../../../components/registry/RecordParts';
import { AnsweredBar } from './AnsweredBar';
import { BackupOffer } from '../../../components/form/SaveOffers';
import { ConflictAlert } from './ConflictAlert';
import { StepActions } from './StepActions';
import { StepContent } from './StepContent';
import { StepNavigation } from './StepNavigation';
import { STEP_KEYS, answeredShare, missingFor, stepsOf } from './steps';
import { useEvaluationDraft, type Values } from './useEvaluationDraft';
import { useStepParam } from './useStepParam';
import { useSubmitEvaluation } from './useSubmitEvaluation';

/** The evaluation's form, step by step, with its progress and where its changes are. */
export function EvaluationEditor({
  evaluation,
  loadTheirs,
}: {
  evaluation: Evaluation;
  loadTheirs: () => Promise<void>;
}) {
  const { form, autosave, blocker, submitted, offered, restore, discard } =
    useEvaluationDraft(evaluation);
  const { step, go, heading } = useStepParam();
  const { saveNow, state } = autosave;
  const submit = useSubmitEvaluation({
    evaluationId: evaluation.id,
    submitted,
    form,
    saveNow,
    go,
  });

  const values = useWatch({ control: form.control }) as Values;
  const steps = stepsOf(values);
  const index = STEP_KEYS.indexOf(step);
  const stopped = state.kind === 'conflict' || state.kind === 'invalid';

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
          <BackupOffer
            offered={offered}
            label="this evaluation"
            version={evaluation.version}
            onRestore={restore}
            onDiscard={discard}
          />
        )}
        {state.kind === 'conflict' && <ConflictAlert onLoadTheirs={() => void loadTheirs()} />}
        <AnsweredBar share={answeredShare(values)} state={state} auto={!submitted} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <StepNavigation steps={steps} step={step} onGo={go} />
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
                {index + 1}. {steps[index]?.title}
              </Typography>
              <StepContent
                step={step}
                evaluation={evaluation}
                values={values}
                steps={steps}
                missing={missingFor(values)}
                submitted={submitted}
                onGo={go}
              />
              <StepActions
                step={step}
                submitted={submitted}
                busy={state.kind === 'saving' || state.kind === 'conflict'}
                pending={autosave.pending}
                onGo={go}
                onSubmit={() => void submit()}
                onSaveDraft={() => void saveNow()}
              />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      {(submitted || stopped) && <LeaveGuard blocker={blocker} />}
    </FormProvider>
  );
}
