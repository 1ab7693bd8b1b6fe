// A meta-analysis' form: the evidence profile and outcome it pools, the measure, the method and
// model. A new one started from an evidence profile's outcome arrives with both filled in.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import {
  COMPARATOR_RISKS,
  MEASURE_LABELS,
  POOLING_METHODS,
  SYNTHESIS_MEASURES,
  paths,
  type AnalysisFieldsInput,
} from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useRecord } from '../../lib/registries';

const F = formFieldsOf<AnalysisFieldsInput>();

const METHOD_LABELS = { MH: 'Mantel–Haenszel (2×2 tables, fixed effect)', IV: 'Inverse variance' };
const MODEL_LABELS = { fixed: 'Fixed effect', random: 'Random effects' };
const TAU_LABELS = { DL: 'DerSimonian–Laird', REML: 'REML' };
const RISK_LABELS = {
  median: 'Median of the control arms’ risks',
  pooled: 'Pooled: all control events over all control participants',
};

/** /analyses/new (?profile=&outcome=) and /analysis/:id/edit. */
export default function AnalysisFormPage() {
  const [search] = useSearchParams();
  const empty: AnalysisFieldsInput = {
    profileId: search.get('profile') ?? '',
    outcome: search.get('outcome') ?? '',
    measure: 'RR',
    method: 'IV',
    model: 'random',
    tau2Method: 'REML',
    hartungKnapp: false,
    comparatorRisk: 'median',
    chosen: [],
  };
  return (
    <RegistryFormPage
      registry="analyses"
      empty={empty}
      addTitle="New meta-analysis"
      editTitle={(a) => `Edit the meta-analysis of ${a.outcome}`}
      cancelTo={(a) => (a ? paths.analysis(a.id) : paths.analyses)}
    >
      {() => <AnalysisFields />}
    </RegistryFormPage>
  );
}

function AnalysisFields() {
  const profileId = useWatch<AnalysisFieldsInput, 'profileId'>({ name: 'profileId' });
  const model = useWatch<AnalysisFieldsInput, 'model'>({ name: 'model' });
  const profile = useRecord('evidenceProfiles', profileId);
  const outcomes = profile.data?.evidenceProfile.outcomes.map((o) => o.name) ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <F.Text
            name="profileId"
            label="Evidence profile (id)"
            required
            helperText={
              profile.data
                ? profile.data.evidenceProfile.title
                : 'Start from an outcome of an evidence profile to fill this in.'
            }
          />
        </Grid>
        <Grid size={12}>
          {outcomes.length ? (
            <F.Select
              name="outcome"
              label="Outcome"
              options={outcomes}
              labels={Object.fromEntries(outcomes.map((o) => [o, o]))}
            />
          ) : (
            <F.Text name="outcome" label="Outcome" required />
          )}
        </Grid>
        {profile.error && (
          <Grid size={12}>
            <Alert severity="warning">This evidence profile cannot be read: check its id.</Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select
            name="measure"
            label="Effect measure"
            options={SYNTHESIS_MEASURES}
            labels={MEASURE_LABELS}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select name="method" label="Method" options={POOLING_METHODS} labels={METHOD_LABELS} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select
            name="model"
            label="Model"
            options={['fixed', 'random']}
            labels={MODEL_LABELS}
          />
        </Grid>
        {model === 'random' && (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <F.Select
                name="tau2Method"
                label="τ² estimator"
                options={['DL', 'REML']}
                labels={TAU_LABELS}
              />
            </Grid>
            <Grid size={12}>
              <F.Switch name="hartungKnapp" label="Hartung–Knapp adjustment (t on k − 1 df)" />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <F.Select
            name="comparatorRisk"
            label="Risk with the comparator (dichotomous)"
            options={COMPARATOR_RISKS}
            labels={RISK_LABELS}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
