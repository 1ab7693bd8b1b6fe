import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';

import { MAST_DOMAINS } from '@hta/functions/contract';
import type { RowOf } from '../../../lib/registries';

import { rating } from '../labels';
import { spread } from './compare';

const ResultsRadar = lazy(() => import('./ResultsRadar'));

/** The compared technologies' domain means: on a radar, and in a table with their spread. */
export function DomainComparison({ technologies }: { technologies: RowOf<'technologies'>[] }) {
  return (
    <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          Domain means (1–5)
        </Typography>
        <Suspense fallback={<Skeleton variant="circular" width={320} height={320} />}>
          <ResultsRadar technologies={technologies} />
        </Suspense>
      </Paper>
      <TableContainer component={Paper} variant="outlined" sx={{ flex: 1 }}>
        <Table size="small" aria-label="Domain results of the compared technologies">
          <caption>
            Mean of the rated (1–5) questions only (spread between evaluations) · evaluations ·
            questions rated. “Not rated”: no evaluation rated the domain.
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              {technologies.map((t) => (
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
                {technologies.map((t) => {
                  const r = t.evaluationResults?.domains[d.key];
                  return (
                    <TableCell key={t.id}>
                      {r && r.mean !== null ? (
                        <>
                          <Box component="strong">{rating(r.mean)}</Box>
                          {spread(r.min, r.max)}
                          {r.flag && (
                            <Typography variant="caption" component="div">
                              <strong>Flagged:</strong> {r.flag}
                            </Typography>
                          )}
                          <Typography variant="caption" component="div" color="text.secondary">
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
  );
}
