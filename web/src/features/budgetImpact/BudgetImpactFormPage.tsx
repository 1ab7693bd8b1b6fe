import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
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
  DEFAULT_PAYERS,
  DEFAULT_PERSPECTIVE,
  DESTINATION_BASES,
  FACILITY_SERVICES,
  PAYERS,
  PAYER_LABELS,
  POPULATION_METHODS,
  reTravelFromLog,
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
  NIHB_SHARE_NOT_GIVEN,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RecordState } from '../../components/registry/RecordParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { pickedOption, useCommunityOptions, useTechnologyOptions } from '../../lib/recordOptions';
import { useApiQuery } from '../../lib/api';
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
  service: 'ultrasound',
  destinationBasis: 'nearest providing',
  reTravelShare: blank(),
  nihbShare: NIHB_SHARE_NOT_GIVEN,
  payers: DEFAULT_PAYERS,
  population: { method: 'projected', firstYear: new Date().getFullYear() + 1 },
  scenarios: [],
};

const BASIS_LABELS: Record<(typeof DESTINATION_BASES)[number], string> = {
  'nearest providing': 'The nearest facility providing the service',
  'session log': 'Where the session log shows patients went (else the nearest providing)',
};
const POPULATION_LABELS: Record<(typeof POPULATION_METHODS)[number], string> = {
  projected: 'Projected from the 2016→2021 change',
  held: 'Held at 2021',
};

const isBlank = (v: { value?: number | null; source?: string | null } | undefined) =>
  !v || ((v.value ?? 0) === 0 && !v.source);

/**
 * The equipment from the technology's record (its capital cost) and the re-travel share from the
 * session log, filled in where the analyst has not typed them: each says where it is from.
 */
function Defaults() {
  const { control, getValues, setValue } = useFormContext<BudgetImpactFieldsInput>();
  const technologyId = useWatch({ control, name: 'technologyId' });
  const technology = useRecord('technologies', technologyId);
  const log = useApiQuery('ultrasoundSessions.totals', {});
  const capital = technology.data?.technology.capitalCost ?? null;
  const name = technology.data?.technology.name ?? '';
  useEffect(() => {
    if (capital === null || !isBlank(getValues('costs.equipment'))) return;
    setValue(
      'costs.equipment',
      {
        value: capital,
        low: capital,
        high: capital,
        source: `The technology record's capital cost (${name}).`,
      },
      { shouldDirty: true },
    );
  }, [capital, name, getValues, setValue]);
  const reTravelled = log.data?.reTravelSessions ?? 0;
  const sessions = log.data?.sessions ?? 0;
  useEffect(() => {
    const fromLog = reTravelFromLog(reTravelled, sessions);
    if (fromLog && isBlank(getValues('reTravelShare')))
      setValue('reTravelShare', fromLog, { shouldDirty: true });
  }, [reTravelled, sessions, getValues, setValue]);
  const fromLog = reTravelFromLog(reTravelled, sessions);
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {log.isPending
        ? 'Reading the session log for the re-travel share…'
        : log.error
          ? 'The session log could not be read: type the re-travel share and its source.'
          : fromLog
            ? `Session log: ${fromLog.source}`
            : 'The session log has no sessions yet: type the re-travel share and its source (the literature reports about 19 % of remote exams).'}
    </Typography>
  );
}

/** Where patients travel, who pays and how the population moves. */
function TripsAndPayers() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Trips and payers">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Trips, payers and population
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <F.Select
            name="service"
            label="Service the technology replaces travel for"
            options={FACILITY_SERVICES}
            helperText="Each community's destination is the nearest facility declaring it."
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <F.Select
            name="destinationBasis"
            label="Destination used"
            options={DESTINATION_BASES}
            labels={BASIS_LABELS}
            helperText="The analysis page shows both side by side and says which is used."
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select
            name="population.method"
            label="Population over the horizon"
            options={POPULATION_METHODS}
            labels={POPULATION_LABELS}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Number
            name="population.firstYear"
            label="First year of the horizon"
            min={2000}
            max={2100}
          />
        </Grid>
        <Grid size={12}>
          <Defaults />
        </Grid>
      </Grid>
      {/* Folded, and not rendered until opened: eight selects the defaults mostly settle. */}
      <Accordion
        variant="outlined"
        sx={{ mt: 2 }}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>
            Who pays: the health authority the care, patients their travel unless changed here
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Grid container spacing={2}>
            {COST_KEYS.map((k) => (
              <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
                <F.Select
                  name={`payers.${k}`}
                  label={`Who pays: ${INPUT_LABELS[k]}`}
                  options={PAYERS}
                  labels={PAYER_LABELS}
                  size="small"
                />
              </Grid>
            ))}
          </Grid>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}

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
              helperText="Their populations, census type, remoteness and trips (to the nearest facility providing the service, and where the session log shows patients went) are read from the hub's data when you save. Each needs a trip: a location, or a distance with its source, on the community's form."
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
      <TripsAndPayers />
      <SourcedInputs
        title="Re-travel and NIHB"
        hint="In per cent. Re-travel: of the patients on the new pathway, those who travel and have the exam in person after all. NIHB: the share of travel it pays for communities the census does not type a reserve (on a reserve or settlement it pays all)."
        items={[
          { name: 'reTravelShare', label: INPUT_LABELS.reTravelShare, percent: true },
          { name: 'nihbShare', label: INPUT_LABELS.nihbShare, percent: true },
        ]}
      />
      <SourcedInputs
        title="Costs of the new pathway"
        hint="Dollars a year; equipment once, in year 1."
        items={PROGRAM_COSTS.map((k) => ({ name: `costs.${k}`, label: INPUT_LABELS[k] }))}
      />
      <SourcedInputs
        title="Costs per patient"
        hint="Dollars. On the current pathway each patient also travels to the destination and back: that distance times the cost per km."
        items={PATIENT_COSTS.map((k) => ({ name: `costs.${k}`, label: INPUT_LABELS[k] }))}
      />
      <Scenarios />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <F.Text name="notes" label="Notes" multiline minRows={2} />
      </Paper>
    </>
  );
}
