import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

import {
  MAST_DOMAINS,
  READINESS_AREAS,
  mastQuestions,
  readinessItems,
} from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useApiMutation, useApiQuery } from '../../lib/api';
import { QuestionSetEditor } from './QuestionSetEditor';

const updatedText = (
  data: { version: number; updatedAt: string | null; updatedByEmail: string | null },
  what: string,
) =>
  data.version === 0
    ? `The ${what} shipped with HTA Hub (never changed).`
    : `Version ${data.version}, saved ${dateTime(data.updatedAt) ?? ''} by ${data.updatedByEmail ?? 'an administrator'}.`;

/** /admin/settings — the question sets administrators change without code. */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('set') === 'readiness' ? 'readiness' : 'mast';
  return (
    <>
      <RecordHeader
        title="Question sets"
        subtitle="The questions evaluations and readiness assessments ask. New ones use the current set; those already started keep the questions they were started with."
      />
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'readiness' ? { set: v } : {})}
        aria-label="Question sets"
        sx={{ mb: 2 }}
      >
        <Tab value="mast" label="MAST evaluation" />
        <Tab value="readiness" label="Facility readiness" />
      </Tabs>
      {tab === 'mast' ? <MastQuestions /> : <ReadinessItems />}
    </>
  );
}

function MastQuestions() {
  const notify = useNotify();
  const query = useApiQuery('mastQuestions.get', {});
  const save = useApiMutation('mastQuestions.save', { invalidates: ['mastQuestions'] });
  const data = query.data;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {mastQuestions.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        MAST itself reports in prose; these questions are the hub’s structured layer over its seven
        domains. {mastQuestions.description}
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
          updated={updatedText(data, 'questions')}
        />
      )}
    </>
  );
}

function ReadinessItems() {
  const notify = useNotify();
  const query = useApiQuery('readinessItems.get', {});
  const save = useApiMutation('readinessItems.save', { invalidates: ['readinessItems'] });
  const data = query.data;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {readinessItems.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        The defaults draw on the BC Provincial Health Services Authority’s telehealth room
        guidelines, the Telehealth Organizational Readiness Assessment and Jennett et al.’s
        readiness model for rural and remote Canada. {readinessItems.description}
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
          groups={READINESS_AREAS}
          value={data.value}
          schema={readinessItems.schema}
          save={async (value) => {
            await save.mutateAsync({ value, version: data.version });
            notify({ type: 'positive', message: 'The readiness items were saved.' });
          }}
          reload={() => void query.refetch()}
          updated={updatedText(data, 'items')}
        />
      )}
    </>
  );
}
