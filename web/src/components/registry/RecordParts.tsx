// Pieces every record page uses: a header with actions, facts that leave out empty values,
// related records as links, and the loading / not-found / error states.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { ApiError } from '../../lib/apiErrors';

export { RecordHeader } from './RecordHeader';

export interface Fact {
  label: string;
  value: ReactNode;
}

const isEmpty = (v: ReactNode) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Facts as a definition list; facts with no information are left out. */
export function Facts({ title, facts }: { title?: string; facts: Fact[] }) {
  const shown = facts.filter((f) => !isEmpty(f.value));
  if (shown.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {title && (
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
          gap: 1,
          m: 0,
        }}
      >
        {shown.map((f) => (
          <Box key={f.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * Related records of a record page. A bounded list says so: `total` is the true count, and
 * `all` the full list's address, linked when the list shows fewer than the total.
 */
export function Related({
  title,
  items,
  href,
  empty,
  total = items.length,
  all,
}: {
  title: string;
  items: Array<{ id: string; name: string; detail: string | null }>;
  href: (id: string) => string;
  empty: string;
  total?: number;
  all?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {title} ({total})
      </Typography>
      {total > items.length && (
        <Typography variant="body2" color="text.secondary">
          The first {items.length} of {total}
          {all ? (
            <>
              {' — '}
              <Link component={RouterLink} to={all}>
                see all {total}
              </Link>
            </>
          ) : (
            '.'
          )}
        </Typography>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List dense>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={href(item.id)}>
                    {item.name}
                  </Link>
                }
                secondary={item.detail}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Loading, not found, or failed: the states of a page that shows one record. */
export function RecordState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: ApiError | null;
  onRetry: () => void;
}) {
  if (isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (error?.code === 'not-found') {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/home">
            Home
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
      {error?.message ?? 'This record could not be loaded.'}
    </Alert>
  );
}

export { dateTime, number } from '../../lib/format';
