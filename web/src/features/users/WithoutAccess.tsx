import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import type { UserSummary } from '@hta/functions/contract';

import { count } from '@hta/functions/contract/plural';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useDeleteUser, useSetAccess } from './api';
import { dateTime } from '../../lib/format';

const who = (u: UserSummary) => u.email ?? u.uid;

/**
 * Accounts that exist without access: made before sign-ups were refused, or through another
 * path. The server treats them as visitors; an admin grants access or deletes them.
 */
export function WithoutAccess({ users }: { users: UserSummary[] }) {
  const notify = useNotify();
  const setAccess = useSetAccess();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<UserSummary | null>(null);
  if (users.length === 0) return null;

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify({ type: 'positive', message: done });
    } catch (error) {
      notify({
        type: 'negative',
        message: (error as { message?: string }).message ?? 'That did not work.',
      });
    }
  };

  return (
    <Alert severity="warning" role="region" aria-label="Accounts without access">
      <AlertTitle>
        {users.length === 1 ? 'One account has' : `${count(users.length, 'account')} have`} no
        access
      </AlertTitle>
      These accounts were not created by an invitation. They can sign in but see nothing until an
      administrator grants access.
      <List dense>
        {users.map((u) => (
          <ListItem key={u.uid} disableGutters>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <ListItemText
                primary={who(u)}
                secondary={`Created ${dateTime(u.createdAt) ?? 'at an unknown time'}`}
              />
              <Button
                size="small"
                variant="outlined"
                disabled={setAccess.isPending}
                onClick={() =>
                  void act(
                    () => setAccess.mutateAsync({ uid: u.uid, access: true }),
                    `${who(u)} now has access.`,
                  )
                }
              >
                Grant access to {who(u)}
              </Button>
              {/* The panel's own dark text: red on its light orange is below AA contrast. */}
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => setDeleting(u)}
              >
                Delete account {who(u)}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete this account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting && who(deleting)} will no longer be able to sign in. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} autoFocus>
            Keep it
          </Button>
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() => {
              const target = deleting;
              setDeleting(null);
              if (target)
                void act(
                  () => remove.mutateAsync({ uid: target.uid }),
                  `${who(target)} was deleted.`,
                );
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
