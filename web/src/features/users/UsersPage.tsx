import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { UserSummary } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useSession } from '../../lib/session';
import { useSetAccess, useSetDisabled, useUsers } from './api';
import { InviteDialog } from './InviteDialog';
import { WithoutAccess } from './WithoutAccess';
import { dateTime } from '../../lib/format';

function AdminChip({ user }: { user: UserSummary }) {
  if (user.admin) return <Chip size="small" color="primary" label="Admin" />;
  if (user.listedAdmin) {
    return <Chip size="small" variant="outlined" label="Admin once e-mail is verified" />;
  }
  return null;
}

const when = (iso: string | null) => dateTime(iso) ?? '—';

export default function UsersPage() {
  const users = useUsers();
  const setDisabled = useSetDisabled();
  const setAccess = useSetAccess();
  const notify = useNotify();
  const { user: me } = useSession();
  const [inviting, setInviting] = useState(false);

  const toggle = async (user: UserSummary) => {
    const disabled = !user.disabled;
    try {
      await setDisabled.mutateAsync({ uid: user.uid, disabled });
      notify({
        type: 'positive',
        message: `${user.email ?? user.uid} is ${disabled ? 'disabled' : 'enabled again'}.`,
      });
    } catch (error) {
      notify({
        type: 'negative',
        message: (error as { message?: string }).message ?? 'That did not work.',
      });
    }
  };

  const removeAccess = async (user: UserSummary) => {
    try {
      await setAccess.mutateAsync({ uid: user.uid, access: false });
      notify({ type: 'positive', message: `${user.email ?? user.uid} no longer has access.` });
    } catch (error) {
      notify({
        type: 'negative',
        message: (error as { message?: string }).message ?? 'That did not work.',
      });
    }
  };
  const admitted = users.data?.users.filter((u) => u.staff);
  const unadmitted = users.data?.users.filter((u) => !u.staff) ?? [];

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            Users
          </Typography>
          <Typography color="text.secondary">
            Administrators are the accounts admitted under an address on the admin e-mail list (set
            on the server) that still hold it, verified.
          </Typography>
        </div>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite a person
        </Button>
      </Stack>
      {users.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void users.refetch()}>Retry</Button>}
        >
          {users.error.message}
        </Alert>
      )}
      <WithoutAccess users={unadmitted} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Last sign-in</TableCell>
              <TableCell align="right">Access</TableCell>
              <TableCell align="right">Enabled</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.isPending &&
              Array.from({ length: 3 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={6}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {admitted?.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>No accounts yet. Invite the first person.</TableCell>
              </TableRow>
            )}
            {admitted?.map((user) => (
              <TableRow key={user.uid} hover>
                <TableCell>{user.displayName ?? '—'}</TableCell>
                <TableCell>
                  {user.email}
                  {!user.emailVerified && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      (not verified)
                    </Typography>
                  )}
                  {/* The records know the person by the address they were admitted with. */}
                  {user.admittedEmail && user.admittedEmail !== user.email?.toLowerCase() && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      Admitted as {user.admittedEmail}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <AdminChip user={user} />
                </TableCell>
                <TableCell>{when(user.lastSignInAt)}</TableCell>
                <TableCell align="right">
                  {user.uid !== me?.uid && (
                    <Button
                      size="small"
                      disabled={setAccess.isPending}
                      onClick={() => void removeAccess(user)}
                      aria-label={`Remove access of ${user.email ?? user.uid}`}
                    >
                      Remove access
                    </Button>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Switch
                    checked={!user.disabled}
                    disabled={user.uid === me?.uid || setDisabled.isPending}
                    onChange={() => void toggle(user)}
                    slotProps={{
                      input: {
                        'aria-label': `${user.disabled ? 'Enable' : 'Disable'} ${user.email ?? user.uid}`,
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
