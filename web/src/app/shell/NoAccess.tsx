import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { signOut } from '../../lib/firebase';

/**
 * Shown instead of the app to a signed-in account the server has not admitted (the server
 * refuses its every call anyway): only an administrator can grant access.
 */
export function NoAccess({ email }: { email: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Stack spacing={2}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <LockPersonOutlinedIcon fontSize="large" aria-hidden /> No access yet
        </Typography>
        <Typography>
          {email ? `The account ${email}` : 'This account'} does not have access to HTA Hub. An
          administrator must grant access: ask one of the hub’s administrators, then sign in again.
        </Typography>
        <div>
          <Button variant="outlined" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
