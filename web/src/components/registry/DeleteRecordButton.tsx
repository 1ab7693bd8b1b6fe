import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { ApiError } from '../../lib/apiErrors';
import { useSession } from '../../lib/session';
import { useNotify } from '../notifications/NotificationProvider';

interface Props {
  label: string;
  name: string;
  remove: () => Promise<unknown>;
  /** Where to go once deleted (the list). */
  then: string;
}

/** Delete with confirmation, for admins; says why when other records still point here. */
export function DeleteRecordButton({ label, name, remove, then }: Props) {
  const { claims } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!claims.admin) return null;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove();
      setOpen(false);
      notify({ type: 'positive', message: `${name} was deleted.` });
      await navigate(then);
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">Delete this {label}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            “{name}” will be deleted for everyone. The audit trail keeps a record of it.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
