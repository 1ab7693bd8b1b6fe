import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import {
  LIFECYCLE_STAGES,
  MAST_DOMAINS,
  RECOMMENDATIONS,
  TECHNOLOGY_CATEGORIES,
  paths,
  type TechnologySummary,
} from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { capitalised, percent, rating } from './labels';

const ResultsRadar = lazy(() => import('./ResultsRadar'));

/** At most this many technologies on the radar: more lines cannot be told apart. */
const MAX_COMPARED = 4;

const spread = (min: number | null, max: number | null) =>
  min === null || max === null ? '' : min === max ? '' : ` (${rating(min)}–${rating(max)})`;

/** /technology-evaluation-aggregate — results per technology and domain, from submitted evaluations. */
export default function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const stage = params.get('stage') ?? '';
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        if (name !== 'compare') p.delete('compare');
        return p;
      },
      { replace: true },
    );
  // Each technology carries its results (kept by the evaluations' write path): one list call.
  const query = useApiQuery('technologies.list', {
    pageSize: 100,
    sort: { field: 'name', direction: 'asc' },
    filters: {
      hasResults: true,
      ...(category ? { category: category as (typeof TECHNOLOGY_CATEGORIES)[number] } : {}),
      ...(stage ? { lifecycleStage: stage as (typeof LIFECYCLE_STAGES)[number] } : {}),
    },
  });
  const items = query.data?.items ?? [];
  const asked = params.get('compare');
  const compared = (
    asked === null
      ? items.slice(0, MAX_COMPARED).map((t) => t.id)
      : asked.split(',').filter(Boolean)
  ).filter((id) => items.some((t) => t.id === id));
  const shown = compared
    .map((id) => items.find((t) => t.id === id))
    .filter((t): t is TechnologySummary => Boolean(t));
  const toggle = (id: string) =>
    set(
      'compare',
      (compared.includes(id) ? compared.filter((c) => c !== id) : [...compared, id]).join(',') ||
        ',',
    );

  return (
    <>
      <RecordHeader
        title="Evaluation results"
        subtitle="Per technology and MAST domain: the mean of every rated question of its submitted evaluations, the spread between evaluations, and how many there are. Drafts never count."
        actions={
          <Button component={RouterLink} to={paths.evaluations}>
            All evaluations
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Category"
          value={category}
          onChange={(e) => set('category', e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Any category</MenuItem>
          {TECHNOLOGY_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Lifecycle stage"
          value={stage}
          onChange={(e) => set('stage', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Any stage</MenuItem>
          {LIFECYCLE_STAGES.map((s) => (
            <MenuItem key={s} value={s}>
              {capitalised(s)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {query.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        >
          {query.error.message}
        </Alert>
      )}
      {query.isPending && <Skeleton variant="rounded" height={240} aria-label="Loading" />}
      {query.data && items.length === 0 && (
        <Alert severity="info">
          {category || stage
            ? 'No technology with these filters has a submitted evaluation.'
            : 'No technology has a submitted evaluation yet.'}{' '}
          <Link component={RouterLink} to={paths.evaluationSubmit}>
            Start an evaluation
          </Link>
          .
        </Alert>
      )}
      {items.length > 0 && (
        <Stack spacing={2}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Technologies with results">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">Compare</TableCell>
                  <TableCell>Technology</TableCell>
                  <TableCell>Stage</TableCell>
                  <TableCell align="right">Evaluations</TableCell>
                  <TableCell align="right">Overall mean</TableCell>
                  <TableCell align="right">Answered</TableCell>
                  <TableCell>Recommendations</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((t) => {
                  const r = t.evaluationResults;
                  const on = compared.includes(t.id);
                  return (
                    <TableRow key={t.id} selected={on}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={on}
                          disabled={!on && compared.length >= MAX_COMPARED}
                          onChange={() => toggle(t.id)}
                          slotProps={{ input: { 'aria-label': `Compare ${t.name}` } }}
                        />
                      </TableCell>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={paths.technology(t.id)}>
                          {t.name}
                        </Link>
                      </TableCell>
                      <TableCell>{capitalised(t.lifecycleStage)}</TableCell>
                      <TableCell align="right">{r?.evaluations ?? 0}</TableCell>
                      <TableCell align="right">{rating(r?.overall)}</TableCell>
                      <TableCell align="right">{r ? percent(r.completeness) : '—'}</TableCell>
                      <TableCell>
                        {r
                          ? RECOMMENDATIONS.filter((k) => r.recommendations[k] > 0)
                              .map((k) => `${k} ${r.recommendations[k]}`)
                              .join(', ') || '—'
                          : '—'}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography color="text.secondary" variant="body2">
            Compare up to {MAX_COMPARED} technologies. {compared.length} chosen.
          </Typography>
          {shown.length > 0 && (
            <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
              <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h2">
                  Domain means (1–5)
                </Typography>
                <Suspense fallback={<Skeleton variant="circular" width={320} height={320} />}>
                  <ResultsRadar technologies={shown} />
                </Suspense>
              </Paper>
              <TableContainer component={Paper} variant="outlined" sx={{ flex: 1 }}>
                <Table size="small" aria-label="Domain results of the compared technologies">
                  <caption>
                    Mean of the rated questions (spread between evaluations) · evaluations ·
                    questions rated. “Not rated”: no evaluation rated the domain.
                  </caption>
                  <TableHead>
                    <TableRow>
                      <TableCell>Domain</TableCell>
                      {shown.map((t) => (
                        <TableCell key={t.id}>{t.name}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {MAST_DOMAINS.map((d) => (
                      <TableRow key={d.key}>
                        <TableCell component="th" scope="row">
                          {d.short}
                        </TableCell>
                        {shown.map((t) => {
                          const r = t.evaluationResults?.domains[d.key];
                          return (
                            <TableCell key={t.id}>
                              {r && r.mean !== null ? (
                                <>
                                  <Box component="strong">{rating(r.mean)}</Box>
                                  {spread(r.min, r.max)}
                                  <Typography
                                    variant="caption"
                                    component="div"
                                    color="text.secondary"
                                  >
                                    {r.evaluations} eval. · {r.rated} rated
                                  </Typography>
                                </>
                              ) : (
                                'Not rated'
                              )}
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
