import Paper from '@mui/material/Paper';

import type { Evaluation } from '@hta/functions/contract';

import { SettingFields } from '../SettingFields';
import { ConclusionStep } from './ConclusionStep';
import { DomainStep } from './DomainStep';
import { knownSetting } from './knownSetting';
import { PrecedingStep } from './PrecedingStep';
import { ReviewStep } from './ReviewStep';
import { isDomainStep, type Missing, type Step, type StepKey } from './steps';
import type { Values } from './useEvaluationDraft';

/** The fields of one step of the evaluation. */
export function StepContent({
  step,
  evaluation,
  values,
  steps,
  missing,
  submitted,
  onGo,
}: {
  step: StepKey;
  evaluation: Evaluation;
  values: Values;
  steps: Step[];
  missing: Missing[];
  submitted: boolean;
  onGo: (step: StepKey) => void;
}) {
  if (step === 'setting')
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SettingFields known={knownSetting(evaluation)} />
      </Paper>
    );
  if (step === 'preceding') return <PrecedingStep />;
  if (isDomainStep(step)) return <DomainStep key={step} domain={step} />;
  if (step === 'conclusion') return <ConclusionStep />;
  return (
    <ReviewStep values={values} missing={missing} steps={steps} onGo={onGo} submitted={submitted} />
  );
}
