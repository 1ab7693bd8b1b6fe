import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import type { PricedEstimate } from '@hta/functions/contract';

import { plural } from '@hta/functions/contract/plural';

import { decimal } from '../../lib/format';

import { money } from './money';

/** An estimate's lines, subtotals and total, and what to check. */
export function PricedTable({ priced, caption }: { priced: PricedEstimate; caption: string }) {
  return (
    <Stack spacing={1}>
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell>Service</TableCell>
              <TableCell align="right">Fee</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Subtotal</TableCell>
              <TableCell>Check</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {priced.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.code}</TableCell>
                <TableCell>
                  {l.description} ({l.unit})
                </TableCell>
                <TableCell align="right">{l.amount === null ? '—' : money(l.amount)}</TableCell>
                <TableCell align="right">{decimal(l.quantity, 3)}</TableCell>
                <TableCell align="right">{l.subtotal === null ? '—' : money(l.subtotal)}</TableCell>
                <TableCell>{l.problem ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {money(priced.total)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {priced.unpriced > 0 && (
        <Alert severity="warning">
          {priced.unpriced} {plural(priced.unpriced, 'line is', 'lines are')} left out of the total
          (no amount, or not in effect for the period).
        </Alert>
      )}
      {priced.unverified > 0 && (
        <Alert severity="info">
          {priced.unverified} {plural(priced.unverified, 'line uses', 'lines use')} fees not yet
          verified against the current schedule.
        </Alert>
      )}
    </Stack>
  );
}
