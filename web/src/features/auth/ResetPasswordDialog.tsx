import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod';

import { sendPasswordReset } from '../../lib/firebase';
import { signInErrorMessage } from './authErrors';

interface Props {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

export default function ResetPasswordDialog({ open, initialEmail, onClose }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const invalid = email !== '' && !z.email().safeParse(email).success;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!email || invalid) return;
    setStatus({ kind: 'sending' });
    try {
      await sendPasswordReset(email);
      setStatus({ kind: 'sent' });
    } catch (error) {
      // Unknown accounts get the same answer as known ones: the form must not reveal who has one.
      const code = (error as { code?: string }).code;
      if (code === 'auth/user-not-found') setStatus({ kind: 'sent' });
      else setStatus({ kind: 'error', message: signInErrorMessage(error) });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reset-title">Reset your password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter the e-mail of your account. If it has one, we will send it a link to set a new
            password.
          </DialogContentText>
          {status.kind === 'sent' && (
            <Alert severity="success" sx={{ mb: 2 }}>
              If an account exists for {email}, a reset link is on its way.
            </Alert>
          )}
          {status.kind === 'error' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {status.message}
            </Alert>
          )}
          <TextField
            label="E-mail"
            type="email"
            fullWidth
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={invalid}
            helperText={invalid ? 'Enter a valid e-mail address.' : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!email || invalid || status.kind === 'sending'}
          >
            Send reset link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
