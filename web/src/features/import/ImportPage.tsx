import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import {
  IMPORTABLE,
  IMPORT_CHUNK,
  IMPORT_FIELDS,
  type Importable,
  type ImportMapping,
  type ImportOutcome,
  type ImportRow,
} from '@hta/functions/contract';

import { count } from '@hta/functions/contract/plural';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiMutation } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';
import { useSession } from '../../lib/session';
import { columnsOf, guessMapping, readRows, shapeKey } from './parseFile';

const LABELS: Record<Importable, string> = {
  communities: 'Communities',
  facilities: 'Facilities',
  technologies: 'Technologies',
  indicators: 'Indicator values',
};
/** What keys a row, said in the mapping step. */
const KEYS: Record<Importable, string> = {
  communities: 'Rows are keyed by the id column, else the census subdivision uid.',
  facilities: 'Rows are keyed by the id column (the facility’s id, as an export gives it).',
  technologies: 'Rows are keyed by the id column (the technology’s id, as an export gives it).',
  indicators:
    'One value per row, keyed by indicator, breakdown, geography (Saskatchewan or Canada) and year. A Canadian Indicator Framework code such as 3.7.1 adds to that indicator; another code starts a new one, which needs its name and unit.',
};
const SHOWN = 200;

interface Loaded {
  name: string;
  rows: ImportRow[];
  columns: string[];
}

type Progress = { done: number; total: number; label: string } | null;

const chunksOf = <T,>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / IMPORT_CHUNK) }, (_, i) =>
    items.slice(i * IMPORT_CHUNK, (i + 1) * IMPORT_CHUNK),
  );

/**
 * `seed` — data import (administrators): communities, facilities, technologies or indicator
 * values from JSON, CSV or XLSX (or the previous system's echoDataAlt.json). Choose a file, map its columns (remembered for files of the same
 * shape), read the check of every row, then import — in chunks, with progress, stoppable.
 */
