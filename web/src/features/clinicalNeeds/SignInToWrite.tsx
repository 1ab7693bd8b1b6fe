import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

/** Open routes let visitors read; writing asks them to sign in first. */
export function SignInToWrite({ what }: { what: string }) {
  const { pathname } = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Sign in to {what}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Anyone may read published clinical needs. Stating or editing one needs a hub account.
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={`${paths.login}?from=${encodeURIComponent(pathname)}`}
      >
        Sign in
      </Button>
    </Paper>
  );
}
