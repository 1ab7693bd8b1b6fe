import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId } from 'react';

interface Props extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  error?: string | undefined;
  helperText?: string;
}

/**
 * An outlined text input with its label and message: TextField without TextField's Select
 * (and Menu, Popover…), for pages that must load light, like sign-in.
 */
export const FormInput = forwardRef<HTMLInputElement, Props>(function FormInput(
  { label, error, helperText, required, fullWidth = true, ...input },
  ref,
) {
  const id = useId();
  const message = error ?? helperText;
  return (
    <FormControl
      variant="outlined"
      error={Boolean(error)}
      required={required}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        inputRef={ref}
        aria-describedby={message ? `${id}-message` : undefined}
        {...input}
      />
      {message && <FormHelperText id={`${id}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
});
