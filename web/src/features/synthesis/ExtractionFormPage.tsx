// A study's extracted figures for a meta-analysis: events and totals per arm, means, SDs and
// numbers per arm, or a reported estimate with its 95 % CI, as the analysis' measure needs.
// Each person extracts a study once; a second person's figures are kept beside the first's.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';

import {
  MEASURE_LABELS,
  dataTypeOf,
  paths,
  type DataType,
  type ExtractionFieldsInput,
} from '@hta/functions/contract';

import { FormNumber, formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { RecordState } from '../../components/registry/RecordParts';
import { useRecord } from '../../lib/registries';

const F = formFieldsOf<ExtractionFieldsInput>();

const EMPTY_DATA: Record<DataType, ExtractionFieldsInput['data']> = {
  dichotomous: { type: 'dichotomous', events1: 0, total1: 0, events2: 0, total2: 0 },
  continuous: { type: 'continuous', mean1: 0, sd1: 0, n1: 0, mean2: 0, sd2: 0, n2: 0 },
  generic: { type: 'generic', estimate: 0, lower: 0, upper: 0, participants: null },
};

/** /analysis/:id/extract (?study=) and /extraction/:id. */
export default function ExtractionFormPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const adding = useLocation().pathname.endsWith('/extract');
  const extraction = useRecord('extractions', adding ? '' : (params.id ?? ''));
  const analysisId = adding ? (params.id ?? '') : (extraction.data?.extraction.analysisId ?? '');
  const analysis = useRecord('analyses', analysisId);
  if (!adding && !extraction.data)
    return (
      <RecordState
        isPending={extraction.isPending}
        error={extraction.error}
        onRetry={() => void extraction.refetch()}
      />
    );
  if (!analysis.data)
    return (
      <RecordState
        isPending={analysis.isPending}
        error={analysis.error}
        onRetry={() => void analysis.refetch()}
      />
    );
  const { analysis: a, studies } = analysis.data;
  const type = dataTypeOf(a.measure);
  const empty: ExtractionFieldsInput = {
    analysisId: a.id,
    studyId: search.get('study') ?? studies[0]?.id ?? '',
    data: EMPTY_DATA[type],
    notes: null,
  };
  return (
    <RegistryFormPage
      registry="extractions"
      id={adding ? '' : params.id}
      empty={empty}
      addTitle={`Extract a study for ${a.outcome}`}
      editTitle={(x) => `Extraction of ${x.studyTitle ?? x.studyId}`}
      cancelTo={() => paths.analysis(a.id)}
      savedTo={() => paths.analysis(a.id)}
    >
      {() => (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ mb: 2 }}>
            {MEASURE_LABELS[a.measure]}: enter {type} figures. Arm 1 is the intervention, arm 2 the
            comparator.
          </Typography>
          {studies.length === 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The outcome cites no study yet: cite its studies in the evidence profile first.
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <F.Select
                name="studyId"
                label="Study"
                options={studies.map((s) => s.id)}
                labels={Object.fromEntries(studies.map((s) => [s.id, `${s.label} (${s.design})`]))}
              />
            </Grid>
            {type === 'dichotomous' && (
              <>
                <Num name="data.events1" label="Events, intervention" />
                <Num name="data.total1" label="Participants, intervention" />
                <Num name="data.events2" label="Events, comparator" />
                <Num name="data.total2" label="Participants, comparator" />
              </>
            )}
            {type === 'continuous' && (
              <>
                <Num name="data.mean1" label="Mean, intervention" third />
                <Num name="data.sd1" label="SD, intervention" third />
                <Num name="data.n1" label="Participants, intervention" third />
                <Num name="data.mean2" label="Mean, comparator" third />
                <Num name="data.sd2" label="SD, comparator" third />
                <Num name="data.n2" label="Participants, comparator" third />
              </>
            )}
            {type === 'generic' && (
              <>
                <Num name="data.estimate" label="Estimate" third />
                <Num name="data.lower" label="95 % CI, lower" third />
                <Num name="data.upper" label="95 % CI, upper" third />
                <Num name="data.participants" label="Participants (where reported)" />
              </>
            )}
            <Grid size={12}>
              <F.Text name="notes" label="Notes (where in the report the figures are)" multiline />
            </Grid>
          </Grid>
        </Paper>
      )}
    </RegistryFormPage>
  );
}

function Num({ name, label, third }: { name: `data.${string}`; label: string; third?: boolean }) {
  return (
    <Grid size={{ xs: 6, md: third ? 4 : 3 }}>
      <FormNumber name={name} label={label} />
    </Grid>
  );
}
