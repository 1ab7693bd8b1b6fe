import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { inviteInput } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { sendPasswordReset } from '../../lib/firebase';
import { useInviteUser } from './api';

type InviteForm = z.input<typeof inviteInput>;

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({
    resolver: zodResolver(inviteInput),
    defaultValues: { email: '', displayName: '' },
  });

  const close = () => {
    reset();
    invite.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await invite.mutateAsync(values);
      // Firebase Auth e-mails the person a link to set their password.
      await sendPasswordReset(user.email ?? values.email).catch(() => undefined);
      notify({ type: 'positive', message: `Invitation sent to ${user.email ?? values.email}.` });
      close();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'email' || name === 'displayName') setError(name, { message });
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="invite-title">Invite a person</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {invite.error && !Object.keys(invite.error.fields).length && (
              <Alert severity="error">{invite.error.message}</Alert>
            )}
            <TextField
              label="Name"
              autoFocus
              required
              {...register('displayName')}
              error={Boolean(errors.displayName)}
              helperText={errors.displayName?.message}
            />
            <TextField
              label="E-mail"
              type="email"
              required
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={
                errors.email?.message ?? 'They get an e-mail with a link to set their password.'
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Inviting…' : 'Invite'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