export default function ImportPage() {
  const { claims } = useSession();
  const [registry, setRegistry] = useState<Importable>('communities');
  const [file, setFile] = useState<Loaded | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportOutcome[] | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  const stopped = () => stop.current;
  const check = useApiMutation('imports.check');
  const write = useApiMutation('imports.write', {
    invalidates: ['communities', 'facilities', 'technologies', 'epi', 'home'],
  });
  const FIELDS = IMPORT_FIELDS[registry];
  // Indicator values are keyed by what they are a value of; records by their id.
  const mapped = registry === 'indicators' ? FIELDS : ['id', ...FIELDS];

  if (!claims.admin)
    return (
      <>
        <RecordHeader title="Data import" />
        <Alert severity="info">Only administrators import data.</Alert>
      </>
    );

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setReport(null);
    setResult(null);
    setError(null);
    setFileError(null);
    if (!chosen) return;
    try {
      const rows = await readRows(chosen);
      if (rows.length === 0) throw new Error('The file holds no rows.');
      const columns = columnsOf(rows);
      const remembered = localStorage.getItem(shapeKey(registry, columns));
      setMapping(
        remembered ? (JSON.parse(remembered) as ImportMapping) : guessMapping(FIELDS, columns),
      );
      setFile({ name: chosen.name, rows, columns });
    } catch (e) {
      setFileError(`The file could not be read: ${(e as Error).message}`);
    }
  };

  const setField = (field: string, column: string) => {
    setReport(null);
    setMapping((m) => ({
      ...Object.fromEntries(Object.entries(m).filter(([k]) => k !== field)),
      ...(column ? { [field]: column } : {}),
    }));
  };

  const run = async <T,>(
    label: string,
    step: (rows: ImportRow[], firstRow: number, seen: Record<string, number>) => Promise<T>,
    after: (answer: T, rows: ImportRow[], firstRow: number) => Record<string, number>,
  ) => {
    if (!file) return false;
    stop.current = false;
    setError(null);
    const chunks = chunksOf(file.rows);
    let seen: Record<string, number> = {};
    try {
      for (const [i, rows] of chunks.entries()) {
        // Read through a function: the Stop button sets it while this loop awaits.
        if (stopped()) {
          setProgress(null);
          return false;
        }
        setProgress({ done: i * IMPORT_CHUNK, total: file.rows.length, label });
        const firstRow = i * IMPORT_CHUNK + 1;
        const answer = await step(rows, firstRow, seen);
        seen = { ...seen, ...after(answer, rows, firstRow) };
      }
      return true;
    } catch (e) {
      setError((e as ApiError).message);
      return false;
    } finally {
      setProgress(null);
    }
  };

  const runCheck = async () => {
    if (!file) return;
    localStorage.setItem(shapeKey(registry, file.columns), JSON.stringify(mapping));
    const outcomes: ImportOutcome[] = [];
    const done = await run(
      'Checking',
      (rows, firstRow, seenKeys) =>
        check.mutateAsync({ registry, rows, firstRow, mapping, seenKeys }),
      (answer) => {
        outcomes.push(...answer.outcomes);
        return Object.fromEntries(
          answer.outcomes.flatMap((o) => (o.id && o.action !== 'refused' ? [[o.id, o.row]] : [])),
        );
      },
    );
    if (done) setReport(outcomes);
  };

  const runWrite = async () => {
    if (!file || !report) return;
    const totals = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    const checked = report.filter((o) => o.id && o.action !== 'refused');
    const keys = Object.fromEntries(checked.map((o) => [o.id!, o.row]));
    /**
     * Writes rows in one transaction (all or none), against the versions the check saw; rows
     * needing more writes than one transaction takes (many renames) go in halves.
     */
    const writeRows = async (rows: ImportRow[], firstRow: number): Promise<void> => {
      const inChunk = checked.filter((o) => o.row >= firstRow && o.row < firstRow + rows.length);
      try {
        const answer = await write.mutateAsync({
          registry,
          rows,
          firstRow,
          mapping,
          validOnly,
          source: file.name,
          // Keys of earlier rows only: a chunk's own rows are checked against each other.
          seenKeys: Object.fromEntries(Object.entries(keys).filter(([, row]) => row < firstRow)),
          // Records only: an indicator value has no version (its key is not a record id).
          versions:
            registry === 'indicators'
              ? {}
              : Object.fromEntries(inChunk.map((o) => [o.id!, o.version ?? 0])),
        });
        for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += answer[k];
      } catch (e) {
        if (rows.length < 2 || typeof (e as ApiError).details.limit !== 'number') throw e;
        const half = Math.ceil(rows.length / 2);
        await writeRows(rows.slice(0, half), firstRow);
        await writeRows(rows.slice(half), firstRow + half);
      }
    };
    const done = await run('Importing', writeRows, () => ({}));
    setResult(
      `${done ? 'Imported' : 'Stopped'}: ${totals.created} created, ${totals.updated} updated, ${totals.unchanged} unchanged${totals.refused ? `, ${totals.refused} refused ${totals.refused === 1 ? 'row' : 'rows'} left out` : ''}.${done ? '' : ' Each chunk is written whole or not at all; check the file again and import it to go on (rows written show as unchanged).'}`,
    );
    setReport(null);
  };

  const counts = report
    ? (['create', 'update', 'unchanged', 'refused'] as const).map((a) => ({
        action: a,
        count: report.filter((o) => o.action === a).length,
      }))
    : [];
  const refused = counts.find((c) => c.action === 'refused')?.count ?? 0;
  const toWrite = counts.filter((c) => c.action === 'create' || c.action === 'update');
  const unmapped = file ? file.columns.filter((c) => !Object.values(mapping).includes(c)) : [];

  return (
    <>
      <RecordHeader
        title="Data import"
        subtitle="Import communities, facilities, technologies or indicator values from JSON, CSV or XLSX (or an echoDataAlt.json of the previous system): map the columns, read the check of every row, then import. Rows are keyed, so importing a file twice changes nothing."
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            1. What and from which file
          </Typography>
          <TextField
            select
            size="small"
            label="Import"
            value={registry}
            onChange={(e) => {
              setRegistry(e.target.value as Importable);
              setFile(null);
              setReport(null);
              setResult(null);
            }}
            sx={{ minWidth: 220, mr: 2 }}
          >
            {IMPORTABLE.map((r) => (
              <MenuItem key={r} value={r}>
                {LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" component="label">
            Choose a file
            <input
              hidden
              type="file"
              accept=".json,.csv,.xlsx"
              aria-label="File to import"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          {file && (
            <Typography sx={{ mt: 1 }}>
              {file.name}: {count(file.rows.length, 'row')}, {count(file.columns.length, 'column')}.
            </Typography>
          )}
          {fileError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {fileError}
            </Alert>
          )}
        </Paper>

        {file && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Column mapping">
            <Typography variant="h6" component="h2" gutterBottom>
              2. Columns
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {KEYS[registry]}
            </Typography>
            <Grid container spacing={2}>
              {mapped.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={field === 'id' ? 'id (record key)' : field}
                    value={mapping[field] ?? ''}
                    onChange={(e) => setField(field, e.target.value)}
                  >
                    <MenuItem value="">(not imported)</MenuItem>
                    {file.columns.map((c) => (
                      <MenuItem key={c} value={c}>
                        {c}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              ))}
            </Grid>
            {unmapped.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Columns not imported: {unmapped.join(', ')}.
              </Typography>
            )}
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              onClick={() => void runCheck()}
              disabled={Boolean(progress)}
            >
              Check the rows
            </Button>
          </Paper>
        )}

        {progress && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>
              {progress.label}: {progress.done.toLocaleString('en-CA')} of{' '}
              {count(progress.total, 'row')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(progress.done / progress.total) * 100}
              aria-label={`${progress.label}: ${progress.done} of ${count(progress.total, 'row')}`}
              sx={{ my: 1 }}
            />
            <Button color="error" onClick={() => (stop.current = true)}>
              Stop after this chunk
            </Button>
          </Paper>
        )}
        {error && <Alert severity="error">{error}</Alert>}

        {report && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Check">
            <Typography variant="h6" component="h2" gutterBottom>
              3. Check (nothing written yet)
            </Typography>
            <Typography>
              {counts.map((c) => `${c.count.toLocaleString('en-CA')} ${c.action}`).join(' · ')}
            </Typography>
            <Table size="small" aria-label="Rows refused or changed" sx={{ my: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Key</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Why</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report
                  .filter((o) => o.action === 'refused' || o.action === 'update')
                  .slice(0, SHOWN)
                  .map((o) => (
                    <TableRow key={o.row}>
                      <TableCell>{o.row}</TableCell>
                      <TableCell>{o.id ?? '—'}</TableCell>
                      <TableCell>{o.action}</TableCell>
                      <TableCell>{o.reasons.join('; ')}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
            {refused > 0 && (
              <FormControlLabel
                control={
                  <Checkbox checked={validOnly} onChange={(e) => setValidOnly(e.target.checked)} />
                }
                label={`Import the valid rows only (leave the ${refused} refused ${refused === 1 ? 'row' : 'rows'} out)`}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                variant="contained"
                onClick={() => void runWrite()}
                disabled={
                  Boolean(progress) ||
                  (refused > 0 && !validOnly) ||
                  toWrite.every((c) => c.count === 0)
                }
              >
                Import {toWrite.reduce((n, c) => n + c.count, 0).toLocaleString('en-CA')} rows
              </Button>
            </Stack>
          </Paper>
        )}
        {result && <Alert severity="success">{result}</Alert>}
      </Stack>
    </>
  );
}
