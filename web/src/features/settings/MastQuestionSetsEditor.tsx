import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';

import {
  DOMAIN_SOURCES,
  MAST_DOMAINS,
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  TECHNOLOGY_CATEGORIES,
  comparableValues,
  questionSetsValue,
  type DomainKey,
  type MastQuestionInput,
  type QuestionSpec,
} from '@hta/functions/contract';

import {
  ConflictAlert,
  FormNumber,
  FormSelect,
  FormText,
  FormTextList,
  useFieldError,
} from '../../components/form/FormParts';
import type { ApiError } from '../../lib/apiErrors';
import { newQuestionId } from './questionIds';

type Sets = z.input<typeof questionSetsValue>;
type SetsOut = z.output<typeof questionSetsValue>;
type QuestionInput = MastQuestionInput;

interface Props {
  value: Sets;
  save: (value: SetsOut) => Promise<unknown>;
  reload: () => void;
  updated: string;
}

const slug = (text: string) => newQuestionId(text, []);

/**
 * An administrator's editor of the MAST question sets: per set (the default and one per
 * technology category) and domain, each question's words, type (with its unit and bounds, or its
 * options), help, the answer of an earlier question it depends on, order, additions and
 * removals. Validated with the contract's own schema (the server checks the same).
 */
export function MastQuestionSetsEditor({ value, save, reload, updated }: Props) {
  const form = useForm<Sets, unknown, SetsOut>({
    defaultValues: value,
    resolver: zodResolver(questionSetsValue),
  });
  const sets = useFieldArray({ control: form.control, name: 'sets' });
  const [current, setCurrent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const watched = useWatch({ control: form.control, name: 'sets' });
  const taken = new Set(watched.map((s) => s.category ?? null));
  const free = TECHNOLOGY_CATEGORIES.filter((c) => !taken.has(c));
  const index = Math.min(current, sets.fields.length - 1);
  const set = watched[index];

  const submit = form.handleSubmit(
    async (valid) => {
      setProblem(null);
      setConflict(false);
      try {
        await save(valid);
        form.reset(valid);
      } catch (caught) {
        const e = caught as ApiError;
        if (e.code === 'aborted') {
          setConflict(true);
          return;
        }
        // The server's field paths start at the setting's value.
        for (const [path, message] of Object.entries(e.fields))
          form.setError(path.replace(/^value\./, '') as Path<Sets>, { message });
        setProblem(e.message);
      }
    },
    () => setProblem('Some questions need attention (marked in red).'),
  );

  const addSet = (category: (typeof TECHNOLOGY_CATEGORIES)[number]) => {
    const base = watched.find((s) => s.category === null) ?? watched[0];
    if (!base) return;
    sets.append({ ...structuredClone(base), id: slug(category), title: category, category });
    setCurrent(sets.fields.length);
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        {conflict && <ConflictAlert what="these question sets" onReload={reload} />}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Tabs
          value={index}
          onChange={(_, v: number) => setCurrent(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Question sets"
        >
          {sets.fields.map((f, i) => (
            <Tab
              key={f.id}
              value={i}
              label={`${watched[i]?.title || 'New set'} · v${watched[i]?.version ?? 1}`}
            />
          ))}
        </Tabs>
        {set && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={set.title}>
            <Grid container spacing={2} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 5 }}>
                <FormText name={`sets.${index}.title`} label="Name of the set" />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                {set.category === null || set.category === undefined ? (
                  <Typography color="text.secondary">
                    The default set: for technologies whose category has no set of its own.
                  </Typography>
                ) : (
                  <FormSelect
                    name={`sets.${index}.category`}
                    label="For technologies of the category"
                    options={[set.category, ...free]}
                  />
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 2 }}>
                {set.category && (
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => {
                      sets.remove(index);
                      setCurrent(0);
                    }}
                  >
                    Remove set
                  </Button>
                )}
              </Grid>
            </Grid>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Version {set.version ?? 1}: saving changes to this set’s questions makes a new
              version; evaluations already started keep the version they were started with.
            </Typography>
            <Stack sx={{ mt: 2 }}>
              {MAST_DOMAINS.map((d) => (
                <Accordion
                  key={`${index}-${d.key}`}
                  disableGutters
                  slotProps={{ transition: { unmountOnExit: true } }}
                >
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {d.title} ({set.domains[d.key].length})
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <DomainQuestions setIndex={index} domain={d.key} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Stack>
          </Paper>
        )}
        {free.length > 0 && (
          <TextField
            select
            label="Add a set for a category"
            value=""
            onChange={(e) => addSet(e.target.value as (typeof TECHNOLOGY_CATEGORIES)[number])}
            helperText="Starts as a copy of the default set."
            sx={{ maxWidth: 360 }}
          >
            {free.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            position: 'sticky',
            bottom: 0,
            // Above the fields' floating labels, which scroll under it.
            zIndex: 2,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            type="submit"
            variant="contained"
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? 'Saving…' : 'Save question sets'}
          </Button>
          <Button
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset(value)}
          >
            Undo changes
          </Button>
          <Typography variant="body2" color="text.secondary">
            {updated}
          </Typography>
        </Stack>
      </Stack>
    </FormProvider>
  );
}

/** A domain's questions in one set: edited in place, reordered, added and removed. */
function DomainQuestions({ setIndex, domain }: { setIndex: number; domain: DomainKey }) {
  const name = `sets.${setIndex}.domains.${domain}` as const;
  const { control } = useFormContext<Sets>();
  const questions = useFieldArray({ control, name });
  const values: QuestionInput[] = useWatch({ control, name });
  const error = useFieldError(name);
  const add = () =>
    questions.append({
      id: newQuestionId(
        'question',
        values.map((q) => q.id),
      ),
      text: '',
      help: null,
      type: 'rating',
    });
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Source of the default questions: {DOMAIN_SOURCES[domain]}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack spacing={1.5} component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {questions.fields.map((f, i) => (
          <Paper key={f.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <QuestionFields
              base={`${name}.${i}`}
              n={i + 1}
              question={values[i]}
              earlier={values.slice(0, i)}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <IconButton
                aria-label={`Move question ${i + 1} up`}
                disabled={i === 0}
                onClick={() => questions.move(i, i - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move question ${i + 1} down`}
                disabled={i === questions.fields.length - 1}
                onClick={() => questions.move(i, i + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove question ${i + 1}`}
                onClick={() => questions.remove(i)}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        Add a question
      </Button>
    </Stack>
  );
}

const asSpec = (q: QuestionInput | undefined): QuestionSpec => ({
  type: q?.type ?? 'rating',
  help: q?.help ?? null,
  unit: q?.unit ?? null,
  min: q?.min ?? null,
  max: q?.max ?? null,
  choices: q?.choices ?? [],
  dependsOn: q?.dependsOn ?? null,
});

/** One question: words, type and what the type needs, help, and its dependency. */
function QuestionFields({
  base,
  n,
  question,
  earlier,
}: {
  base: string;
  n: number;
  question: QuestionInput | undefined;
  earlier: QuestionInput[];
}) {
  const type = question?.type ?? 'rating';
  return (
    <Grid container spacing={1.5}>
      <Grid size={12}>
        <FormText name={`${base}.text`} label={`Question ${n}`} multiline />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelect
          name={`${base}.type`}
          label="Type"
          options={QUESTION_TYPES}
          labels={QUESTION_TYPE_LABELS}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormText name={`${base}.help`} label="Help (optional)" />
      </Grid>
      {type === 'number' && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormText name={`${base}.unit`} label="Unit" helperText="CAD, km, minutes…" />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormNumber name={`${base}.min`} label="Minimum (optional)" />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormNumber name={`${base}.max`} label="Maximum (optional)" />
          </Grid>
        </>
      )}
      {type === 'choice' && (
        <Grid size={12}>
          <FormTextList
            name={`${base}.choices`}
            label="Options"
            helperText="2 to 8 options; press Enter after each."
          />
        </Grid>
      )}
      <Grid size={12}>
        <DependencyField name={`${base}.dependsOn`} n={n} earlier={earlier} />
      </Grid>
    </Grid>
  );
}

/** "Asked only when question k was answered …": earlier yes/no and choice questions only. */
function DependencyField({
  name,
  n,
  earlier,
}: {
  name: string;
  n: number;
  earlier: QuestionInput[];
}) {
  const { control } = useFormContext();
  const questionError = useFieldError(`${name}.questionId`);
  const equalsError = useFieldError(`${name}.equals`);
  const parents = earlier
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => comparableValues(asSpec(q)).length > 0);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const on = field.value as { questionId: string; equals: string } | null | undefined;
        const parent = earlier.find((q) => q.id === on?.questionId);
        const values = parent ? comparableValues(asSpec(parent)) : [];
        return (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              fullWidth
              label="Asked"
              value={on?.questionId ?? ''}
              onChange={(e) => {
                const id = e.target.value;
                const p = earlier.find((q) => q.id === id);
                field.onChange(
                  p ? { questionId: id, equals: comparableValues(asSpec(p))[0] ?? '' } : null,
                );
              }}
              error={Boolean(questionError)}
              helperText={
                questionError ??
                (parents.length
                  ? undefined
                  : `Always: no earlier yes / no or choice question for question ${n} to depend on.`)
              }
            >
              <MenuItem value="">Always</MenuItem>
              {parents.map(({ q, i }) => (
                <MenuItem key={q.id} value={q.id}>
                  Only when question {i + 1} ({q.text.slice(0, 40) || 'new'}) is answered…
                </MenuItem>
              ))}
              {on && !parent && (
                <MenuItem value={on.questionId}>{on.questionId} (missing)</MenuItem>
              )}
            </TextField>
            {on && (
              <TextField
                select
                fullWidth
                label="…with"
                value={values.includes(on.equals) ? on.equals : ''}
                onChange={(e) => field.onChange({ ...on, equals: e.target.value })}
                error={Boolean(equalsError)}
                helperText={equalsError}
              >
                {values.map((v) => (
                  <MenuItem key={v} value={v}>
                    {v}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        );
      }}
    />
  );
}
