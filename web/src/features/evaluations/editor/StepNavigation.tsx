import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { STEP_KEYS, isStepDone, type Step as StepOf, type StepKey } from './steps';

/** The steps with their progress: a select on narrow screens, a vertical stepper on wide ones. */
export function StepNavigation({
  steps,
  step,
  onGo,
}: {
  steps: StepOf[];
  step: StepKey;
  onGo: (step: StepKey) => void;
}) {
  return (
    <>
      <TextField
        select
        fullWidth
        label="Step"
        value={step}
        onChange={(e) => onGo(e.target.value as StepKey)}
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
        activeStep={STEP_KEYS.indexOf(step)}
        sx={{ display: { xs: 'none', md: 'flex' } }}
        aria-label="Steps of the evaluation"
      >
        {steps.map((s) => (
          <Step key={s.key} completed={isStepDone(s)}>
            <StepButton
              onClick={() => onGo(s.key)}
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
    </>
  );
}
