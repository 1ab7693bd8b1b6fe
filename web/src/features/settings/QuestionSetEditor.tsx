import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';

import type { Question } from '@hta/functions/contract';

import { ConflictAlert } from '../../components/form/FormParts';
import type { ApiError } from '../../lib/apiErrors';
import { newQuestionId } from './questionIds';

type Groups = Record<string, Question[]>;

interface Props<S extends z.ZodType> {
  groups: ReadonlyArray<{ key: string; title: string; asks?: string }>;
  value: Groups;
  schema: S;
  /** Saves the validated value; rejects with the API's error. */
  save: (value: z.output<S>) => Promise<unknown>;
  /** Loads the newest saved value (after someone else saved). */
  reload: () => void;
  updated: string | null;
}

/** An administrator's editor of a question set: words, order, additions and removals per group. */
export function QuestionSetEditor<S extends z.ZodType>({
  groups,
  value,
  schema,
  save,
  reload,
  updated,
}: Props<S>) {
  const [draft, setDraft] = useState<Groups>(value);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(value);

  const change = (group: string, f: (qs: Question[]) => Question[]) =>
    setDraft((d) => ({ ...d, [group]: f(d[group] ?? []) }));
  const move = (group: string, i: number, by: -1 | 1) =>
    change(group, (qs) => {
      const next = [...qs];
      const [q] = next.splice(i, 1);
      if (q) next.splice(i + by, 0, q);
      return next;
    });

  const submit = async () => {
    setProblem(null);
    setConflict(false);
    // New questions get their id from their text when saved.
    const withIds: Groups = Object.fromEntries(
      Object.entries(draft).map(([g, qs]) => {
        const taken = qs.map((q) => q.id).filter(Boolean);
        return [
          g,
          qs.map((q) => {
            if (q.id) return q;
            const id = newQuestionId(q.text, taken);
            taken.push(id);
            return { ...q, id };
          }),
        ];
      }),
    );
    const parsed = schema.safeParse(withIds);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]),
        ),
      );
      setProblem('Some questions need attention (marked in red).');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(parsed.data);
      setDraft(withIds);
    } catch (caught) {
      const e = caught as ApiError;
      if (e.code === 'aborted') setConflict(true);
      else setProblem(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      {conflict && <ConflictAlert what="these questions" onReload={reload} />}
      {problem && <Alert severity="error">{problem}</Alert>}
      {groups.map((g) => {
        const qs = draft[g.key] ?? [];
        const groupError = errors[g.key];
        return (
          <Paper
            key={g.key}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={g.title}
          >
            <Typography variant="h6" component="h2">
              {g.title}
            </Typography>
            {g.asks && (
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {g.asks}
              </Typography>
            )}
            {groupError && <Alert severity="error">{groupError}</Alert>}
            <Stack spacing={1.5} component="ol" sx={{ p: 0, m: 0, mt: 1, listStyle: 'none' }}>
              {qs.map((q, i) => (
                <Stack
                  key={`${q.id || 'new'}-${i}`}
                  component="li"
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={1}
                >
                  <TextField
                    label={`Question ${i + 1}`}
                    value={q.text}
                    onChange={(e) =>
                      change(g.key, (all) =>
                        all.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                      )
                    }
                    error={Boolean(errors[`${g.key}.${i}.text`])}
                    helperText={errors[`${g.key}.${i}.text`]}
                    fullWidth
                    multiline
                  />
                  <TextField
                    label="Help (optional)"
                    value={q.help ?? ''}
                    onChange={(e) =>
                      change(g.key, (all) =>
                        all.map((x, j) => (j === i ? { ...x, help: e.target.value || null } : x)),
                      )
                    }
                    error={Boolean(errors[`${g.key}.${i}.help`])}
                    helperText={errors[`${g.key}.${i}.help`]}
                    fullWidth
                    multiline
                  />
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <IconButton
                      aria-label={`Move question ${i + 1} up`}
                      disabled={i === 0}
                      onClick={() => move(g.key, i, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Move question ${i + 1} down`}
                      disabled={i === qs.length - 1}
                      onClick={() => move(g.key, i, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Remove question ${i + 1}`}
                      onClick={() => change(g.key, (all) => all.filter((_, j) => j !== i))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                </Stack>
              ))}
            </Stack>
            <Button
              startIcon={<AddIcon />}
              sx={{ mt: 1 }}
              onClick={() => change(g.key, (all) => [...all, { id: '', text: '', help: null }])}
            >
              Add a question
            </Button>
          </Paper>
        );
      })}
      <Stack
        direction="row"
        spacing={2}
        sx={{
          alignItems: 'center',
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="contained" disabled={!dirty || busy} onClick={() => void submit()}>
          {busy ? 'Saving…' : 'Save questions'}
        </Button>
        <Button disabled={!dirty || busy} onClick={() => setDraft(value)}>
          Undo changes
        </Button>
        {updated && (
          <Typography variant="body2" color="text.secondary">
            {updated}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
