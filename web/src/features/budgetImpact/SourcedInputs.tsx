// A group of sourced inputs as a table: one row per input, its base value, low and high under
// column headings (three boxes labelled alike were cut to the same "Equipment (one-off,…"), its
// source beside them. Each box keeps its full name for a screen reader. Shares are typed as per
// cent, as the analysis's page shows them, and stored as proportions (0–1), as the method uses
// them.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { FormNumber, FormText, useFieldError } from '../../components/form/FormParts';

export interface SourcedItem {
  name: string;
  label: string;
  percent?: boolean;
}

const COLUMNS = {
  xs: 'repeat(3, minmax(0, 1fr))',
  md: 'minmax(160px, 2fr) repeat(3, minmax(90px, 1fr)) 3fr',
};
const WIDE = { xs: '1 / -1', md: 'auto' };

/** A proportion shown and typed as per cent; to ten decimals, so 0.35 reads 35, not 35.000…01. */
const asPercent = (v: unknown) =>
  typeof v === 'number' ? String(Number((v * 100).toFixed(10))) : '';

function PercentBox({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <PercentText
          // A proportion in the form's values (a number, or null while the box is empty).
          value={field.value as unknown}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={error}
        />
      )}
    />
  );
}

function PercentText({
  value,
  onChange,
  onBlur,
  label,
  error,
}: {
  value: unknown;
  onChange: (v: number | null) => void;
  onBlur: () => void;
  label: string;
  error: string | undefined;
}) {
  const [text, setText] = useState(asPercent(value));
  // A value the form sets (a loaded record, a copy) replaces what the box holds.
  useEffect(() => {
    setText((now) => {
      const typed = now.trim() === '' ? null : Number(now) / 100;
      const same =
        typed === value ||
        (typed !== null && typeof value === 'number' && Math.abs(typed - value) < 1e-12);
      return same ? now : asPercent(value);
    });
  }, [value]);
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim() === '' ? null : Number(e.target.value) / 100);
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { step: 'any', min: 0, max: 100, 'aria-label': label },
        input: { endAdornment: <span aria-hidden>%</span> },
      }}
    />
  );
}

function Row({ name, label, percent }: SourcedItem) {
  const unit = percent ? ' (%)' : '';
  const box = (part: 'value' | 'low' | 'high') =>
    percent ? (
      <PercentBox name={`${name}.${part}`} label={`${label}: ${part}${unit}`} />
    ) : (
      <FormNumber
        name={`${name}.${part}`}
        label={`${label}: ${part}`}
        labelHidden
        min={0}
        size="small"
      />
    );
  return (
    <Box role="row" sx={{ display: 'contents' }}>
      <Box role="rowheader" sx={{ gridColumn: WIDE, alignSelf: 'center' }}>
        <Typography variant="subtitle2" component="span">
          {label}
        </Typography>
      </Box>
      <Box role="cell">{box('value')}</Box>
      <Box role="cell">{box('low')}</Box>
      <Box role="cell">{box('high')}</Box>
      <Box role="cell" sx={{ gridColumn: WIDE, mb: { xs: 1.5, md: 0 } }}>
        <FormText
          name={`${name}.source`}
          label="Source"
          size="small"
          slotProps={{ htmlInput: { 'aria-label': `${label}: source` } }}
        />
      </Box>
    </Box>
  );
}

export function SourcedInputs({
  title,
  hint,
  items,
}: {
  title: string;
  hint?: ReactNode;
  items: readonly SourcedItem[];
}) {
  const id = useId();
  const percent = items.every((i) => i.percent);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box
        role="table"
        aria-labelledby={id}
        sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 1, alignItems: 'start' }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <Box role="columnheader" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Typography variant="caption" color="text.secondary">
              Input
            </Typography>
          </Box>
          {['Value', 'Low', 'High'].map((h) => (
            <Box role="columnheader" key={h} aria-label={h}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {h}
                {percent ? ' (%)' : ''}
              </Typography>
            </Box>
          ))}
          <Box role="columnheader" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Typography variant="caption" color="text.secondary">
              Source
            </Typography>
          </Box>
        </Box>
        {items.map((item) => (
          <Row key={item.name} {...item} />
        ))}
      </Box>
    </Paper>
  );
}
