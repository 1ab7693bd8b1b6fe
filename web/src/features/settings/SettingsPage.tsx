import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

import { MAST_DOMAINS, mastQuestions } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useApiMutation, useApiQuery } from '../../lib/api';
import { QuestionSetEditor } from './QuestionSetEditor';

/** /admin/settings — the question sets administrators change without code. */
export default function SettingsPage() {
  const notify = useNotify();
  const query = useApiQuery('mastQuestions.get', {});
  const save = useApiMutation('mastQuestions.save', { invalidates: ['mastQuestions'] });
  const data = query.data;
  return (
    <>
      <RecordHeader title="Question sets" subtitle={mastQuestions.description} />
      <Typography variant="h5" component="h2" gutterBottom>
        {mastQuestions.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        MAST itself reports in prose; these questions are the hub’s structured layer over its seven
        domains. Evaluations already started keep the questions they were started with.
      </Alert>
      {!data ? (
        <RecordState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <QuestionSetEditor
          key={data.version}
          groups={MAST_DOMAINS}
          value={data.value}
          schema={mastQuestions.schema}
          save={async (value) => {
            await save.mutateAsync({ value, version: data.version });
            notify({ type: 'positive', message: 'The MAST questions were saved.' });
          }}
          reload={() => void query.refetch()}
          updated={
            data.version === 0
              ? 'The questions shipped with HTA Hub (never changed).'
              : `Version ${data.version}, saved ${dateTime(data.updatedAt) ?? ''} by ${data.updatedByEmail ?? 'an administrator'}.`
          }
        />
      )}
    </>
  );
}
