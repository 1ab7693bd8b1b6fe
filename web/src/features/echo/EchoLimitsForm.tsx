import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { CACHED_TOKEN_RATIO, echoLimits, type EchoLimits } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordState, dateTime, number } from '../../components/registry/RecordParts';
import { useApiMutation, useApiQuery } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';

type Draft = Record<keyof EchoLimits, string>;
const FIELDS: Array<{ key: keyof EchoLimits; label: string; help: string }> = [
  {
    key: 'burstQuestions',
    label: 'Questions in a row',
    help: 'Per person, asked at once (working through a list); 1 to 500.',
  },
  {
    key: 'questionsPerMinute',
    label: 'Questions a minute',
    help: 'Per person, after those in a row: the rate they come back at; 1 to 60.',
  },
  {
    key: 'dailyTokens',
    label: 'Tokens a day',
    help: `Per person, renewed at midnight UTC; cached tokens count ${CACHED_TOKEN_RATIO} of one (their price).`,
  },
];

const toDraft = (v: EchoLimits): Draft => ({
  questionsPerMinute: String(v.questionsPerMinute),
  burstQuestions: String(v.burstQuestions),
  dailyTokens: String(v.dailyTokens),
});
// An empty box is not a number (so the schema says "Enter … as a number"), never 0.
const toNumber = (s: string) => (s.trim() === '' ? NaN : Number(s.replace(/[,\s]/g, '')));

/** /admin/echo's limits: administrators change them here; the server enforces and audits them. */
export function EchoLimitsForm({ questionEstimate }: { questionEstimate: number }) {
  const query = useApiQuery('echoLimits.get', {});
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <LimitsEditor
      key={query.data.version}
      saved={query.data}
      questionEstimate={questionEstimate}
      reload={() => void query.refetch()}
    />
  );
}

function LimitsEditor({
  saved,
  questionEstimate,
  reload,
}: {
  saved: {
    value: EchoLimits;
    version: number;
    updatedAt: string | null;
    updatedByEmail: string | null;
  };
  questionEstimate: number;
  reload: () => void;
}) {
  const save = useApiMutation('echoLimits.save', { invalidates: ['echoLimits', 'echo.settings'] });
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved.value));
  const [touched, setTouched] = useState<Partial<Record<keyof EchoLimits, boolean>>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);

  const parsed = echoLimits.schema.safeParse({
    questionsPerMinute: toNumber(draft.questionsPerMinute),
    burstQuestions: toNumber(draft.burstQuestions),
    dailyTokens: toNumber(draft.dailyTokens),
  });
  const errors: Partial<Record<keyof EchoLimits, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof EchoLimits;
      errors[key] ??= issue.message;
    }
  const changed = FIELDS.some((f) => toNumber(draft[f.key]) !== saved.value[f.key]);
  const budget = parsed.success ? parsed.data.dailyTokens : saved.value.dailyTokens;

  const submit = async () => {
    setTouched({ questionsPerMinute: true, burstQuestions: true, dailyTokens: true });
    if (!parsed.success) return;
    setFailure(null);
    try {
      await save.mutateAsync({ value: parsed.data, version: saved.version });
      notify({ type: 'positive', message: 'Echo’s limits were saved.' });
    } catch (e) {
      setFailure(e as ApiError);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-labelledby="echo-limits"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h6" component="h2" id="echo-limits">
        Limits per person
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {saved.version === 0
          ? 'The limits HTA Hub ships with (never changed).'
          : `Version ${saved.version}, saved ${dateTime(saved.updatedAt) ?? ''} by ${saved.updatedByEmail ?? 'an administrator'}.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {FIELDS.map((f) => {
          const shown = touched[f.key] ? errors[f.key] : undefined;
          const server = failure?.fields[`value.${f.key}`];
          return (
            <TextField
              key={f.key}
              label={f.label}
              value={draft[f.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
              onBlur={() => setTouched((t) => ({ ...t, [f.key]: true }))}
              error={Boolean(shown ?? server)}
              helperText={shown ?? server ?? f.help}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
          );
        })}
      </Stack>
      <Typography variant="body2">
        A typical question counts about {number(questionEstimate)} tokens (the cached instruction at{' '}
        {CACHED_TOKEN_RATIO}, the question, its history and the answer in full), so {number(budget)}{' '}
        tokens a day allow about {number(Math.floor(budget / questionEstimate))} questions a day.
      </Typography>
      {failure && (
        <Alert
          severity="error"
          action={failure.code === 'aborted' ? <Button onClick={reload}>Reload</Button> : undefined}
        >
          {failure.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          Save limits
        </Button>
        <Button
          disabled={!changed || save.isPending}
          onClick={() => {
            setDraft(toDraft(saved.value));
            setTouched({});
            setFailure(null);
          }}
        >
          Undo changes
        </Button>
      </Stack>
    </Stack>
  );
}
