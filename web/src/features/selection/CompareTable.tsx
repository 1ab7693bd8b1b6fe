import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import { FLAG_BELOW, MAST_DOMAINS, type Candidate } from '@hta/functions/contract';
import { cad, fixed } from '../../lib/format';

const money = (n: number | null) => (n === null ? 'Not recorded' : cad(n));
const mean = (n: number | null | undefined) =>
  n === null || n === undefined ? 'Not rated' : fixed(n, 2);

const rows: Array<{ label: string; value: (c: Candidate) => ReactNode }> = [
  { label: 'Score', value: (c) => `${Math.round(c.score * 100)} of 100` },
  { label: 'Lifecycle stage', value: (c) => c.lifecycleStage },
  { label: 'Clinical areas', value: (c) => c.clinicalAreas.join(', ') || '—' },
  {
    label: 'Submitted evaluations',
    value: (c) => c.evaluationResults?.evaluations ?? 0,
  },
  // Each MAST domain by itself, flagged below the threshold: MAST defines no overall score.
  ...MAST_DOMAINS.map((d) => ({
    label: d.short,
    value: (c: Candidate) => {
      const r = c.evaluationResults?.domains[d.key];
      return r?.flag ? `${mean(r.mean)} (flagged)` : mean(r?.mean);
    },
  })),
  {
    label: `Flagged MAST domains (below ${FLAG_BELOW} of 5)`,
    value: (c) => {
      const r = c.evaluationResults;
      if (!r) return '—';
      const reasons = MAST_DOMAINS.flatMap((d) => r.domains[d.key].flag ?? []);
      return reasons.length ? reasons.join(' ') : 'None';
    },
  },
  { label: 'Capital cost', value: (c) => money(c.capitalCost) },
  { label: 'Annual cost', value: (c) => money(c.annualCost) },
  { label: 'Health Canada class', value: (c) => c.licenceClass },
  {
    label: 'Where used',
    value: (c) =>
      c.communityCount
        ? `${c.communityCount} communit${c.communityCount > 1 ? 'ies' : 'y'}`
        : 'Nowhere recorded',
  },
  { label: 'Vendor', value: (c) => c.vendorName ?? '—' },
];

/** Two to four candidates side by side. */
export function CompareTable({ candidates }: { candidates: Candidate[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Compared technologies">
        <TableHead>
          <TableRow>
            <TableCell>
              <span>Compared</span>
            </TableCell>
            {candidates.map((c) => (
              <TableCell key={c.id} sx={{ fontWeight: 700 }}>
                {c.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.label}>
              <TableCell component="th" scope="row">
                {r.label}
              </TableCell>
              {candidates.map((c) => (
                <TableCell key={c.id}>{r.value(c)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
