// A follow-up plan's form: the technology, the months followed and the review date, the
// facilities with their planned go-lives, and each indicator's target with its source —
// prefilled, on request, from one of the technology's budget impact analyses.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import {
  INDICATORS,
  TARGETED_KEYS,
  paths,
  predictionFromAnalysis,
  type FollowUpPlanInput,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useApiFetch, useApiQuery } from '../../lib/api';
import { useFacilityOptions, useTechnologyOptions } from '../../lib/recordOptions';
import { DossierPrefill } from './DossierPrefill';

const F = formFieldsOf<FollowUpPlanInput>();

const thisMonth = () => new Date().toISOString().slice(0, 7);
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const emptyTarget = { value: null, source: null };
const empty = (technologyId: string): FollowUpPlanInput => ({
  technologyId,
  budgetImpactId: null,
  startMonth: thisMonth(),
  reviewDate: inAYear(),
  facilities: [],
  targets: Object.fromEntries(TARGETED_KEYS.map((k) => [k, emptyTarget])),
  costBasis: null,
  notes: null,
});

/** /follow-up/new (?technology=…) and /follow-up/:id/edit. */
export default function FollowUpFormPage() {
  const [params] = useSearchParams();
  return (
    <RegistryFormPage
      registry="followUpPlans"
      empty={empty(params.get('technology') ?? '')}
      addTitle="New follow-up plan"
      editTitle={(p) => `Edit the follow-up of ${p.technologyName ?? 'the technology'}`}
      cancelTo={(p) => (p ? paths.followUpPlan(p.id) : paths.followUps)}
      maxWidth={1100}
    >
      {({ profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TechnologyPicker
                  initial={profile?.technology ?? null}
                  preset={profile ? null : params.get('technology')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <F.Text
                  name="startMonth"
                  label="First month followed"
                  required
                  helperText="YYYY-MM, usually the month of the first go-live."
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <F.Text
                  name="reviewDate"
                  label="Review date"
                  type="date"
                  required
                  helperText="After it, the technology is reassessed whatever the figures say."
                />
              </Grid>
            </Grid>
          </Paper>
          <DossierPrefill />
          <Prefill />
          <Targets />
          <Facilities initial={profile?.facilities ?? []} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <F.Text name="notes" label="Notes" multiline minRows={2} />
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}

/**
 * The technology: the plan's, or the one the link came from (its name read first, since the
 * picker shows the names it starts with).
 */
function TechnologyPicker({
  initial,
  preset,
}: {
  initial: { id: string; name: string } | null;
  preset: string | null;
}) {
  const named = useApiQuery('technologies.get', { id: preset ?? '' }, { enabled: Boolean(preset) });
  if (preset && named.isPending) return <Skeleton variant="rounded" height={56} />;
  const start = initial ?? (named.data ? named.data.technology : null);
  return (
    <F.RecordPicker
      name="technologyId"
      label="Technology"
      multiple={false}
      required
      useOptions={useTechnologyOptions}
      initialOptions={start ? [{ id: start.id, name: start.name }] : []}
    />
  );
}

/** Fills the targets from one of the technology's budget impact analyses. */
function Prefill() {
  const { setValue } = useFormContext<FollowUpPlanInput>();
  const technologyId = useWatch<FollowUpPlanInput, 'technologyId'>({ name: 'technologyId' });
  const analyses = useApiQuery(
    'budgetImpacts.list',
    { pageSize: 20, filters: { technologyId } },
    { enabled: Boolean(technologyId) },
  );
  const fetch = useApiFetch();
  const [chosen, setChosen] = useState('');
  const [year, setYear] = useState(1);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const items = analyses.data?.items ?? [];
  const analysis = items.find((a) => a.id === chosen);
  const prefill = async () => {
    if (!analysis) return;
    try {
      const { budgetImpact } = await fetch('budgetImpacts.get', { id: analysis.id });
      const { targets, costBasis } = predictionFromAnalysis(budgetImpact, year);
      for (const key of ['sessionsPerMonth', 'shareTravel', 'kmAvoided', 'costPerSession'] as const)
        setValue(`targets.${key}`, targets[key], { shouldDirty: true });
      setValue('costBasis', costBasis, { shouldDirty: true });
      setValue('budgetImpactId', analysis.id, { shouldDirty: true });
      setMessage({ ok: true, text: `Targets filled from "${analysis.title}", year ${year}.` });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };
  if (!technologyId) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Prefill" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Targets from a budget impact analysis
      </Typography>
      {analyses.isError && <Alert severity="error">{analyses.error.message}</Alert>}
      {analyses.data && items.length === 0 && (
        <Typography color="text.secondary">
          The technology has no budget impact analysis: enter the targets and their sources below.
        </Typography>
      )}
      {items.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Analysis"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {items.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Year of its horizon"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 160 }}
          >
            {Array.from({ length: analysis?.horizonYears ?? 1 }, (_, i) => (
              <MenuItem key={i + 1} value={i + 1}>
                Year {i + 1}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={!analysis} onClick={() => void prefill()}>
            Fill the targets
          </Button>
        </Stack>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}

function Targets() {
  const { setValue } = useFormContext<FollowUpPlanInput>();
  const cost = useWatch<FollowUpPlanInput, 'costBasis'>({ name: 'costBasis' });
  return (
    <Paper variant="outlined" component="section" aria-label="Targets" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Targets a month
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Leave a target empty to leave its indicator unwatched. Shares are proportions (0.8 for 80
        %).
      </Typography>
      <Grid container spacing={2}>
        {TARGETED_KEYS.map((key) => (
          <Grid key={key} size={12} container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <F.Number
                name={`targets.${key}.value`}
                label={INDICATORS[key].label}
                min={0}
                max={INDICATORS[key].unit === 'share' ? 1 : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <F.Text
                name={`targets.${key}.source`}
                label={`Source of "${INDICATORS[key].label}"`}
              />
            </Grid>
          </Grid>
        ))}
      </Grid>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Costs spread over the sessions
      </Typography>
      {cost ? (
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <F.Number name="costBasis.fixedPerMonth" label="Running cost a month ($)" min={0} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <F.Number name="costBasis.perSession" label="Cost per session ($)" min={0} />
          </Grid>
          <Grid size={{ xs: 10, md: 5 }}>
            <F.Text name="costBasis.source" label="Source of the costs" required />
          </Grid>
          <Grid size={{ xs: 2, md: 1 }}>
            <IconButton
              aria-label="Stop following the cost per session"
              onClick={() => setValue('costBasis', null, { shouldDirty: true })}
            >
              <DeleteIcon />
            </IconButton>
          </Grid>
        </Grid>
      ) : (
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setValue(
              'costBasis',
              { fixedPerMonth: 0, perSession: 0, source: '' },
              { shouldDirty: true },
            )
          }
        >
          Follow the cost per session
        </Button>
      )}
    </Paper>
  );
}

function Facilities({ initial }: { initial: Array<{ id: string; name: string }> }) {
  const { control } = useFormContext<FollowUpPlanInput>();
  const facilities = useFieldArray({ control, name: 'facilities' });
  return (
    <Stack spacing={2} component="section" aria-label="Facilities">
      <Typography variant="h6" component="h2">
        Facilities ({facilities.fields.length})
      </Typography>
      <Typography color="text.secondary">
        Where the technology is used: only their sessions count, and their go-lives are followed.
        None: every facility’s sessions count.
      </Typography>
      {facilities.fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <F.RecordPicker
                name={`facilities.${i}.facilityId`}
                label={`Facility ${i + 1}`}
                multiple={false}
                required
                useOptions={useFacilityOptions}
                initialOptions={initial}
              />
            </Grid>
            <Grid size={{ xs: 10, md: 4 }}>
              <F.Text name={`facilities.${i}.plannedGoLive`} label="Planned go-live" type="date" />
            </Grid>
            <Grid size={{ xs: 2, md: 1 }}>
              <IconButton
                aria-label={`Remove facility ${i + 1}`}
                onClick={() => facilities.remove(i)}
              >
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        </Paper>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => facilities.append({ facilityId: '', plannedGoLive: null })}
        >
          Add a facility
        </Button>
      </div>
    </Stack>
  );
}
