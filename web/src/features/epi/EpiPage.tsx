import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type Subject } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { latestText } from './format';

const Sparkline = lazy(() => import('./charts').then((m) => ({ default: m.Sparkline })));

/** `epi` — the diseases and indicators the hub holds, with their latest value and trend. */
export default function EpiPage() {
  const query = useApiQuery('epi.subjects', {});
  return (
    <>
      <RecordHeader
        title="Epidemiology"
        subtitle="Diseases and population health indicators for Saskatchewan, from public sources — each with its licence, attribution and caveats on its page."
      />
      {query.error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        >
          The list could not be loaded: {query.error.message}
        </Alert>
      ) : !query.data ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading" />
      ) : query.data.items.length === 0 ? (
        <Alert severity="info">No disease or indicator has been loaded yet.</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label="Diseases and indicators">
            <TableHead>
              <TableRow>
                <TableCell>Disease or indicator</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Latest</TableCell>
                <TableCell>Trend</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((s: Subject) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.disease(s.id)}>
                      {s.name}
                    </Link>
                  </TableCell>
                  <TableCell>{s.kind}</TableCell>
                  <TableCell>{latestText(s)}</TableCell>
                  <TableCell>
                    <Suspense fallback={<Skeleton variant="rectangular" width={140} height={36} />}>
                      <Sparkline values={s.sparkline} />
                    </Suspense>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
