import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { catalogue } from 'virtual:hta/registries';

import { recordPath } from '@hta/functions/contract/registryEntry';
import { EPI_SUBJECTS } from '@hta/functions/contract/shared/epi/collections';

import { HomeCards } from '../../app/Contributed';
import { paths } from '../../app/paths';

import { useApiQuery } from '../../lib/api';
import { useSession } from '../../lib/session';
import { count, dateTime } from '../../lib/format';

// The pinned news is the page's only Markdown: its renderer (≈ 48 KB gzip) loads after the page,
// so on a slow link the home figures are asked for without waiting for it (bench:network).
const Markdown = lazy(() =>
  import('../../components/Markdown').then((m) => ({ default: m.Markdown })),
);

/** The registries the home page counts, with their lists (their declarations' `home`). */
const SHORTCUTS = Object.entries(catalogue).flatMap(([name, r]) =>
  r.home ? [{ key: name, to: r.home.path, title: r.home.title }] : [],
);

/** Where a record of a collection opens (an imported indicator: its page), if it has a page. */
const recordPage = (collection: string): ((id: string) => string) | undefined => {
  if (collection === EPI_SUBJECTS) return paths.disease;
  const entry = (catalogue as Record<string, { page: string } | undefined>)[collection];
  return entry && ((id) => recordPath(entry, id));
};

const ACTION = { create: 'added', update: 'changed', delete: 'deleted' } as const;

export default function HomePage() {
  const { user } = useSession();
  const summary = useApiQuery('home.summary', {});
  const name = user?.displayName?.split(' ')[0];
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Typography>
        <Typography color="text.secondary">The hub at a glance.</Typography>
      </div>
      {summary.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void summary.refetch()}>Retry</Button>}
        >
          {summary.error.message}
        </Alert>
      )}
      <Grid container spacing={2}>
        {SHORTCUTS.map((s) => (
          <Grid key={s.key} size={{ xs: 6, md: 4, lg: 2 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={s.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="p">
                    {summary.data ? (
                      count(summary.data.counts[s.key] ?? 0)
                    ) : (
                      <Skeleton width={60} />
                    )}
                  </Typography>
                  <Typography color="text.secondary">{s.title}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <HomeCards />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              Recent changes
            </Typography>
            {summary.isPending && <Skeleton variant="rounded" height={160} />}
            {summary.data?.recent.length === 0 && (
              <Typography color="text.secondary">No changes yet.</Typography>
            )}
            <List dense>
              {summary.data?.recent.map((r, i) => (
                <ListItem key={`${r.recordId}-${i}`} disableGutters>
                  <ListItemText
                    primary={
                      r.action === 'delete' || !recordPage(r.collection) ? (
                        r.name
                      ) : (
                        <Link component={RouterLink} to={recordPage(r.collection)!(r.recordId)}>
                          {r.name}
                        </Link>
                      )
                    }
                    secondary={`${ACTION[r.action]} by ${r.by}, ${dateTime(r.at)}`}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              Pinned news
            </Typography>
            {summary.data?.pinned.length === 0 && (
              <Typography color="text.secondary">Nothing pinned.</Typography>
            )}
            {summary.data?.pinned.map((p) => (
              <Stack key={`${p.registry}/${p.id}`} sx={{ mt: 1 }}>
                <Link component={RouterLink} to={p.path} variant="subtitle1">
                  {p.title}
                </Link>
                <Suspense
                  fallback={<Typography sx={{ whiteSpace: 'pre-line' }}>{p.excerpt}</Typography>}
                >
                  <Markdown>{p.excerpt}</Markdown>
                </Suspense>
              </Stack>
            ))}
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
