import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

import {
  READINESS_AREAS,
  mastQuestions,
  readinessItems,
  type Question,
} from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useApiMutation, useApiQuery } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';
import { MastQuestionSetsEditor } from './MastQuestionSetsEditor';
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
        <Tab value="mast" label="MAST evaluation sets" />
        <Tab value="readiness" label="Facility readiness" />
      </Tabs>
      {tab === 'mast' ? <MastQuestions /> : <ReadinessItems />}
    </>
  );
}

type QuestionSetAnswer = {
  value: Record<string, Question[]>;
  version: number;
  updatedAt: string | null;
  updatedByEmail: string | null;
};

/** A question set: its text, and its editor saving with the version it was loaded at. */
function QuestionSetSection<S extends z.ZodType>({
  title,
  note,
  groups,
  schema,
  query,
  save,
  what,
}: {
  title: string;
  note: string;
  groups: ReadonlyArray<{ key: string; title: string }>;
  schema: S;
  query: {
    data: QuestionSetAnswer | undefined;
    isPending: boolean;
    error: ApiError | null;
    refetch: () => Promise<unknown>;
  };
  save: (value: z.output<S>, version: number) => Promise<unknown>;
  what: string;
}) {
  const notify = useNotify();
  const data = query.data;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {note}
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
          groups={groups}
          value={data.value}
          schema={schema}
          save={async (value) => {
            await save(value, data.version);
            notify({ type: 'positive', message: `The ${what} were saved.` });
          }}
          reload={() => void query.refetch()}
          updated={updatedText(data, what)}
        />
      )}
    </>
  );
}

function MastQuestions() {
  const query = useApiQuery('mastQuestions.get', {});
  const save = useApiMutation('mastQuestions.save', { invalidates: ['mastQuestions'] });
  const notify = useNotify();
  const data = query.data;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {mastQuestions.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        MAST itself reports in prose; these questions are the hub’s structured layer over its seven
        domains. {mastQuestions.description} Only rating questions enter a domain’s mean; every
        question asked counts in how complete an evaluation is.
      </Alert>
      {!data ? (
        <RecordState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <MastQuestionSetsEditor
          key={data.version}
          value={data.value}
          save={async (value) => {
            await save.mutateAsync({ value, version: data.version });
            notify({ type: 'positive', message: 'The MAST question sets were saved.' });
          }}
          reload={() => void query.refetch()}
          updated={updatedText(data, 'MAST question sets')}
        />
      )}
    </>
  );
}

function ReadinessItems() {
  const query = useApiQuery('readinessItems.get', {});
  const save = useApiMutation('readinessItems.save', { invalidates: ['readinessItems'] });
  return (
    <QuestionSetSection
      title={readinessItems.title}
      note={`The defaults draw on the BC Provincial Health Services Authority’s telehealth room guidelines, the Telehealth Organizational Readiness Assessment and Jennett et al.’s readiness model for rural and remote Canada. ${readinessItems.description}`}
      groups={READINESS_AREAS}
      schema={readinessItems.schema}
      query={query}
      save={(value, version) => save.mutateAsync({ value, version })}
      what="readiness items"
    />
  );
}
