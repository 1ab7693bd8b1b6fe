// The included records on a review question's page, each with the library study it became: risk
// of bias, extraction and pooling work on library studies, so the reviewer adds the included
// records to the library here, choosing each one's design (RoB 2 or ROBINS-I follows from it,
// and GRADE's starting level). A study the library already holds is linked, not copied.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';

import {
  LIBRARY_ADD_MAX,
  STUDY_DESIGNS,
  staleAfterWrite,
  type IncludedRecord,
} from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { useApiMutation, useApiQuery } from '../../lib/api';
import { newRequestId } from '../../lib/requestIds';

const designLabel = (design: string) => design.charAt(0).toUpperCase() + design.slice(1);

const citation = ({ record }: IncludedRecord) =>
  [
    record.authors.length
      ? `${record.authors.slice(0, 3).join(', ')}${record.authors.length > 3 ? ' et al.' : ''}`
      : null,
    record.journal,
    record.year ?? 'year not given',
    record.doi ? `doi:${record.doi}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** Each record's design, chosen from the library's (empty until chosen). */
const designsForm = z.object({
  designs: z.record(
    z.string(),
    z.string().pipe(z.enum(STUDY_DESIGNS, { error: 'Choose the study design.' })),
  ),
});
type DesignsForm = z.output<typeof designsForm>;

export default function IncludedStudies({ profile }: RecordPanelProps<'questions'>) {
  const questionId = profile.question.id;
  const query = useApiQuery('screening.included', { questionId });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="included-heading">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="included-heading">
          Included studies
        </Typography>
        {query.isPending ? (
          <CircularProgress size={24} aria-label="Loading the included records" />
        ) : query.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          >
            The included records could not be loaded: {query.error.message}
          </Alert>
        ) : query.data.records.length === 0 ? (
          <Typography color="text.secondary">
            No record is included at full text yet. Records two reviewers include at full text (or a
            third includes, settling a disagreement) are listed here.
          </Typography>
        ) : (
          <IncludedList questionId={questionId} records={query.data.records} />
        )}
      </Stack>
    </Paper>
  );
}

function IncludedList({
  questionId,
  records,
}: {
  questionId: string;
  records: readonly IncludedRecord[];
}) {
  const chosen = useMemo(
    () => records.filter((r) => !r.study).slice(0, LIBRARY_ADD_MAX),
    [records],
  );
  const { control, handleSubmit } = useForm<z.input<typeof designsForm>, unknown, DesignsForm>({
    resolver: zodResolver(designsForm),
    defaultValues: { designs: Object.fromEntries(chosen.map((r) => [r.record.id, ''])) },
  });
  const [requestId, setRequestId] = useState(newRequestId);
  const add = useApiMutation('screening.addToLibrary', {
    invalidates: ['screening.included', ...staleAfterWrite('studies')],
    onSuccess: () => setRequestId(newRequestId()),
  });
  const onSubmit = handleSubmit((values) =>
    add.mutate({
      questionId,
      studies: chosen.map((r) => ({
        recordId: r.record.id,
        design: values.designs[r.record.id]!,
      })),
      requestId,
    }),
  );
  const done = add.data?.studies;
  return (
    <Stack spacing={1.5} component="form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Typography variant="body2">
        {records.length} {records.length === 1 ? 'record is' : 'records are'} included at full text.
        Risk of bias, extraction and pooling work on the study library: add each included record to
        it with its design — a study the library already holds (same DOI, or the same title and
        year) is linked rather than copied.
      </Typography>
      {done && (
        <Alert severity="success" role="status">
          Added to the library: {done.filter((s) => s.outcome === 'created').length} created,{' '}
          {done.filter((s) => s.outcome === 'linked').length} linked to a study it already held.
        </Alert>
      )}
      {add.error && (
        <Alert severity="error" role="alert">
          {add.error.message}
        </Alert>
      )}
      <Box component="ul" aria-label="Included records" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {records.map((r) => (
          <Box
            component="li"
            key={r.record.id}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
            aria-label={r.record.title}
          >
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {r.record.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {citation(r)}
            </Typography>
            {r.study ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                In the library ({designLabel(r.study.design)}):{' '}
                <Link component={RouterLink} to={r.study.page}>
                  {r.study.title}
                </Link>
              </Typography>
            ) : (
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                {r.match && (
                  <Typography variant="body2">
                    The library holds this study:{' '}
                    <Link component={RouterLink} to={r.match.page}>
                      {r.match.title}
                    </Link>{' '}
                    — adding links the record to it.
                  </Typography>
                )}
                {chosen.includes(r) ? (
                  <Controller
                    control={control}
                    name={`designs.${r.record.id}`}
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        size="small"
                        label="Study design"
                        {...field}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                        fullWidth
                        sx={{ maxWidth: 360 }}
                      >
                        {STUDY_DESIGNS.map((d) => (
                          <MenuItem key={d} value={d}>
                            {designLabel(d)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Added in a later turn: at most {LIBRARY_ADD_MAX} at a time.
                  </Typography>
                )}
              </Stack>
            )}
          </Box>
        ))}
      </Box>
      {chosen.length > 0 && (
        <div>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add {chosen.length} to the study library
          </Button>
        </div>
      )}
    </Stack>
  );
}
