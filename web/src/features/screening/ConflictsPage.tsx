// /screening/:id/conflicts: the records whose two reviewers disagree, each with both decisions,
// for a third person — one who decided none of them — to settle.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  EXCLUSION_REASONS,
  STAGE_NAMES,
  paths,
  type Conflict,
  type ExclusionReason,
} from '@hta/functions/contract';

import { useApiMutation, useApiQuery } from '../../lib/api';
import { newRequestId } from '../../lib/requestIds';

export default function ConflictsPage() {
  const { id: questionId = '' } = useParams();
  const query = useApiQuery('screening.conflicts', { questionId });
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        Screening disagreements
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Records whose two reviewers decided differently. You see only those you did not screen
        yourself; your decision settles the record.
      </Typography>
      {query.isPending ? (
        <Typography aria-busy="true">Loading the disagreements…</Typography>
      ) : query.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          The disagreements could not be loaded: {query.error.message}
        </Alert>
      ) : query.data.conflicts.length === 0 ? (
        <Alert severity="success" role="status">
          No disagreement for you to resolve.
        </Alert>
      ) : (
        query.data.conflicts.map((c) => (
          <ConflictCard key={`${c.record.id}-${c.stage}`} questionId={questionId} conflict={c} />
        ))
      )}
      <div>
        <Button component={RouterLink} to={paths.question(questionId)}>
          Back to the question
        </Button>
      </div>
    </Stack>
  );
}

const said = (v: Conflict['votes'][number]) =>
  `${v.decision}${v.reason ? ` (${v.reason}${v.otherReason ? `: ${v.otherReason}` : ''})` : ''}`;

function ConflictCard({ questionId, conflict }: { questionId: string; conflict: Conflict }) {
  const [reason, setReason] = useState<ExclusionReason>('wrong population');
  const [otherReason, setOtherReason] = useState('');
  const [requestId] = useState(newRequestId);
  const resolve = useApiMutation('screening.resolve', {
    invalidates: ['screening.conflicts', 'screening.overview'],
  });
  const fullText = conflict.stage === 'fullText';
  const settle = (decision: 'include' | 'exclude') =>
    resolve.mutate({
      questionId,
      recordId: conflict.record.id,
      stage: conflict.stage,
      decision,
      reason: decision === 'exclude' && fullText ? reason : null,
      otherReason:
        decision === 'exclude' && fullText && reason === 'other'
          ? otherReason.trim() || null
          : null,
      requestId,
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={conflict.record.title}>
      <Typography variant="overline">{STAGE_NAMES[conflict.stage]}</Typography>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {conflict.record.title}
      </Typography>
      <Typography sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {conflict.record.abstract ?? 'No abstract.'}
      </Typography>
      <Typography variant="body2" data-testid="conflict-votes">
        {conflict.votes.map((v) => `${v.email ?? 'A reviewer'}: ${said(v)}`).join(' · ')}
      </Typography>
      {resolve.error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {resolve.error.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {fullText && (
          <TextField
            select
            size="small"
            label="Reason if excluded"
            value={reason}
            onChange={(e) => setReason(e.target.value as ExclusionReason)}
            sx={{ minWidth: 220 }}
          >
            {EXCLUSION_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
        )}
        {fullText && reason === 'other' && (
          <TextField
            size="small"
            label="The other reason"
            value={otherReason}
            onChange={(e) => setOtherReason(e.target.value)}
          />
        )}
        <Button
          variant="contained"
          color="success"
          disabled={resolve.isPending}
          onClick={() => settle('include')}
        >
          Include
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={resolve.isPending}
          onClick={() => settle('exclude')}
        >
          Exclude
        </Button>
      </Stack>
    </Paper>
  );
}
