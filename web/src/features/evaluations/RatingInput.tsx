import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController, useFormContext } from 'react-hook-form';

import { RATINGS } from '@hta/functions/contract';

import { NOT_ASSESSED, NotAssessedReason, errorMessage, isNotAssessed } from './NotAssessedReason';

export const RATING_MEANING = '1 = very unfavourable · 3 = neutral · 5 = very favourable';

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
  const notAssessed = isNotAssessed(rated, reasonText);
  const value = notAssessed ? NOT_ASSESSED : (rated ?? null);
  const error = errorMessage(rating.fieldState.error);
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
      {notAssessed && <NotAssessedReason reason={reason} />}
    </FormControl>
  );
}
