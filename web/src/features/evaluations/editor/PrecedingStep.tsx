import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';

import { PRECEDING_CONSIDERATIONS, PRECEDING_RESULTS } from '@hta/functions/contract';

import { FormText } from '../../../components/form/FormParts';
import { capitalised } from '../labels';

/** A choice among a few values, as radio buttons, with its error. */
export function FormRadios({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly string[];
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={capitalised(o)} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** MAST's preceding considerations: each answered, and judged pass, concern or fail. */
export function PrecedingStep() {
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Before the domains: is the technology worth assessing here? A fail on any of these means it
        is not assessed further (MAST).
      </Typography>
      {PRECEDING_CONSIDERATIONS.map((p) => (
        <Paper key={p.key} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {p.title}
          </Typography>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            <FormText
              name={`preceding.${p.key}.answer`}
              label="Answer"
              multiline
              minRows={2}
              helperText={p.asks}
            />
            <FormRadios
              name={`preceding.${p.key}.result`}
              label={`${p.title}: result`}
              options={PRECEDING_RESULTS}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
