// A list of small records in the dossier's form (conditions, indicators, engagement records,
// declarations): each a group of inputs with its own remove button, and one to add another.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
} from 'react-hook-form';

import type { DossierFieldsInput } from '@hta/functions/contract';

export function ListSection<K extends ArrayPath<DossierFieldsInput>>({
  name,
  title,
  item,
  blank,
  hint,
  children,
}: {
  name: K;
  title: string;
  /** One of them, for the buttons: "condition". */
  item: string;
  blank: FieldArray<DossierFieldsInput, K>;
  hint?: string;
  /** The inputs of the i-th, in a grid. */
  children: (i: number) => ReactNode;
}) {
  const { control, formState } = useFormContext<DossierFieldsInput>();
  const list = useFieldArray({ control, name });
  const error: unknown = get(formState.errors, name);
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : null;
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title} ({list.fields.length})
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {message && (
        <Typography color="error" role="alert">
          {message}
        </Typography>
      )}
      {list.fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }}>
          <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 10, md: 11 }}>
              <Grid container spacing={1.5}>
                {children(i)}
              </Grid>
            </Grid>
            <Grid size={{ xs: 2, md: 1 }}>
              <IconButton aria-label={`Remove ${item} ${i + 1}`} onClick={() => list.remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => list.append(blank)}>
          Add {item === 'indicator' || item === 'engagement record' ? 'an' : 'a'} {item}
        </Button>
      </Box>
    </Stack>
  );
}
