import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';

import {
  CERTAINTY,
  DOMAIN_SOURCES,
  MAST_DOMAINS,
  shownQuestions,
  type AnswerInput,
  type DomainKey,
} from '@hta/functions/contract';

import {
  FormRecordPicker,
  FormSelect,
  FormText,
  type PickerOption,
} from '../../../components/form/FormParts';
import { useStudyOptions } from '../../../lib/recordOptions';
import { useRecord } from '../../../lib/registries';
import { RatingInput } from '../RatingInput';
import { TypedAnswerInput } from './TypedAnswerInput';

/**
 * One MAST domain: each question asked answered by its type (or not assessed), with its
 * evidence and certainty. A question whose condition is not met is not shown (the server drops
 * an answer to it).
 */
export function DomainStep({ domain }: { domain: DomainKey }) {
  const { control } = useFormContext();
  const meta = MAST_DOMAINS.find((d) => d.key === domain);
  // The studies already cited, named as the evaluation's page names them (read with the record).
  const { id = '' } = useParams();
  const cited = (useRecord('evaluations', id).data?.studies ?? []).map((s): PickerOption => ({
    id: s.id,
    name: s.reference,
  }));
  const answers = (useWatch({ control, name: `domains.${domain}` }) ?? []) as AnswerInput[];
  // Older evaluations' answers carry no type: they read as ratings.
  const typed = answers.map((a) => ({
    ...a,
    type: a.type ?? 'rating',
    rating: a.rating ?? null,
    value: a.value ?? null,
    notAssessedReason: a.notAssessedReason ?? null,
  }));
  const shown = shownQuestions(typed);
  let n = 0;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{meta?.asks}</Typography>
      <Typography variant="body2" color="text.secondary">
        Source of the default questions: {DOMAIN_SOURCES[domain]}
      </Typography>
      {answers.length === 0 && (
        <Typography>
          This evaluation has no questions in this domain (the question set had none when it was
          started).
        </Typography>
      )}
      {typed.map((a, i) => {
        if (!shown[i]) return null;
        n += 1;
        const base = `domains.${domain}.${i}`;
        return (
          <Paper key={a.questionId} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {n}. {a.question}
            </Typography>
            {a.help && (
              <Typography variant="body2" color="text.secondary">
                {a.help}
              </Typography>
            )}
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={12}>
                {a.type === 'rating' ? (
                  <RatingInput base={base} question={a.question} />
                ) : (
                  <TypedAnswerInput
                    base={base}
                    spec={{
                      type: a.type,
                      question: a.question,
                      unit: a.unit ?? null,
                      min: a.min ?? null,
                      max: a.max ?? null,
                      choices: a.choices ?? [],
                    }}
                  />
                )}
              </Grid>
              <Grid size={12}>
                <FormText
                  name={`${base}.evidence`}
                  label="Evidence"
                  multiline
                  minRows={2}
                  helperText="What the answer rests on: findings, figures, observations."
                />
              </Grid>
              <Grid size={12}>
                <FormRecordPicker
                  name={`${base}.studyIds`}
                  label="Studies cited"
                  multiple
                  useOptions={useStudyOptions}
                  initialOptions={cited}
                  helperText="From the study library: the page shows their references, and the outcomes of this technology's evidence profiles that cite them."
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <FormText
                  name={`${base}.source`}
                  label="Source"
                  helperText="A citation, a link, or where the data came from."
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormSelect
                  name={`${base}.certainty`}
                  label="Certainty (GRADE)"
                  options={CERTAINTY}
                />
              </Grid>
            </Grid>
          </Paper>
        );
      })}
    </Stack>
  );
}
