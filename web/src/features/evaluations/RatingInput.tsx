import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController, useFormContext } from 'react-hook-form';

import { RATINGS } from '@hta/functions/contract';

const NOT_ASSESSED = 'not-assessed';

export const RATING_MEANING = '1 = very unfavourable · 3 = neutral · 5 = very favourable';

function errorMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A question's rating: 1–5, or "not assessed" with the reason (never a 0). `base` is the
 * answer's path (`domains.safety.0`).
 */
export function RatingInput({ base, question }: { base: string; question: string }) {
  const { control } = useFormContext();
  const rating = useController({ control, name: `${base}.rating` });
  const reason = useController({ control, name: `${base}.notAssessedReason` });
  const rated = rating.field.value as number | null | undefined;
  const reasonText = reason.field.value as string | null | undefined;
  // A reason (even one still empty) marks the question not assessed.
  const notAssessed = (rated === null || rated === undefined) && typeof reasonText === 'string';
  const value = notAssessed ? NOT_ASSESSED : (rated ?? null);
  const error = errorMessage(rating.fieldState.error);
  const reasonError = errorMessage(reason.fieldState.error);
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Rating
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-label={`Rating of “${question}”`}
        onChange={(_, next: number | string | null) => {
          if (next === NOT_ASSESSED) {
            rating.field.onChange(null);
            reason.field.onChange(reasonText ?? '');
          } else {
            rating.field.onChange(next);
            reason.field.onChange(null);
          }
          rating.field.onBlur();
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {RATINGS.map((r) => (
          <ToggleButton key={r} value={r} aria-label={`${r} of 5`} sx={{ minWidth: 44 }}>
            {r}
          </ToggleButton>
        ))}
        <ToggleButton value={NOT_ASSESSED}>Not assessed</ToggleButton>
      </ToggleButtonGroup>
      <FormHelperText>{error ?? RATING_MEANING}</FormHelperText>
      {notAssessed && (
        <TextField
          label="Why it was not assessed"
          required
          size="small"
          sx={{ mt: 1 }}
          value={reasonText}
          onChange={(e) => reason.field.onChange(e.target.value)}
          onBlur={reason.field.onBlur}
          inputRef={reason.field.ref}
          error={Boolean(reasonError)}
          helperText={reasonError ?? 'For example: no data yet, not applicable to this setting.'}
          fullWidth
        />
      )}
    </FormControl>
  );
}
