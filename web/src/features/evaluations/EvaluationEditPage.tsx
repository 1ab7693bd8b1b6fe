import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { paths, type Evaluation } from '@hta/functions/contract';

import { RecordState } from '../../components/registry/RecordParts';
import { useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { EvaluationEditor } from './editor/EvaluationEditor';

/**
 * /technology-evaluation/:id/edit — the evaluation, step by step. Drafts save themselves as the
 * evaluator works; a submitted evaluation is saved on request (each save is recorded). Every
 * change is also kept in this browser until the server has it.
 */
export default function EvaluationEditPage() {
  const { id = '' } = useParams();
  const { user, claims } = useSession();
  const query = useRecord('evaluations', id);
  // The form edits the version it was opened with: the background refetches after each save
  // must not restart it. A new snapshot is taken only on request (after a conflict).
  const [snapshot, setSnapshot] = useState<{ evaluation: Evaluation; round: number } | null>(null);
  const fetched = query.data?.evaluation;
  useEffect(() => {
    if (fetched && !snapshot) setSnapshot({ evaluation: fetched, round: 0 });
  }, [fetched, snapshot]);

  if (!snapshot)
    return (
      <RecordState
        isPending={query.isPending || Boolean(fetched)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { evaluation } = snapshot;
  if (!claims.admin && evaluation.createdBy !== user?.uid)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.evaluation(evaluation.id)}>
            View it
          </Button>
        }
      >
        This evaluation is {evaluation.createdByEmail ?? 'another evaluator'}’s: only they or an
        administrator can change it. Start your own evaluation of the technology to add your view.
      </Alert>
    );
  return (
    <EvaluationEditor
      key={snapshot.round}
      evaluation={evaluation}
      loadTheirs={async () => {
        const fresh = await query.refetch();
        if (fresh.data)
          setSnapshot((s) => ({ evaluation: fresh.data.evaluation, round: (s?.round ?? 0) + 1 }));
      }}
    />
  );
}
