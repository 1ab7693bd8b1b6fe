import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';

import {
  COST_KEYS,
  DEFAULT_PERSPECTIVE,
  INPUT_KEYS,
  INPUT_LABELS,
  MAX_HORIZON,
  PATIENT_COSTS,
  PROGRAM_COSTS,
  UPTAKE_KEYS,
  paths,
  type BudgetImpact,
  type BudgetImpactFieldsInput,
  type CostKey,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RecordState } from '../../components/registry/RecordParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { pickedOption, useCommunityOptions, useTechnologyOptions } from '../../lib/recordOptions';
import { useRecord } from '../../lib/registries';
import { copyOf } from './copy';
import { SourcedInputs } from './SourcedInputs';

const F = formFieldsOf<BudgetImpactFieldsInput>();

const blank = () => ({ value: 0, low: 0, high: 0, source: '' });

const empty: BudgetImpactFieldsInput = {
  title: '',
  technologyId: '',
  perspective: DEFAULT_PERSPECTIVE,
  horizonYears: 3,
  communityIds: [],
  eligibleProportion: blank(),
  uptake: [blank(), blank(), blank()],
  costs: Object.fromEntries(COST_KEYS.map((k) => [k, blank()])) as Record<
    CostKey,
    ReturnType<typeof blank>
  >,
  scenarios: [],
};

/** One row of uptake per year of the horizon: the rows follow the horizon as it changes. */
function Uptake() {
  const { control, getValues, setValue } = useFormContext<BudgetImpactFieldsInput>();
  const horizon = useWatch({ control, name: 'horizonYears' });
  const years = Number.isInteger(horizon) ? Math.min(Math.max(horizon, 1), MAX_HORIZON) : 1;
  useEffect(() => {
    const now = getValues('uptake');
    if (now.length === years) return;
    setValue(
      'uptake',
      Array.from({ length: years }, (_, i) => now[i] ?? blank()),
      { shouldDirty: true },
    );
  }, [years, getValues, setValue]);
  return (
    <SourcedInputs
      title="Uptake per year"
      hint="The share of the eligible population on the new pathway each year, in per cent."
      items={Array.from({ length: years }, (_, i) => ({
        name: `uptake.${i}`,
        label: INPUT_LABELS[UPTAKE_KEYS[i]!],
        percent: true,
      }))}
    />
  );
}

