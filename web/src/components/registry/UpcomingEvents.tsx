import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type InputOf } from '@hta/functions/contract';

import { useApiQuery } from '../../lib/api';

const when = (start: string, end: string | null) =>
  `${start.replace('T', ' ')}${end && end !== start ? ` to ${end.replace('T', ' ')}` : ''}`;

/** A record's next calendar events (a community's, facility's or technology's page). */
export function UpcomingEvents({ of }: { of: InputOf<'events.upcoming'> }) {
  const query = useApiQuery('events.upcoming', of);
  const items = query.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Upcoming events">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Upcoming events
        </Typography>
        <Button component={RouterLink} to={paths.calendar}>
          Calendar
        </Button>
      </Stack>
      {query.error ? (
        <Typography color="error">The events could not be loaded: {query.error.message}</Typography>
      ) : query.isPending ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">Nothing planned.</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((e) => (
            <ListItem key={e.key} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={e.href}>
                    {e.title}
                  </Link>
                }
                secondary={`${e.type} · ${when(e.start, e.end)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {query.data?.more && (
        <Typography variant="body2" color="text.secondary">
          The next {items.length} only —{' '}
          <Link component={RouterLink} to={paths.calendar}>
            the calendar shows them all
          </Link>
          .
        </Typography>
      )}
    </Paper>
  );
}
