import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { Importable, ImportMapping } from '@hta/functions/contract';

import { unmappedColumns } from './importPlan';
import { KEYS } from './labels';

/** Step 2: which column each field is read from. */
export function MappingStep({
  registry,
  fields,
  columns,
  mapping,
  onField,
  onCheck,
  busy,
}: {
  registry: Importable;
  fields: readonly string[];
  columns: string[];
  mapping: ImportMapping;
  onField: (field: string, column: string) => void;
  onCheck: () => void;
  busy: boolean;
}) {
  // Indicator values are keyed by what they are a value of; records by their id.
  const mapped = registry === 'indicators' ? fields : ['id', ...fields];
  const unmapped = unmappedColumns(columns, mapping);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Column mapping">
      <Typography variant="h6" component="h2" gutterBottom>
        2. Columns
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {KEYS[registry]}
      </Typography>
      <Grid container spacing={2}>
        {mapped.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={field === 'id' ? 'id (record key)' : field}
              value={mapping[field] ?? ''}
              onChange={(e) => onField(field, e.target.value)}
            >
              <MenuItem value="">(not imported)</MenuItem>
              {columns.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      {unmapped.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Columns not imported: {unmapped.join(', ')}.
        </Typography>
      )}
      <Button variant="contained" sx={{ mt: 2 }} onClick={onCheck} disabled={busy}>
        Check the rows
      </Button>
    </Paper>
  );
}
