import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useState } from 'react';

import {
  DOWNGRADE_DOMAINS,
  DOWNGRADE_RATINGS,
  EFFECT_MEASURES,
  EVIDENCE_TYPES,
  IMPORTANCE,
  MID_SCALES,
  MID_SCALE_LABELS,
  UPGRADE_DOMAINS,
  differenceInWords,
  isDifference,
  paths,
  type CitedStudy,
  type DowngradeDomain,
  type EvidenceProfileFieldsInput,
  type UpgradeDomain,
} from '@hta/functions/contract';

import { formFieldsOf, type PickerOption } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import {
  pickedOption,
  useQuestionOptions,
  useStudyOptions,
  useTechnologyOptions,
} from '../../lib/recordOptions';
import { useRecord } from '../../lib/registries';
import { CertaintyLabel } from './certainty';
import { certaintyPreview } from './certaintyPreview';
import { GradeChecks } from './GradeChecks';
import { RiskOfBiasSuggestion } from './RiskOfBiasSuggestion';

const F = formFieldsOf<EvidenceProfileFieldsInput>();

type OutcomeInput = EvidenceProfileFieldsInput['outcomes'][number];

const emptyOutcome: OutcomeInput = {
  name: '',
  importance: 'critical',
  studyIds: [],
  participants: null,
  evidence: 'randomised trials',
  measure: 'none',
  down: {},
  up: {},
};

const MEASURE_LABELS: Record<string, string> = {
  none: 'None: told in words',
  RR: 'RR (risk ratio)',
  OR: 'OR (odds ratio)',
  HR: 'HR (hazard ratio)',
  MD: 'MD (mean difference)',
  SMD: 'SMD (Hedges’ g)',
  RD: 'RD (risk difference)',
};

const MID_OPTIONS = ['', ...MID_SCALES] as const;

/** The comparator's risk per 1,000 turns a ratio or a risk difference into risks per 1,000. */
const takesComparatorRisk = (measure: string | undefined) =>
  measure === 'RR' || measure === 'OR' || measure === 'HR' || measure === 'RD';

