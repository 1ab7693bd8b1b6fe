import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { LIFECYCLE_STAGES } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useApiMutation } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';

type Stage = (typeof LIFECYCLE_STAGES)[number];

export interface Move {
  id: string;
  version: number;
  name: string;
  from: Stage;
  to: Stage;
}

/**
 * A stage change is a decision: the person says why. Entry criteria the move does not meet come
 * back from the server as warnings; moving anyway is their call, and the decision records it.
 */
export function MoveDialog({ move, onClose }: { move: Move | null; onClose: () => void }) {
  const notify = useNotify();
  const [rationale, setRationale] = useState('');
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const mutation = useApiMutation('lifecycle.move', { invalidates: ['technologies', 'lifecycle'] });

  const close = () => {
    setRationale('');
    setWarnings([]);
    setError(null);
    onClose();
  };
  const submit = async (acknowledgeWarnings: boolean) => {
    if (!move) return;
    if (rationale.trim().length < 3) {
      setError('Say why it moves.');
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({
        id: move.id,
        version: move.version,
        to: move.to,
        rationale: rationale.trim(),
        acknowledgeWarnings,
      });
      notify({ type: 'positive', message: `${move.name} moved to ${move.to}.` });
      close();
    } catch (caught) {
      const e = caught as ApiError;
      const unmet = e.details.warnings;
      if (e.code === 'failed-precondition' && Array.isArray(unmet)) {
        setWarnings(unmet.filter((w): w is string => typeof w === 'string'));
        return;
      }
      setError(
        e.code === 'aborted'
          ? 'Someone changed this technology since the board loaded. Close, and try again on the refreshed board.'
          : (e.fields.rationale ?? e.message),
      );
    }
  };

  return (
    <Dialog open={move !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>
        Move {move?.name} from {move?.from} to {move?.to}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The decision is recorded in the technology’s history with your name and the time.
        </DialogContentText>
        {warnings.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            This move does not meet its entry criteria:
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
            Move it anyway only if you have a reason; the decision records these warnings.
          </Alert>
        )}
        <TextField
          autoFocus
          label="Rationale"
          required
          fullWidth
          multiline
          minRows={3}
          value={rationale}
          onChange={(e) => setRationale(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Why it moves: the evidence, the decision-maker, the meeting…'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {warnings.length > 0 ? (
          <Button
            color="warning"
            variant="contained"
            disabled={mutation.isPending}
            onClick={() => void submit(true)}
          >
            Move anyway
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={mutation.isPending}
            onClick={() => void submit(false)}
          >
            Move
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
