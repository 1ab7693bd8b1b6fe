// A community's other names in its form: each with its source, kept by administrators (the
// server refuses anyone else's change); others see them without inputs.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { formFieldsOf } from '../../components/form/FormParts';
import type { FieldsOf } from '../../lib/registries';
import { useSession } from '../../lib/session';

type Fields = FieldsOf<'communities'>;
const F = formFieldsOf<Fields>();

export function OtherNamesField() {
  const { claims } = useSession();
  const { control } = useFormContext<Fields>();
  const names = useFieldArray({ control, name: 'otherNames' });
  const current = useWatch({ control, name: 'otherNames' }) ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Other names">
      <Typography variant="h6" component="h2" gutterBottom>
        Other names
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The names people use beside the census&apos;s (a First Nation&apos;s name for its reserve):
        searches and pickers find the community by them. Administrators keep them.
      </Typography>
      {!claims.admin ? (
        <Typography>
          {current.length ? current.map((n) => `${n.name} (${n.source})`).join('; ') : 'None.'}
        </Typography>
      ) : (
        <>
          {names.fields.map((field, i) => (
            <Grid container spacing={1.5} key={field.id} sx={{ mb: 1, alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 5 }}>
                <F.Text name={`otherNames.${i}.name`} label={`Other name ${i + 1}`} required />
              </Grid>
              <Grid size={{ xs: 10, md: 6 }}>
                <F.Text name={`otherNames.${i}.source`} label="Source" required />
              </Grid>
              <Grid size={{ xs: 2, md: 1 }}>
                <IconButton
                  aria-label={`Remove other name ${i + 1}`}
                  onClick={() => names.remove(i)}
                >
                  <DeleteIcon />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => names.append({ name: '', source: '' })}>
            Add another name
          </Button>
        </>
      )}
    </Paper>
  );
}
