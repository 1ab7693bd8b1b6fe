import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController, useFormContext } from 'react-hook-form';

const NOT_SCORED = 'none';

/** An item's score, 1–5 or not scored, as buttons (arrow keys move, Space chooses). */
export function ScoreToggle({ name, item }: { name: string; item: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as number | null | undefined) ?? NOT_SCORED;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-label={`Score of “${item}”`}
        onChange={(_, next: number | string | null) => {
          if (next === null) return;
          field.onChange(next === NOT_SCORED ? null : next);
          field.onBlur();
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {[1, 2, 3, 4, 5].map((s) => (
          <ToggleButton key={s} value={s} aria-label={`${s} of 5`} sx={{ minWidth: 40 }}>
            {s}
          </ToggleButton>
        ))}
        <ToggleButton value={NOT_SCORED}>Not scored</ToggleButton>
      </ToggleButtonGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
