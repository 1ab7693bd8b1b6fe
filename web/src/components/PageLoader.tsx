import { useSyncExternalStore } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router-dom';

import { isCodeLoadError } from '../lib/codeLoadError';

/**
 * The browser's own view of the connection. Not the query cache's online state: this also shows
 * before the data layer has loaded (the sign-in page, a layout that failed to load).
 */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

/** The title of the route that failed (its handle's), or a general one. */
function useRouteTitle(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const title = (match.handle as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string') return title;
  }
  return 'This page';
}

/**
 * A page whose code could not be fetched. Offline, that is a page not opened on this device
 * before (without a service worker — Vite's dev server, or a first visit before it installed —
 * none is), so say so rather than show the browser's error; a reload fetches it once online
 * (React Router keeps a failed page load for the session, so only a reload tries again).
 */
function CodeUnavailable() {
  const online = useBrowserOnline();
  const title = useRouteTitle();
  return (
    <Box role="alert" sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {online
          ? 'This page could not be loaded: the connection dropped, or a new version of HTA Hub ' +
            'was released. Try again.'
          : 'This page is not available offline yet: it was not opened on this device before the ' +
            'connection was lost. It opens once you are back online; the pages you have opened ' +
            'still work.'}
      </Typography>
      <Button variant="contained" disabled={!online} onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Box>
  );
}

function RouteError() {
  const error = useRouteError();
  if (isCodeLoadError(error)) return <CodeUnavailable />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Box role="alert" sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        This page could not be shown
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {detail}. Reload to try again; if it keeps happening, tell the hub team.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}

/**
 * Shown while a page's code or the first auth report is loading, or when a route failed: as
 * every page route's error element, inside its layout (the shell stays), and as the root's.
 */
export function PageLoader({ error = false }: { error?: boolean }) {
  if (error) return <RouteError />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} aria-busy="true">
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
