// /search/:id: a search as it was run, its imports, and the records they brought — each that
// duplicates an earlier record of the question marked with the record it duplicates.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { paths, type OutputOf } from '@hta/functions/contract';

import { Facts, RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api';
import { count, date, dateTime } from '../../lib/format';
import { useRecord } from '../../lib/registries';
import { newRequestId } from '../../lib/requestIds';

type Imported = OutputOf<'searches.importRecords'>;

export default function SearchPage() {
  const { id = '' } = useParams();
  const query = useRecord('searches', id);
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { search, question, imports, recordCount, duplicateCount } = query.data;
  const source = search.sourceDetail ? `${search.source} (${search.sourceDetail})` : search.source;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <RecordHeader
        title={`${source}, ${date(search.dateRun)}`}
        subtitle={`Search · ${count(recordCount)} records imported, ${count(duplicateCount)} duplicates`}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.searchEdit(search.id)}>
            Edit
          </Button>
        }
      />
      <Facts
        facts={[
          {
            label: 'Question',
            value: question && (
              <Link component={RouterLink} to={paths.question(question.id)}>
                {question.name}
              </Link>
            ),
          },
          { label: 'Source', value: source },
          { label: 'Run on', value: date(search.dateRun) },
          {
            label: 'Search string',
            value: (
              <Typography
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'monospace' }}
              >
                {search.searchString}
              </Typography>
            ),
          },
          { label: 'Limits', value: search.limits },
          { label: 'Records found (as reported)', value: count(search.recordsReported) },
          {
            label: 'Imports',
            value: imports.length
              ? imports
                  .map(
                    (i) =>
                      `${dateTime(i.at)}: ${count(i.records)} records (${i.format}), ${count(i.duplicates)} duplicates${i.skipped ? `, ${count(i.skipped)} skipped` : ''}`,
                  )
                  .join('; ')
              : null,
          },
        ]}
      />
      <ImportRecords searchId={search.id} />
      <Records searchId={search.id} />
    </Stack>
  );
}

function ImportRecords({ searchId }: { searchId: string }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<Imported | null>(null);
  const importRecords = useApiMutation('searches.importRecords', {
    onSuccess: async (answer) => {
      setResult(answer);
      await invalidate(client, [['searches']]);
    },
  });
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setResult(null);
    importRecords.mutate({ searchId, text: await file.text(), requestId: newRequestId() });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Import the search's records
        </Typography>
        <Typography variant="body2">
          A RIS or BibTeX export of this search (at most 400 records a file). Records found by an
          earlier search of the question are kept and marked as duplicates.
        </Typography>
        <div>
          <input
            ref={input}
            type="file"
            accept=".ris,.bib,.txt,.bibtex"
            hidden
            aria-label="RIS or BibTeX file"
            onChange={(e) => void choose(e)}
          />
          <Button
            variant="outlined"
            disabled={importRecords.isPending}
            onClick={() => input.current?.click()}
          >
            {importRecords.isPending ? 'Importing…' : 'Import a RIS or BibTeX file'}
          </Button>
        </div>
        {importRecords.error && (
          <Alert severity="error" role="alert">
            {importRecords.error.message}
          </Alert>
        )}
        {result && (
          <Alert severity="success" role="status">
            {count(result.records)} records imported ({result.format}), {count(result.duplicates)}{' '}
            marked as duplicates.
            {result.skipped.length > 0 &&
              ` ${count(result.skipped.length)} entries skipped: ${result.skipped
                .slice(0, 5)
                .map((s) => `entry ${s.entry}: ${s.reason}`)
                .join('; ')}`}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

const PAGE = 25;

function Records({ searchId }: { searchId: string }) {
  const query = useApiQuery('searches.records', { searchId });
  const [page, setPage] = useState(0);
  if (query.isPending) return <Typography aria-busy="true">Loading the records…</Typography>;
  if (query.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        The records could not be loaded.
      </Alert>
    );
  const { records } = query.data;
  if (records.length === 0)
    return (
      <Typography color="text.secondary">No records imported into this search yet.</Typography>
    );
  const positions = new Map(records.map((r) => [r.id, r.position]));
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        Records ({count(records.length)})
      </Typography>
      <Table size="small" aria-label="The search's records">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Record</TableCell>
            <TableCell>Duplicate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.slice(page * PAGE, (page + 1) * PAGE).map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.position}</TableCell>
              <TableCell>
                <Typography variant="body2">{r.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[r.authors.slice(0, 3).join(', '), r.journal, r.year, r.doi && `doi:${r.doi}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </TableCell>
              <TableCell>
                {r.duplicateOf
                  ? `Of ${positions.has(r.duplicateOf) ? `#${positions.get(r.duplicateOf)}` : 'an earlier search’s record'} (same ${r.duplicateBy})`
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={records.length}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={PAGE}
        rowsPerPageOptions={[PAGE]}
      />
    </Paper>
  );
}
