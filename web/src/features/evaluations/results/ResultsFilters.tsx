import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { LIFECYCLE_STAGES, TECHNOLOGY_CATEGORIES } from '@hta/functions/contract';

import { capitalised } from '../labels';

/** The technologies' category and lifecycle stage ('' for any). */
export function ResultsFilters({
  category,
  stage,
  onChange,
}: {
  category: string;
  stage: string;
  onChange: (name: 'category' | 'stage', value: string) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        label="Category"
        value={category}
        onChange={(e) => onChange('category', e.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">Any category</MenuItem>
        {TECHNOLOGY_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Lifecycle stage"
        value={stage}
        onChange={(e) => onChange('stage', e.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">Any stage</MenuItem>
        {LIFECYCLE_STAGES.map((s) => (
          <MenuItem key={s} value={s}>
            {capitalised(s)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
