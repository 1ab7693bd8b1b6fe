// A list's select (a filter, rows per page): the browser's own select in MUI's outlined field. On a
// phone it opens the system's picker; and it leaves out MUI's menu-based Select (its input, the
// filled and standard variants, typeahead: ~6 KB gzip that every list page downloaded first).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

interface ListSelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly ListSelectOption[];
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

export function ListSelect({ label, value, options, onChange, sx }: Props) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      {/* A native select always shows its chosen option: the label stays above it. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