function Scenario({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<BudgetImpactFieldsInput>();
  const overrides = useFieldArray({ control, name: `scenarios.${index}.overrides` });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <F.Text
          name={`scenarios.${index}.name`}
          label={`Scenario ${index + 1}: name`}
          size="small"
        />
        <IconButton aria-label={`Remove scenario ${index + 1}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {overrides.fields.map((field, j) => (
          <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <F.Select
              name={`scenarios.${index}.overrides.${j}.input`}
              label={`Scenario ${index + 1}, change ${j + 1}: input`}
              options={INPUT_KEYS}
              labels={INPUT_LABELS}
              size="small"
            />
            <F.Number
              name={`scenarios.${index}.overrides.${j}.value`}
              label={`Scenario ${index + 1}, change ${j + 1}: value`}
              size="small"
              sx={{ maxWidth: { sm: 200 } }}
            />
            <IconButton
              aria-label={`Remove change ${j + 1} of scenario ${index + 1}`}
              onClick={() => overrides.remove(j)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        size="small"
        sx={{ mt: 1 }}
        onClick={() => overrides.append({ input: 'uptake1', value: 0 })}
      >
        Add a change
      </Button>
    </Paper>
  );
}

function Scenarios() {
  const { control } = useFormContext<BudgetImpactFieldsInput>();
  const scenarios = useFieldArray({ control, name: 'scenarios' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Scenarios
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each scenario is a named set of changes to the base values (e.g. low uptake, high uptake);
        the page shows them beside the base case.
      </Typography>
      <Stack spacing={1.5}>
        {scenarios.fields.map((field, i) => (
          <Scenario key={field.id} index={i} onRemove={() => scenarios.remove(i)} />
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={scenarios.fields.length >= 4}
        onClick={() => scenarios.append({ name: '', overrides: [{ input: 'uptake1', value: 0 }] })}
      >
        Add a scenario
      </Button>
    </Paper>
  );
}

/**
 * /budget-impact/new, /budget-impact/new?from=<id> (the form filled with a copy of that
 * analysis's inputs; nothing is written until Save) and /budget-impact/:id/edit.
 */
export default function BudgetImpactFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const from = id ? '' : (params.get('from') ?? '');
  const source = useRecord('budgetImpacts', from);
  if (from && !source.data)
    return (
      <RecordState
        isPending={source.isPending}
        error={source.error}
        onRetry={() => void source.refetch()}
      />
    );
  const copied = source.data?.budgetImpact ?? null;
  return (
    <RegistryFormPage
      // The form takes its starting values once: another source starts another form.
      key={copied?.id ?? 'blank'}
      registry="budgetImpacts"
      empty={copied ? copyOf(copied) : empty}
      addTitle="New budget impact analysis"
      editTitle={(a) => `Edit ${a.title}`}
      cancelTo={(a) => {
        const back = a ?? copied;
        return back ? paths.budgetImpact(back.id) : paths.budgetImpacts;
      }}
    >
      {({ record }) => <Fields record={record} copied={copied} />}
    </RegistryFormPage>
  );
}

function Fields({ record, copied }: { record: BudgetImpact | null; copied: BudgetImpact | null }) {
  // The pickers show the names of the chosen technology and communities, the copy's included.
  const named = record ?? copied;
  return (
    <>
      {copied && !record && (
        <Alert severity="info">
          Starting from a copy of {copied.title}. Nothing is saved until you save; the original
          stays as it is.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <F.Text name="title" label="Title" required autoFocus={!record} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <F.RecordPicker
              name="technologyId"
              label="Technology"
              multiple={false}
              required
              useOptions={useTechnologyOptions}
              initialOptions={pickedOption(named?.technologyId, named?.technologyName)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <F.Number
              name="horizonYears"
              label="Horizon (years)"
              min={1}
              max={MAX_HORIZON}
              required
              helperText="1 to 5 years, per the ISPOR guidance."
            />
          </Grid>
          <Grid size={12}>
            <F.Text name="perspective" label="Perspective (budget holder)" required />
          </Grid>
          <Grid size={12}>
            <F.RecordPicker
              name="communityIds"
              label="Target communities"
              multiple
              required
              useOptions={useCommunityOptions}
              initialOptions={named?.targets.map((t) => ({ id: t.id, name: t.name })) ?? []}
              helperText="Their 2021 populations, remoteness and trips to the nearest hospital are read from the hub's data when you save. Each needs a trip: a location, or a distance with its source, on the community's form."
            />
          </Grid>
        </Grid>
      </Paper>
      <SourcedInputs
        title="Target population"
        hint="The share of the communities' 2021 population eligible each year, in per cent."
        items={[
          {
            name: 'eligibleProportion',
            label: INPUT_LABELS.eligibleProportion,
            percent: true,
          },
        ]}
      />
      <Uptake />
      <SourcedInputs
        title="Costs of the new pathway"
        hint="Dollars a year; equipment once, in year 1."
        items={PROGRAM_COSTS.map((k) => ({ name: `costs.${k}`, label: INPUT_LABELS[k] }))}
      />
      <SourcedInputs
        title="Costs per patient"
        hint="Dollars. On the current pathway each patient also travels to the nearest hospital and back: that distance times the cost per km."
        items={PATIENT_COSTS.map((k) => ({ name: `costs.${k}`, label: INPUT_LABELS[k] }))}
      />
      <Scenarios />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <F.Text name="notes" label="Notes" multiline minRows={2} />
      </Paper>
    </>
  );
}
