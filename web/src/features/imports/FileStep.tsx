import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { IMPORTABLE, type Importable } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { LABELS } from './labels';
import type { Loaded } from './useImport';

/** Step 1: what to import, and from which file. */
export function FileStep({
  registry,
  onRegistry,
  onFile,
  file,
  fileError,
}: {
  registry: Importable;
  onRegistry: (registry: Importable) => void;
  onFile: (file: File | undefined) => void;
  file: Loaded | null;
  fileError: string | null;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        1. What and from which file
      </Typography>
      <TextField
        select
        size="small"
        label="Import"
        value={registry}
        onChange={(e) => onRegistry(e.target.value as Importable)}
        sx={{ minWidth: 220, mr: 2 }}
      >
        {IMPORTABLE.map((r) => (
          <MenuItem key={r} value={r}>
            {LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" component="label">
        Choose a file
        <input
          hidden
          type="file"
          accept=".json,.csv,.xlsx"
          aria-label="File to import"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </Button>
      {file && (
        <Typography sx={{ mt: 1 }}>
          {file.name}: {count(file.rows.length, 'row')}, {count(file.columns.length, 'column')}.
        </Typography>
      )}
      {fileError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fileError}
        </Alert>
      )}
    </Paper>
  );
}
