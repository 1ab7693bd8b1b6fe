import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';

import { CERTAINTY, MAST_DOMAINS, type Answer, type DomainKey } from '@hta/functions/contract';

import {
  FormRecordPicker,
  FormSelect,
  FormText,
  type PickerOption,
} from '../../../components/form/FormParts';
import { useStudyOptions } from '../../../lib/recordOptions';
import { useRecord } from '../../../lib/registries';
import { RatingInput } from '../RatingInput';

/** One MAST domain: each question rated (or not assessed), with its evidence and certainty. */
export function DomainStep({ domain }: { domain: DomainKey }) {
  const { control } = useFormContext();
  const meta = MAST_DOMAINS.find((d) => d.key === domain);
  // The studies already cited, named as the evaluation's page names them (read with the record).
  const { id = '' } = useParams();
  const cited = (useRecord('evaluations', id).data?.studies ?? []).map((s): PickerOption => ({
    id: s.id,
    name: s.reference,
  }));
  const answers = (useWatch({ control, name: `domains.${domain}` }) ?? []) as Array<
    Pick<Answer, 'questionId' | 'question'>
  >;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{meta?.asks}</Typography>
      {answers.length === 0 && (
        <Typography>
          This evaluation has no questions in this domain (the question set had none when it was
          started).
        </Typography>
      )}
      {answers.map((a, i) => {
        const base = `domains.${domain}.${i}`;
        return (
          <Paper key={a.questionId} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" gutterBottom sx={{ fontWeight: 600 }}>
              {i + 1}. {a.question}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={12}>
                <RatingInput base={base} question={a.question} />
              </Grid>
              <Grid size={12}>
                <FormText
                  name={`${base}.evidence`}
                  label="Evidence"
                  multiline
                  minRows={2}
                  helperText="What the rating rests on: findings, figures, observations."
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
