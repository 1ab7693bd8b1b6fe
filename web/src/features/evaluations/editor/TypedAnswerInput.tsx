import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

import { YES_NO, type Answer } from '@hta/functions/contract';

import { NOT_ASSESSED, NotAssessedReason, errorMessage, isNotAssessed } from '../NotAssessedReason';

const YES_NO_LABELS: Record<(typeof YES_NO)[number], string> = {
  yes: 'Yes',
  no: 'No',
  unknown: 'Unknown',
};

type Spec = Pick<Answer, 'type' | 'unit' | 'min' | 'max' | 'choices' | 'question'>;

const bounds = (q: Spec) =>
  q.min !== null && q.max !== null
    ? `From ${q.min} to ${q.max} ${q.unit ?? ''}.`
    : q.min !== null
      ? `At least ${q.min} ${q.unit ?? ''}.`
      : q.max !== null
        ? `At most ${q.max} ${q.unit ?? ''}.`
        : `In ${q.unit ?? 'the unit asked'}.`;

/**
 * The answer to a question that is not a 1–5 rating: yes / no / unknown or a choice as radio
 * buttons (with "Not assessed" beside them), a number with its unit, or text — each can be
 * marked not assessed with a reason. `base` is the answer's path (`domains.safety.1`).
 */
export function TypedAnswerInput({ base, spec }: { base: string; spec: Spec }) {
  const { control } = useFormContext();
  const value = useController({ control, name: `${base}.value` });
  const reason = useController({ control, name: `${base}.notAssessedReason` });
  const current = value.field.value as string | number | null | undefined;
  const reasonText = reason.field.value as string | null | undefined;
  const notAssessed = isNotAssessed(current, reasonText);
  const error = errorMessage(value.fieldState.error);

  const answer = (next: string | number | null) => {
    value.field.onChange(next);
    reason.field.onChange(null);
  };
  const markNotAssessed = (on: boolean) => {
    value.field.onChange(null);
    reason.field.onChange(on ? (reasonText ?? '') : null);
  };

  const reasonField = notAssessed && <NotAssessedReason reason={reason} />;
  const notAssessedBox = (
    <FormControlLabel
      control={
        <Checkbox checked={notAssessed} onChange={(e) => markNotAssessed(e.target.checked)} />
      }
      label="Not assessed"
    />
  );

  if (spec.type === 'yesNo' || spec.type === 'choice') {
    const options =
      spec.type === 'yesNo'
        ? YES_NO.map((v) => ({ value: v, label: YES_NO_LABELS[v] }))
        : spec.choices.map((c) => ({ value: c, label: c }));
    return (
      <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend">Answer</FormLabel>
        <RadioGroup
          row={spec.type === 'yesNo'}
          name={`${base}.value`}
          aria-label={`Answer to “${spec.question}”`}
          value={notAssessed ? NOT_ASSESSED : (current ?? '')}
          onChange={(e) =>
            e.target.value === NOT_ASSESSED ? markNotAssessed(true) : answer(e.target.value)
          }
          onBlur={value.field.onBlur}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
          <FormControlLabel value={NOT_ASSESSED} control={<Radio />} label="Not assessed" />
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
        {reasonField}
      </FormControl>
    );
  }

  if (spec.type === 'number') {
    return (
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <TextField
          label="Answer"
          type="number"
          value={typeof current === 'number' ? current : ''}
          disabled={notAssessed}
          onChange={(e) => answer(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={value.field.onBlur}
          inputRef={value.field.ref}
          error={Boolean(error)}
          helperText={error ?? bounds(spec)}
          slotProps={{
            input: spec.unit
              ? { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> }
              : {},
            htmlInput: {
              'aria-label': `Answer to “${spec.question}”${spec.unit ? ` in ${spec.unit}` : ''}`,
              ...(spec.min !== null ? { min: spec.min } : {}),
              ...(spec.max !== null ? { max: spec.max } : {}),
              step: 'any',
            },
          }}
          sx={{ maxWidth: 320 }}
        />
        {notAssessedBox}
        {reasonField}
      </FormControl>
    );
  }

  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <TextField
        label="Answer"
        multiline
        minRows={2}
        value={typeof current === 'string' ? current : ''}
        disabled={notAssessed}
        onChange={(e) => answer(e.target.value === '' ? null : e.target.value)}
        onBlur={value.field.onBlur}
        inputRef={value.field.ref}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { 'aria-label': `Answer to “${spec.question}”` } }}
        fullWidth
      />
      {notAssessedBox}
      {reasonField}
    </FormControl>
  );
}
