// "Not assessed" with its reason, the same for every question type (a rating or a typed answer).
import TextField from '@mui/material/TextField';
import type { UseControllerReturn } from 'react-hook-form';

/** The value a control shows for "not assessed" (never a 0 or an empty answer). */
export const NOT_ASSESSED = 'not-assessed';

/** A field's error message from react-hook-form, if it has one. */
export function errorMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A reason (even one still empty) beside no answer marks the question not assessed. */
export const isNotAssessed = (answer: unknown, reason: unknown): boolean =>
  (answer === null || answer === undefined) && typeof reason === 'string';

/** The reason a question was not assessed, required while it is so. */
export function NotAssessedReason({ reason }: { reason: UseControllerReturn }) {
  const error = errorMessage(reason.fieldState.error);
  return (
    <TextField
      label="Why it was not assessed"
      required
      size="small"
      sx={{ mt: 1 }}
      value={(reason.field.value as string | null | undefined) ?? ''}
      onChange={(e) => reason.field.onChange(e.target.value)}
      onBlur={reason.field.onBlur}
      inputRef={reason.field.ref}
      error={Boolean(error)}
      helperText={error ?? 'For example: no data yet, not applicable to this setting.'}
      fullWidth
    />
  );
}
