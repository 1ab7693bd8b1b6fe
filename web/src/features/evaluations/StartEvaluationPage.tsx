import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

import { DOMAIN_KEYS, keyed, paths, setFor } from '@hta/functions/contract';

import { RecordState } from '../../components/registry/RecordParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useApiQuery } from '../../lib/api';
import { useRecord, type FieldsOf } from '../../lib/registries';
import { SettingFields } from './SettingFields';

/**
 * /technology-evaluation/submit: what is evaluated and where; starting creates the draft, and the
 * domain-by-domain form continues on its edit page (saved as the evaluator goes).
 */
export default function StartEvaluationPage() {
  const [params] = useSearchParams();
  const technologyId = params.get('technologyId') ?? '';
  const questions = useApiQuery('mastQuestions.get', {});
  const technology = useRecord('technologies', technologyId);
  if (!questions.data || (technologyId && technology.isPending))
    return (
      <RecordState
        isPending={questions.isPending || technology.isLoading}
        error={questions.error}
        onRetry={() => void questions.refetch()}
      />
    );
  const picked = technology.data?.technology;
  // The server copies the set of the technology's category (else the default) when it creates
  // the evaluation, so later edits of the set leave it be; shown here for the technology asked.
  const set = picked ? setFor(questions.data.value, picked.category) : null;
  const empty: FieldsOf<'evaluations'> = {
    title: picked ? `${picked.name} evaluation` : '',
    technologyId: picked?.id ?? '',
    evaluators: [],
    startedOn: new Date().toISOString().slice(0, 10),
    domains: keyed(DOMAIN_KEYS, () => []),
    status: 'draft',
  };
  return (
    <RegistryFormPage
      registry="evaluations"
      empty={empty}
      addTitle="New evaluation"
      editTitle={(e) => e.title}
      cancelTo={() => paths.evaluations}
      savedTo={(e) => `${paths.evaluationEdit(e.id)}?step=preceding`}
      submitLabel="Start the evaluation"
      maxWidth={900}
    >
      {() => (
        <>
          <Alert severity="info">
            An evaluation follows MAST: the preceding considerations, then the seven domains, each
            question answered (rated 1–5, yes / no, a number, a choice or text) or marked not
            assessed, then a recommendation. It is saved as a draft as you go; only submitted
            evaluations count in the results. It asks the question set of its technology’s category
            (else the default set)
            {set ? `: here the ${set.title} set, version ${set.version}` : ''}, and keeps it.
          </Alert>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Technology and setting
            </Typography>
            <SettingFields
              autoFocus
              known={picked ? { technology: { id: picked.id, name: picked.name } } : {}}
            />
          </Paper>
        </>
      )}
    </RegistryFormPage>
  );
}
