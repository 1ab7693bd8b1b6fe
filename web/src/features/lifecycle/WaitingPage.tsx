import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type WaitingItem } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiFetch, useApiQuery } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /wait — technologies in screening or evaluation with no submitted evaluation, oldest first. */
export default function WaitingPage() {
  const query = useApiQuery('lifecycle.waiting', {});
  // A new first page (after a write) starts the list again.
  return <WaitingList key={query.dataUpdatedAt} query={query} />;
}

function WaitingList({ query }: { query: ReturnType<typeof useApiQuery<'lifecycle.waiting'>> }) {
  const fetchPage = useApiFetch();
  const [more, setMore] = useState<{ items: WaitingItem[]; nextCursor: string | null } | null>(
    null,
  );
  const [loading, setLoading] = useState(false);
  const [moreError, setMoreError] = useState<ApiError | null>(null);
  const items = [...(query.data?.items ?? []), ...(more?.items ?? [])];
  const nextCursor = more ? more.nextCursor : (query.data?.nextCursor ?? null);
  const showMore = async () => {
    if (!nextCursor) return;
    setLoading(true);
    setMoreError(null);
    try {
      const page = await fetchPage('lifecycle.waiting', { cursor: nextCursor });
      setMore((m) => ({
        items: [...(m?.items ?? []), ...page.items],
        nextCursor: page.nextCursor,
      }));
    } catch (e) {
      setMoreError(e as ApiError);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <RecordHeader
        title="Waiting for evaluation"
        subtitle="Technologies in screening or evaluation without a submitted evaluation, the longest waiting first."
        actions={
          <Button component={RouterLink} to={paths.lifecycle}>
            Lifecycle board
          </Button>
        }
      />
      {query.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        >
          {query.error.message}
        </Alert>
      )}
      {query.isPending && <Skeleton variant="rounded" height={200} aria-label="Loading" />}
      {query.data && items.length === 0 && (
        <Alert severity="success">
          Nothing is waiting: every technology in screening or evaluation has a submitted
          evaluation.
        </Alert>
      )}
      {query.data && items.length > 0 && (
        <Typography role="status" sx={{ mb: 1 }}>
          {items.length === query.data.total
            ? `${query.data.total} waiting.`
            : `The ${items.length} longest waiting of ${query.data.total}.`}
        </Typography>
      )}
      {items.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Technologies waiting for evaluation">
            <TableHead>
              <TableRow>
                <TableCell>Technology</TableCell>
                <TableCell>Stage</TableCell>
                <TableCell align="right">Days waiting</TableCell>
                <TableCell>Assigned to</TableCell>
                <TableCell>Vendor</TableCell>
                <TableCell align="right">Next step</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((t) => (
                <TableRow key={t.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={paths.technology(t.id)}>
                      {t.name}
                    </Link>
                  </TableCell>
                  <TableCell>{label(t.lifecycleStage)}</TableCell>
                  <TableCell align="right">{t.daysWaiting ?? '—'}</TableCell>
                  <TableCell>{t.assignee ?? 'Nobody yet'}</TableCell>
                  <TableCell>{t.vendorName ?? '—'}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`${paths.evaluationSubmit}?technologyId=${encodeURIComponent(t.id)}`}
                    >
                      Start evaluation
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {moreError && (
        <Alert severity="error" action={<Button onClick={() => void showMore()}>Retry</Button>}>
          {moreError.message}
        </Alert>
      )}
      {nextCursor && query.data && (
        <Button sx={{ mt: 1 }} disabled={loading} onClick={() => void showMore()}>
          Show more ({query.data.total - items.length} more)
        </Button>
      )}
    </>
  );
}
