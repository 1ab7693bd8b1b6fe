import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, useWatch, type DeepPartial } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import {
  ASSESSMENT_STATUSES,
  CRITERION_MAX,
  METHODS,
  PEARL_TESTS,
  PRIORITY_METHODS,
  WEIGHTED_CRITERIA,
  paths,
  rankNeeds,
  scoresSchema,
  suggestedScores,
  suggestedSize,
  weightsSum,
  type Criterion,
  type NeedsAssessment,
  type PearlTest,
  type NeedsAssessmentFieldsInput,
} from '@hta/functions/contract';

import { FormNumber, RecordPicker, formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import {
  pickedOption,
  useCommunityOptions,
  useFacilityOptions,
  useNeedOptions,
} from '../../lib/recordOptions';
import { useApiQuery } from '../../lib/api';
import { useRecord } from '../../lib/registries';
import { NewNeedDialog } from './NewNeedDialog';
import { NEED_MEASURE, indicatorMeasure, percentIndicators } from './problemMeasure';
import { RankingTable } from './RankingTable';
import { PEARL_LABELS, criterionLabel, criterionRange, methodLabel } from './labels';

const F = formFieldsOf<NeedsAssessmentFieldsInput>();
type Values = NeedsAssessmentFieldsInput;
type NeedValue = NonNullable<Values['needs']>[number];

const METHOD_LABELS = Object.fromEntries(PRIORITY_METHODS.map((m) => [m, methodLabel(m)]));

// An emptied number input holds null whatever the types say.
const numberOr0 = (v: unknown) => (typeof v === 'number' ? v : 0);

const needTitle = (titles: Record<string, string>, id: string | undefined) =>
  (id && titles[id]) ?? id ?? '';

const today = () => new Date().toISOString().slice(0, 10);
const allPass = () => Object.fromEntries(PEARL_TESTS.map((t) => [t, true])) as NeedValue['pearl'];

/**
 * /clinical-needs-assessments/new, /clinical-needs-assessment/new (the same form; `?community=`
 * chooses the community) and /clinical-needs-assessment/:id/edit.
 */
export default function AssessmentFormPage() {
  const [params] = useSearchParams();
  return (
    <RegistryFormPage
      registry="needsAssessments"
      empty={{
        title: '',
        communityId: params.get('community'),
        facilityId: null,
        date: today(),
        method: 'hanlon',
        assessors: [],
        needs: [],
        status: 'draft',
      }}
      addTitle="New needs assessment"
      editTitle={(a) => `Edit ${a.title}`}
      cancelTo={(a) => (a ? paths.needsAssessment(a.id) : paths.needsAssessments)}
      maxWidth={1200}
    >
      {({ record }) => <AssessmentFields record={record} />}
    </RegistryFormPage>
  );
}

function AssessmentFields({ record }: { record: NeedsAssessment | null }) {
  const { control, getValues, setValue } = useFormContext<Values>();
  const [titles, setTitles] = useState<Record<string, string>>(record?.needTitles ?? {});
  const method = useWatch({ control, name: 'method' }) ?? 'hanlon';
  const assessors = useWatch({ control, name: 'assessors' }) ?? [];
  const communityId = useWatch({ control, name: 'communityId' }) ?? null;
  const needs = useFieldArray({ control, name: 'needs' });
  // A community chosen by the link (`?community=`): its name for the picker.
  const community = useRecord('communities', communityId ?? '');
  const communityName =
    (record && record.communityId === communityId ? record.communityName : null) ??
    community.data?.community.name ??
    null;

  // Each need has one row of scores per assessor: rows follow the assessors as they are named.
  const assessorKey = assessors.join('\u0000');
  useEffect(() => {
    const current = getValues('needs') ?? [];
    current.forEach((need, i) => {
      const ratings = need.ratings ?? [];
      const aligned = assessors
        .filter((a) => a.trim())
        .map((a) => ratings.find((r) => r.assessor === a) ?? { assessor: a, scores: {} });
      if (JSON.stringify(aligned) !== JSON.stringify(ratings))
        setValue(`needs.${i}.ratings`, aligned, { shouldDirty: true });
    });
    // assessorKey stands for the assessors' names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assessorKey, needs.fields.length]);

  const addNeed = (id: string, title: string) => {
    if ((getValues('needs') ?? []).some((n) => n.needId === id)) return;
    setTitles((t) => ({ ...t, [id]: title }));
    needs.append({
      needId: id,
      pearl: allPass(),
      note: null,
      ratings: assessors.map((a) => ({ assessor: a, scores: {} })),
    });
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <F.Text name="title" label="Title" required autoFocus={!record} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <F.RecordPicker
              key={communityName ?? 'none'}
              name="communityId"
              label="Community"
              multiple={false}
              useOptions={useCommunityOptions}
              initialOptions={
                communityId && communityName ? [{ id: communityId, name: communityName }] : []
              }
              helperText="A community or a facility (or both)."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <F.RecordPicker
              name="facilityId"
              label="Facility"
              multiple={false}
              useOptions={useFacilityOptions}
              initialOptions={pickedOption(record?.facilityId, record?.facilityName)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <F.Text
              name="date"
              label="Date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <F.Select
              name="method"
              label="Method"
              options={PRIORITY_METHODS}
              labels={METHOD_LABELS}
              helperText={`${METHODS[method].formula}. ${METHODS[method].source}`}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <F.TextList name="assessors" label="Assessors" />
          </Grid>
          {method === 'weighted' && <WeightFields />}
        </Grid>
      </Paper>

      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Needs considered ({needs.fields.length})
        </Typography>
        {assessors.length === 0 && (
          <Alert severity="info">Name the assessors first: each scores every need.</Alert>
        )}
        {needs.fields.map((field, i) => (
          <NeedScoresCard
            key={field.id}
            index={i}
            title={needTitle(titles, getValues(`needs.${i}.needId`))}
            onRemove={() => needs.remove(i)}
            communityId={communityId}
            needId={getValues(`needs.${i}.needId`) ?? null}
          />
        ))}
        <AddNeed onAdd={addNeed} />
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <F.Text
              name="dataNotes"
              label="Where pre-filled scores came from"
              multiline
              minRows={2}
            />
          </Grid>
          <Grid size={12}>
            <F.Text name="notes" label="Notes" multiline minRows={2} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <F.Select
              name="status"
              label="Status"
              options={ASSESSMENT_STATUSES}
              helperText="Final: the ranking is agreed; later changes are recorded."
            />
          </Grid>
        </Grid>
      </Paper>
      <RankingPreview titles={titles} />
    </>
  );
}

function WeightFields() {
  const { control } = useFormContext<Values>();
  const weights = useWatch({ control, name: 'weights' });
  const sum = weights
    ? weightsSum(
        Object.fromEntries(WEIGHTED_CRITERIA.map((k) => [k, numberOr0(weights[k])])) as Record<
          (typeof WEIGHTED_CRITERIA)[number],
          number
        >,
      )
    : 1;
  return (
    <Grid size={12}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Weights (they add up to 1; now {sum})
      </FormLabel>
      <Grid container spacing={1}>
        {WEIGHTED_CRITERIA.map((k) => (
          <Grid key={k} size={{ xs: 6, md: 2.4 }}>
            <FormNumber name={`weights.${k}`} label={criterionLabel('weighted', k)} />
          </Grid>
        ))}
      </Grid>
      <WeightsError />
    </Grid>
  );
}

function WeightsError() {
  const { formState } = useFormContext<Values>();
  const message = formState.errors.weights?.message ?? formState.errors.weights?.root?.message;
  return message ? (
    <Typography color="error" variant="body2" role="alert">
      {message}
    </Typography>
  ) : null;
}

function NeedScoresCard({
  index,
  title,
  onRemove,
  communityId,
  needId,
}: {
  index: number;
  title: string;
  onRemove: () => void;
  communityId: string | null;
  needId: string | null;
}) {
  const { control, getValues, setValue } = useFormContext<Values>();
  const method = useWatch({ control, name: 'method' }) ?? 'hanlon';
  const ratings = useWatch({ control, name: `needs.${index}.ratings` }) ?? [];
  const community = useRecord('communities', communityId ?? '');
  const need = useRecord('clinicalNeeds', needId ?? '');
  const c = community.data?.community;
  const affected = need.data?.need.peopleAffected ?? null;
  const [measure, setMeasure] = useState(NEED_MEASURE);
  const subjects = useApiQuery('epi.subjects', {});
  const indicators = percentIndicators(subjects.data?.items ?? []);
  const indicator = indicators.find((s) => s.id === measure);
  // The size is the problem's share of the community (the need's people affected) or a health
  // indicator's percent, never the community's size alone.
  const size = indicator
    ? suggestedSize(indicatorMeasure(indicator))
    : c && affected !== null && c.population2021
      ? suggestedSize({
          kind: 'people affected',
          peopleAffected: affected,
          population: c.population2021,
          community: c.name,
        })
      : null;
  const suggested = {
    ...(c ? suggestedScores(c) : {}),
    ...(size ? { size: size.score } : {}),
  };
  const criteria = METHODS[method].criteria;
  const headingId = `need-${index}`;

  const prefill = () => {
    const notes: string[] = [];
    ratings.forEach((_, j) => {
      for (const k of ['size', 'inequity'] as const) {
        const value = suggested[k];
        const path = `needs.${index}.ratings.${j}.scores.${k}` as const;
        if (value !== undefined && (getValues(path) ?? null) === null)
          setValue(path, value, { shouldDirty: true });
      }
    });
    if (c) {
      if (size) notes.push(`Size ${size.score}: ${size.basis}`);
      if (suggested.inequity !== undefined)
        notes.push(
          `Inequity ${suggested.inequity}: Index of Remoteness ${c.remotenessIndex ?? '—'} (Statistics Canada).`,
        );
      const before = getValues('dataNotes') ?? '';
      const add = notes.filter((n) => !before.includes(n));
      if (add.length)
        setValue('dataNotes', [before, ...add].filter(Boolean).join('\n'), { shouldDirty: true });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="subtitle1"
          component="h3"
          id={headingId}
          sx={{ fontWeight: 700, flex: 1 }}
        >
          {index + 1}. {title}
        </Typography>
        {communityId && (suggested.size !== undefined || suggested.inequity !== undefined) && (
          <Button size="small" startIcon={<AutoFixHighIcon />} onClick={prefill}>
            Suggest from community data
          </Button>
        )}
        <IconButton aria-label={`Remove ${title}`} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {communityId && (
        <TextField
          select
          size="small"
          label="Measure of the problem (for its size)"
          value={measure}
          onChange={(e) => setMeasure(e.target.value)}
          helperText={
            subjects.isError
              ? `The health indicators could not be read: ${subjects.error.message}`
              : indicator
                ? `Saskatchewan's latest figure (${indicator.latest?.period}), not the community's own.`
                : undefined
          }
          sx={{ my: 1, minWidth: 280, maxWidth: '100%' }}
        >
          <MenuItem value={NEED_MEASURE}>The need&apos;s people affected a year</MenuItem>
          {indicators.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name} ({s.latest?.value} %)
            </MenuItem>
          ))}
        </TextField>
      )}
      {communityId && (suggested.size !== undefined || suggested.inequity !== undefined) && (
        <Typography variant="caption" color="text.secondary" component="p">
          Suggestions fill empty cells only: size{' '}
          {size
            ? `${size.score} from ${size.basis}`
            : "— (give the need's people affected a year on its page, or choose a health indicator: the size is the problem's share of the community, not the community's size)"}
          ; inequity {suggested.inequity ?? '—'} from the Index of Remoteness (Statistics Canada).
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-label={`Scores for ${title}`}>
          <TableHead>
            <TableRow>
              <TableCell>Assessor</TableCell>
              {criteria.map((k) => (
                <TableCell key={k}>
                  {criterionLabel(method, k)} ({criterionRange(k)})
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ratings.map((r, j) => (
              <TableRow key={r.assessor}>
                <TableCell>{r.assessor}</TableCell>
                {criteria.map((k) => (
                  <TableCell key={k} sx={{ minWidth: 90 }}>
                    <FormNumber
                      name={`needs.${index}.ratings.${j}.scores.${k}`}
                      label={`${criterionLabel(method, k)}, ${r.assessor}`}
                      labelHidden
                      size="small"
                      min={0}
                      max={CRITERION_MAX[k]}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 1 }}>
        <FormLabel component="legend">PEARL screen (untick a test the need fails)</FormLabel>
        <FormGroup row>
          {PEARL_TESTS.map((t) => (
            <PearlBox key={t} index={index} test={t} />
          ))}
        </FormGroup>
        <F.Text name={`needs.${index}.note`} label="Note (why a test failed…)" size="small" />
      </Box>
    </Paper>
  );
}

function PearlBox({ index, test }: { index: number; test: (typeof PEARL_TESTS)[number] }) {
  const { control, setValue } = useFormContext<Values>();
  const checked = useWatch({ control, name: `needs.${index}.pearl.${test}` }) ?? true;
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(e) =>
            setValue(`needs.${index}.pearl.${test}`, e.target.checked, { shouldDirty: true })
          }
        />
      }
      label={PEARL_LABELS[test]}
    />
  );
}

function AddNeed({ onAdd }: { onAdd: (id: string, title: string) => void }) {
  const [creating, setCreating] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1 }}>
          <RecordPicker
            key={picked ?? 'none'}
            label="Add a clinical need"
            multiple={false}
            useOptions={useNeedOptions}
            initialOptions={[]}
            value={null}
            onChange={(value) => {
              if (typeof value !== 'string') return;
              setPicked(value);
            }}
            error={undefined}
            helperText="Existing needs, by title."
          />
          <PickedNeed
            id={picked}
            onAdd={(id, title) => {
              onAdd(id, title);
              setPicked(null);
            }}
          />
        </Box>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          State a new need
        </Button>
      </Stack>
      {creating && (
        <NewNeedDialog
          onClose={() => setCreating(false)}
          onCreated={(id, title) => {
            setCreating(false);
            onAdd(id, title);
          }}
        />
      )}
    </Paper>
  );
}

/** The picker gives an id; its title comes from the need itself. */
function PickedNeed({
  id,
  onAdd,
}: {
  id: string | null;
  onAdd: (id: string, title: string) => void;
}) {
  const need = useRecord('clinicalNeeds', id ?? '');
  useEffect(() => {
    if (id && need.data) onAdd(id, need.data.need.title);
  }, [id, need.data, onAdd]);
  return null;
}

function RankingPreview({ titles }: { titles: Record<string, string> }) {
  const { control } = useFormContext<Values>();
  const values = useWatch({ control });
  const parsed = previewInput(values);
  if (!parsed) return null;
  const ranking = rankNeeds(parsed.needs, parsed.method, parsed.weights);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Ranking preview — {methodLabel(parsed.method)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Computed as you type with the function the server uses when you save; the saved ranking is
        the server’s.
      </Typography>
      {parsed.leftOut.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Left out of the preview until corrected:{' '}
          {parsed.leftOut
            .map(
              (l) =>
                `${needTitle(titles, l.needId)} — ${criterionLabel(parsed.method, l.criterion)} by ${l.assessor} (${l.value}; ${l.problem})`,
            )
            .join('; ')}
          .
        </Alert>
      )}
      <RankingTable ranking={ranking} titles={titles} caption="Ranking preview" />
    </Paper>
  );
}

/** A score the contract refuses (out of its range): left out of the preview, and said so. */
interface LeftOut {
  needId: string;
  assessor: string;
  criterion: Criterion;
  value: number;
  /** The contract's message, as a clause: "from 0 to 10". */
  problem: string;
}

/**
 * The form's values as the ranking function takes them: the numbers typed so far that the
 * contract accepts (the server would refuse the others, so they must not rank a need).
 */
function previewInput(values: DeepPartial<Values>) {
  const method = values.method ?? 'hanlon';
  const weights = Object.fromEntries(
    WEIGHTED_CRITERIA.map((k) => [k, numberOr0(values.weights?.[k])]),
  ) as Record<(typeof WEIGHTED_CRITERIA)[number], number>;
  const leftOut: LeftOut[] = [];
  const validScore = (needId: string, assessor: string, criterion: Criterion, value: unknown) => {
    if (typeof value !== 'number') return null;
    const checked = scoresSchema.shape[criterion].safeParse(value);
    if (checked.success) return value;
    const message = checked.error.issues[0]?.message ?? 'not a valid score';
    const problem = message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, '');
    leftOut.push({ needId, assessor, criterion, value, problem });
    return null;
  };
  const needs = (values.needs ?? [])
    .flatMap((n) => (n?.needId ? [{ ...n, needId: n.needId }] : []))
    .map((n) => ({
      needId: n.needId,
      pearl: Object.fromEntries(PEARL_TESTS.map((t) => [t, n.pearl?.[t] ?? true])) as Record<
        PearlTest,
        boolean
      >,
      ratings: (n.ratings ?? []).map((r) => {
        const assessor = r?.assessor ?? '';
        return {
          assessor,
          scores: Object.fromEntries(
            Object.entries(r?.scores ?? {}).map(([k, v]) => [
              k,
              validScore(n.needId, assessor, k as Criterion, v),
            ]),
          ),
        };
      }),
    }));
  if (needs.length === 0) return null;
  return { method, weights: values.weights ? weights : undefined, needs, leftOut };
}
