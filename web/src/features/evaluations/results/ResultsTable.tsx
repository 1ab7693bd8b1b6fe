import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';

import { FLAG_BELOW, paths } from '@hta/functions/contract';
import type { RowOf } from '../../../lib/registries';

import { capitalised, percent } from '../labels';
import { MAX_COMPARED, flaggedText, recommendationsText } from './compare';

/** Each technology's results, with a box to compare it (up to MAX_COMPARED). */
export function ResultsTable({
  items,
  compared,
  onToggle,
}: {
  items: RowOf<'technologies'>[];
  compared: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Technologies with results">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">Compare</TableCell>
            <TableCell>Technology</TableCell>
            <TableCell>Stage</TableCell>
            <TableCell align="right">Evaluations</TableCell>
            <TableCell>Flagged domains (below {FLAG_BELOW} of 5)</TableCell>
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
                    onChange={() => onToggle(t.id)}
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
                <TableCell>{flaggedText(r)}</TableCell>
                <TableCell align="right">{r ? percent(r.completeness) : '—'}</TableCell>
                <TableCell>{recommendationsText(r)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
