import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { completenessText, paths } from '@hta/functions/contract';

import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { capitalised } from './labels';
import { DomainAnswers } from './view/DomainAnswers';
import { PrecedingAnswers } from './view/PrecedingAnswers';
import { RevisionList } from './view/RevisionList';
import { SettingFacts } from './view/SettingFacts';

/** /technology-evaluation/:id — an evaluation as read by everyone on the team. */
export default function EvaluationPage() {
  const { id = '' } = useParams();
  const { user, claims } = useSession();
  const query = useRecord('evaluations', id);
  const remove = useDeleteRecord('evaluations');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const e = query.data.evaluation;
  const mine = e.createdBy === user?.uid;
  const submitted = e.status === 'submitted';
  return (
    <>
      <RecordHeader
        title={e.title}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Chip
              size="small"
              label={submitted ? 'Submitted' : 'Draft'}
              color={submitted ? 'success' : 'default'}
            />
            {e.recommendation && (
              <Chip size="small" variant="outlined" label={`Recommends: ${e.recommendation}`} />
            )}
            <span>{completenessText(e)}</span>
          </Stack>
        }
        actions={
          (mine || claims.admin) && (
            <>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                component={RouterLink}
                to={paths.evaluationEdit(e.id)}
              >
                {submitted ? 'Edit' : 'Continue'}
              </Button>
              <DeleteRecordButton
                label="evaluation"
                name={e.title}
                remove={() => remove.mutateAsync({ id: e.id, version: e.version })}
                then={paths.evaluations}
              />
            </>
          )
        }
      />
      {!submitted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A draft: it does not count in the technology’s results until it is submitted.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <SettingFacts evaluation={e} />
            <PrecedingAnswers preceding={e.preceding} />
            <DomainAnswers evaluation={e} studies={query.data.studies} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <Facts
              title="Conclusion"
              facts={[
                {
                  label: 'Recommendation',
                  value: e.recommendation ? capitalised(e.recommendation) : null,
                },
                { label: 'Rationale', value: e.rationale },
                { label: 'Transferability', value: e.transferability },
              ]}
            />
            <AttachmentsPanel
              registry="evaluations"
              recordId={e.id}
              attachments={e.attachments}
              canUpload={mine || claims.admin}
            />
            <RevisionList revisions={e.revisions} />
            <Typography variant="body2" color="text.secondary">
              By {e.createdByEmail ?? 'unknown'}; last changed {dateTime(e.updatedAt)}, version{' '}
              {e.version}.
            </Typography>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
