import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { LIFECYCLE_STAGES, TECHNOLOGY_CATEGORIES } from '@hta/functions/contract';

import { stageLabel } from './labels';

export interface TechnologyFilterValues {
  category: string;
  lifecycleStage: string;
}

export function TechnologyFilters({
  value,
  onChange,
}: {
  value: TechnologyFilterValues;
  onChange: (v: TechnologyFilterValues) => void;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Category"
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.target.value })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {TECHNOLOGY_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Lifecycle stage"
        value={value.lifecycleStage}
        onChange={(e) => onChange({ ...value, lifecycleStage: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Any stage</MenuItem>
        {LIFECYCLE_STAGES.map((s) => (
          <MenuItem key={s} value={s}>
            {stageLabel(s)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
