import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function RouteError() {
  const error = useRouteError();
  // A failed chunk load after a deploy is fixed by reloading; say so.
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

/** Shown while a page's code or the first auth report is loading, or when a route failed. */
export function PageLoader({ error = false }: { error?: boolean }) {
  if (error) return <RouteError />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} aria-busy="true">
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
