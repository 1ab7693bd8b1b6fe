import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { METHODS, paths, type Ranking } from '@hta/functions/contract';

import { PEARL_LABELS, criterionLabel, methodLabel } from './labels';

/**
 * A ranking as people read it: rank, need, score with its formula filled in, each assessor's score
 * and the spread; then the needs PEARL left out (with the tests failed) and those not scored.
 * `compareTo` shows how each rank moved against another ranking (the sensitivity view).
 */
export function RankingTable({
  ranking,
  titles,
  caption,
  compareTo,
}: {
  ranking: Ranking;
  titles: Record<string, string>;
  caption: string;
  compareTo?: Ranking;
}) {
  const title = (id: string) => titles[id] ?? id;
  const before = new Map(compareTo?.ranked.map((r) => [r.needId, r.rank]));
  const moved = (needId: string, rank: number) => {
    if (!compareTo) return null;
    const was = before.get(needId);
    if (was === undefined) return 'not ranked there';
    if (was === rank) return 'same rank';
    return was > rank ? `up from ${was}` : `down from ${was}`;
  };
  return (
    <Stack spacing={1.5}>
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>Rank</TableCell>
              <TableCell>Need</TableCell>
              <TableCell align="right">Score</TableCell>
              <TableCell>How it is computed ({METHODS[ranking.method].formula})</TableCell>
              <TableCell>Assessors (spread)</TableCell>
              {compareTo && <TableCell>Against the current ranking</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {ranking.ranked.map((r) => (
              <TableRow key={r.needId}>
                <TableCell>{r.rank}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={paths.need(r.needId)}>
                    {title(r.needId)}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {r.score}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {r.breakdown}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {Object.entries(r.means)
                      .map(
                        ([k, v]) =>
                          `${criterionLabel(ranking.method, k as keyof typeof r.means)} ${v}`,
                      )
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  {r.byAssessor.map((a) => `${a.assessor}: ${a.score}`).join('; ') || '—'}
                  {r.spread && r.byAssessor.length > 1 && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      Spread {r.spread.min}–{r.spread.max}
                    </Typography>
                  )}
                </TableCell>
                {compareTo && <TableCell>{moved(r.needId, r.rank)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {ranking.ranked.length === 0 && (
        <Typography color="text.secondary">
          No need is ranked under {methodLabel(ranking.method)} yet: score every criterion of the
          method.
        </Typography>
      )}
      {ranking.excluded.length > 0 && (
        <Alert severity="info">
          Not ranked — failed the PEARL screen:{' '}
          {ranking.excluded
            .map((e) => `${title(e.needId)} (${e.failed.map((t) => PEARL_LABELS[t]).join(', ')})`)
            .join('; ')}
          .
        </Alert>
      )}
      {ranking.unscored.length > 0 && (
        <Alert severity="warning">
          Not scored on every criterion of the method:{' '}
          {ranking.unscored
            .map(
              (u) =>
                `${title(u.needId)} (missing ${u.missing.map((k) => criterionLabel(ranking.method, k)).join(', ')})`,
            )
            .join('; ')}
          .
        </Alert>
      )}
    </Stack>
  );
}
