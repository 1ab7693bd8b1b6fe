import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import {
  priceEstimate,
  type FeeCodeSummary,
  type FeeEstimate,
  type FeeEstimateFieldsInput,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryForm } from '../../components/registry/RegistryForm';
import { pickedOption, useCommunityOptions, useFacilityOptions } from '../../lib/recordOptions';
import { PricedTable } from './PricedTable';

const F = formFieldsOf<FeeEstimateFieldsInput>();
const today = () => new Date().toISOString().slice(0, 10);

/** Builds or edits an estimate; the totals preview with the server's own arithmetic. */
export function EstimateForm({
  record,
  codes,
  onSaved,
  onCancel,
  onReload,
}: {
  record: FeeEstimate | null;
  codes: FeeCodeSummary[];
  onSaved: (id: string) => void;
  onCancel: () => void;
  onReload: () => void;
}) {
  return (
    <RegistryForm
      registry="feeEstimates"
      record={record}
      empty={{
        title: '',
        periodFrom: today(),
        periodTo: today(),
        lines: [{ feeCodeId: codes[0]?.id ?? '', quantity: 1 }],
      }}
      onSaved={(saved) => onSaved(saved.id)}
      onCancel={onCancel}
      onReload={onReload}
      submitLabel="Save estimate"
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <F.Text name="title" label="Title" required autoFocus={!record} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <F.RecordPicker
              name="communityId"
              label="Community"
              multiple={false}
              useOptions={useCommunityOptions}
              initialOptions={pickedOption(record?.communityId, record?.communityName)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <F.RecordPicker
              name="facilityId"
              label="Facility"
              multiple={false}
              useOptions={useFacilityOptions}
              initialOptions={pickedOption(record?.facilityId, record?.facilityName)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <F.Text
              name="periodFrom"
              label="Period from"
              type="date"
              required
              helperText="Fees in effect on this day are used."
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <F.Text
              name="periodTo"
              label="Period to"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
      </Paper>
      <Lines codes={codes} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <F.Text name="notes" label="Notes" multiline minRows={2} />
      </Paper>
    </RegistryForm>
  );
}

function Lines({ codes }: { codes: FeeCodeSummary[] }) {
  const { control, formState } = useFormContext<FeeEstimateFieldsInput>();
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const periodFrom = useWatch({ control, name: 'periodFrom' });
  const options = codes.map((c) => c.id);
  const labels = Object.fromEntries(codes.map((c) => [c.id, `${c.code} — ${c.description}`]));
  const preview = priceEstimate(
    watched.map((l) => ({
      feeCodeId: l.feeCodeId,
      quantity: typeof l.quantity === 'number' ? l.quantity : 0,
    })),
    new Map(codes.map((c) => [c.id, c])),
    periodFrom || today(),
  );
  const linesError = formState.errors.lines?.message ?? formState.errors.lines?.root?.message;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Service lines
      </Typography>
      {linesError && (
        <Typography color="error" role="alert">
          {linesError}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {lines.fields.map((field, i) => (
          <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <F.Select
              name={`lines.${i}.feeCodeId`}
              label={`Service, line ${i + 1}`}
              options={options}
              labels={labels}
            />
            <F.Number
              name={`lines.${i}.quantity`}
              label={`Quantity, line ${i + 1}`}
              min={1}
              sx={{ maxWidth: { sm: 160 } }}
            />
            <IconButton
              aria-label={`Remove line ${i + 1}`}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(i)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => lines.append({ feeCodeId: codes[0]?.id ?? '', quantity: 1 })}
      >
        Add a line
      </Button>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
        Preview
      </Typography>
      <PricedTable priced={preview} caption="Estimate preview" />
    </Paper>
  );
}
