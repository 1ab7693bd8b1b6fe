import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { neighboursOf, type StepKey } from './steps';

/**
 * Back and Next; Submit on the review step (and on every step once submitted, as "Save
 * changes"); a draft's "Save draft now" while it has unsaved changes.
 */
export function StepActions({
  step,
  submitted,
  busy,
  pending,
  onGo,
  onSubmit,
  onSaveDraft,
}: {
  step: StepKey;
  submitted: boolean;
  /** Saving, or stopped by a conflict: no submit or save now. */
  busy: boolean;
  /** Changes not yet on the server. */
  pending: boolean;
  onGo: (step: StepKey) => void;
  onSubmit: () => void;
  onSaveDraft: () => void;
}) {
  const { previous, next } = neighboursOf(step);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {previous && (
        <Button startIcon={<ArrowBackIcon />} onClick={() => onGo(previous)}>
          Back
        </Button>
      )}
      {next && (
        <Button variant="outlined" endIcon={<ArrowForwardIcon />} onClick={() => onGo(next)}>
          Next
        </Button>
      )}
      {(step === 'review' || submitted) && (
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          {submitted ? 'Save changes' : 'Submit evaluation'}
        </Button>
      )}
      {!submitted && (
        <Button onClick={onSaveDraft} disabled={!pending || busy}>
          Save draft now
        </Button>
      )}
    </Stack>
  );
}