/** /evidence-profiles/new and /evidence-profile/:id/edit. */
export default function EvidenceProfileFormPage() {
  return (
    <RegistryFormPage
      registry="evidenceProfiles"
      empty={{ title: '', technologyId: '', outcomes: [emptyOutcome] }}
      addTitle="New evidence profile"
      editTitle={(p) => `Edit ${p.title}`}
      cancelTo={(p) => (p ? paths.evidenceProfile(p.id) : paths.evidenceProfiles)}
      maxWidth={1100}
    >
      {({ profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <F.Text name="title" label="Question" required autoFocus multiline />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="technologyId"
                  label="Technology"
                  multiple={false}
                  required
                  useOptions={useTechnologyOptions}
                  initialOptions={profile?.technology ? [profile.technology] : []}
                />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="questionId"
                  label="Review question answered"
                  multiple={false}
                  useOptions={useQuestionOptions}
                  initialOptions={pickedOption(
                    profile?.evidenceProfile.questionId,
                    profile?.evidenceProfile.questionTitle,
                  )}
                  helperText="The question’s outcomes, their importance and minimal important differences are the profile’s."
                />
                <TakeQuestionOutcomes />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="population" label="Population" multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="setting" label="Setting" multiline />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name="comparison" label="Comparison" multiline />
              </Grid>
            </Grid>
          </Paper>
          <Outcomes studies={profile?.studies ?? []} profileId={profile?.evidenceProfile.id} />
        </>
      )}
    </RegistryFormPage>
  );
}

function Outcomes({
  studies,
  profileId,
}: {
  studies: CitedStudy[];
  profileId?: string | undefined;
}) {
  const { control, formState } = useFormContext<EvidenceProfileFieldsInput>();
  const outcomes = useFieldArray({ control, name: 'outcomes' });
  const error = formState.errors.outcomes?.message ?? formState.errors.outcomes?.root?.message;
  const cited = studies.map((s) => ({ id: s.id, name: s.reference }));
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Outcomes ({outcomes.fields.length})
      </Typography>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {outcomes.fields.map((field, i) => (
        <OutcomeCard
          key={field.id}
          index={i}
          profileId={profileId}
          cited={cited}
          onRemove={outcomes.fields.length > 1 ? () => outcomes.remove(i) : undefined}
        />
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => outcomes.append({ ...emptyOutcome })}>
          Add an outcome
        </Button>
      </div>
    </Stack>
  );
}

function OutcomeCard({
  index,
  profileId,
  cited,
  onRemove,
}: {
  index: number;
  profileId: string | undefined;
  cited: PickerOption[];
  onRemove: (() => void) | undefined;
}) {
  const at = `outcomes.${index}` as const;
  const label = `outcome ${index + 1}`;
  const measure = useWatch<EvidenceProfileFieldsInput, `outcomes.${number}.measure`>({
    name: `${at}.measure`,
  });
  return (
    <Paper variant="outlined" component="section" aria-label={`Outcome ${index + 1}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Outcome {index + 1}
        </Typography>
        {onRemove && (
          <IconButton aria-label={`Remove ${label}`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <F.Text name={`${at}.name`} label={`Name of ${label}`} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <F.Select name={`${at}.importance`} label="Importance" options={IMPORTANCE} />
        </Grid>
        <Grid size={12}>
          <F.RecordPicker
            name={`${at}.studyIds`}
            label={`Studies cited for ${label}`}
            multiple
            useOptions={useStudyOptions}
            initialOptions={cited}
            helperText="From the study library."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <F.Number name={`${at}.participants`} label="Participants" min={0} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <F.Select
            name={`${at}.evidence`}
            label="Body of evidence"
            options={EVIDENCE_TYPES}
            helperText="Randomised trials start at high certainty, observational studies at low."
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <F.Select
            name={`${at}.measure`}
            label="Effect measure"
            options={EFFECT_MEASURES}
            labels={MEASURE_LABELS}
            helperText="A ratio, or a difference: MD in the outcome’s units, SMD in SDs, RD as a proportion (−0.12)."
          />
        </Grid>
        {measure && measure !== 'none' && (
          <>
            <Grid size={{ xs: 6, md: 3 }}>
              <F.Number name={`${at}.estimate`} label={`${measure} estimate`} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <F.Number name={`${at}.ciLow`} label="95 % CI from" />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <F.Number name={`${at}.ciHigh`} label="95 % CI to" />
            </Grid>
            {takesComparatorRisk(measure) && (
              <Grid size={{ xs: 6, md: 3 }}>
                <F.Number
                  name={`${at}.comparatorPer1000`}
                  label="Risk with comparator (per 1,000)"
                  min={0}
                  max={1000}
                />
              </Grid>
            )}
            <Grid size={12}>
              <EffectInWords index={index} />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 4 }}>
          <F.Text
            name={`${at}.units`}
            label="Units (continuous outcomes)"
            helperText="What a mean difference is in: points, days…"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <F.Number name={`${at}.mid`} label="Minimal important difference" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <F.Select
            name={`${at}.midScale`}
            label="MID measured in"
            options={MID_OPTIONS}
            labels={{ '': 'Not known', ...MID_SCALE_LABELS }}
          />
        </Grid>
        <Grid size={12}>
          <F.Text
            name={`${at}.narrative`}
            label="Effect in words"
            multiline
            helperText="When the results cannot be pooled into a relative effect."
          />
        </Grid>
        <Grid size={12}>
          <F.Text name={`${at}.comments`} label="Comments" multiline />
        </Grid>
      </Grid>
      <Judgements index={index} profileId={profileId} />
    </Paper>
  );
}

/** The absolute effect of a difference in words, as the table will show it. */
function EffectInWords({ index }: { index: number }) {
  const o = useWatch<EvidenceProfileFieldsInput, `outcomes.${number}`>({
    name: `outcomes.${index}`,
  });
  const { measure, estimate, ciLow, ciHigh } = o;
  if (!measure || !isDifference(measure)) return null;
  if (typeof estimate !== 'number' || typeof ciLow !== 'number' || typeof ciHigh !== 'number')
    return null;
  const words = differenceInWords({
    measure,
    estimate,
    ciLow,
    ciHigh,
    name: o.name || 'outcome',
    units: o.units ?? null,
  });
  return (
    <Alert severity="info" role="status">
      Absolute effect: {words.text}
      {words.note ? `. ${words.note}` : ''}
    </Alert>
  );
}

/** Fills the outcomes from the review question: its names, importance, MIDs and units. */
function TakeQuestionOutcomes() {
  const { control, getValues, setValue } = useFormContext<EvidenceProfileFieldsInput>();
  const questionId = useWatch({ control, name: 'questionId' });
  const question = useRecord('questions', questionId ?? '');
  const [done, setDone] = useState<string | null>(null);
  if (!questionId) return null;
  if (question.error)
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        The question could not be read: {question.error.message}
      </Alert>
    );
  const asked = question.data?.question.outcomes ?? [];
  const take = () => {
    const current = getValues('outcomes');
    const byName = new Map(current.map((o) => [o.name.toLowerCase(), o]));
    setValue(
      'outcomes',
      asked.map((q) => ({
        ...(byName.get(q.name.toLowerCase()) ?? emptyOutcome),
        name: q.name,
        importance: q.importance,
        mid: q.mid,
        midScale: q.midScale,
        units: q.units,
      })),
      { shouldDirty: true, shouldValidate: false },
    );
    setDone(
      `${asked.length} outcomes from the question; those already here kept their studies and judgements.`,
    );
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: 'start' }}>
      <Button variant="outlined" onClick={take} disabled={!question.data}>
        Take the outcomes from the question
      </Button>
      {done && (
        <Typography variant="body2" role="status" sx={{ alignSelf: 'center' }}>
          {done}
        </Typography>
      )}
    </Stack>
  );
}

/** The five domains rated down and the three rated up, each with its reason, and the result. */
function Judgements({ index, profileId }: { index: number; profileId: string | undefined }) {
  const at = `outcomes.${index}` as const;
  const { control } = useFormContext<EvidenceProfileFieldsInput>();
  const [evidence, up, riskOfBias] = useWatch({
    control,
    name: [`${at}.evidence`, `${at}.up`, `${at}.down.riskOfBias.rating`],
  });
  // Only observational evidence is rated up: shown for it, or while a rating up is still set
  // (the preview then says why it is refused).
  const rateUp =
    evidence === 'observational studies' ||
    Object.values(up ?? {}).some((j) => j.rating !== undefined && j.rating !== 'none');
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        Rating down (certainty of outcome {index + 1})
      </Typography>
      {(Object.keys(DOWNGRADE_DOMAINS) as DowngradeDomain[]).map((d) => (
        <Grid container spacing={1} key={d}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <F.Select
              name={`${at}.down.${d}.rating`}
              label={DOWNGRADE_DOMAINS[d]}
              options={DOWNGRADE_RATINGS}
              labels={{
                'not serious': 'Not serious',
                serious: 'Serious (down one)',
                'very serious': 'Very serious (down two)',
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <F.Text
              name={`${at}.down.${d}.reason`}
              label={`Why (${DOWNGRADE_DOMAINS[d].toLowerCase()})`}
              helperText={
                d === 'indirectness'
                  ? 'Count here whether the studies apply to rural and remote settings.'
                  : undefined
              }
            />
            {d === 'riskOfBias' && profileId && (
              <RiskOfBiasSuggestion profileId={profileId} index={index} rated={riskOfBias} />
            )}
          </Grid>
        </Grid>
      ))}
      {rateUp && (
        <Typography variant="subtitle2" component="h4">
          Rating up (observational evidence only)
        </Typography>
      )}
      {rateUp &&
        (Object.keys(UPGRADE_DOMAINS) as UpgradeDomain[]).map((d) => (
          <Grid container spacing={1} key={d}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <F.Select
                name={`${at}.up.${d}.rating`}
                label={UPGRADE_DOMAINS[d].label}
                options={UPGRADE_DOMAINS[d].ratings}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <F.Text
                name={`${at}.up.${d}.reason`}
                label={`Why (${UPGRADE_DOMAINS[d].label.toLowerCase()})`}
              />
            </Grid>
          </Grid>
        ))}
      <GradeChecks index={index} />
      <Preview index={index} />
    </Stack>
  );
}

/** The certainty as the server will compute it (the same method), before saving. */
function Preview({ index }: { index: number }) {
  const { control } = useFormContext<EvidenceProfileFieldsInput>();
  const outcome = useWatch({ control, name: `outcomes.${index}` });
  const preview = certaintyPreview(outcome);
  if (preview.kind === 'not yet')
    return (
      <Alert severity="info" role="status">
        Certainty of outcome {index + 1}: not rated yet. Cite the studies it rests on and judge each
        domain above; the certainty is computed from them.
      </Alert>
    );
  if (preview.kind === 'problem')
    return (
      <Alert severity="warning" role="status">
        {preview.message}
      </Alert>
    );
  const { result } = preview;
  return (
    <Alert severity="info" role="status">
      Certainty of outcome {index + 1}: <CertaintyLabel level={result.level} /> (from {result.start}
      , down {result.down}, up {result.up}). The server computes it again on saving.
    </Alert>
  );
}
