import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { ImportOutcome } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { decimal } from '../../lib/format';

import { checkSummary } from './importPlan';

/** At most this many refused or changed rows are listed. */
const SHOWN = 200;

/** Step 3: what the check found (nothing written yet), and the import of what it accepted. */
export function CheckStep({
  report,
  validOnly,
  onValidOnly,
  onImport,
  busy,
}: {
  report: ImportOutcome[];
  validOnly: boolean;
  onValidOnly: (validOnly: boolean) => void;
  onImport: () => void;
  busy: boolean;
}) {
  const { counts, refused, toWrite } = checkSummary(report);
  const listed = report
    .filter((o) => o.action === 'refused' || o.action === 'update')
    .slice(0, SHOWN);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Check">
      <Typography variant="h6" component="h2" gutterBottom>
        3. Check (nothing written yet)
      </Typography>
      <Typography>{counts.map((c) => `${decimal(c.count)} ${c.action}`).join(' · ')}</Typography>
      {listed.length === 0 ? (
        // An empty table's header alone looked broken (found walking the import in Chromium).
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Nothing refused or changed: every row is new or the same as stored.
        </Typography>
      ) : (
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
            {listed.map((o) => (
              <TableRow key={o.row}>
                <TableCell>{o.row}</TableCell>
                <TableCell>{o.id ?? '—'}</TableCell>
                <TableCell>{o.action}</TableCell>
                <TableCell>{o.reasons.join('; ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {refused > 0 && (
        <FormControlLabel
          control={<Checkbox checked={validOnly} onChange={(e) => onValidOnly(e.target.checked)} />}
          label={`Import the valid rows only (leave the ${count(refused, 'refused row', 'refused rows')} out)`}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="contained"
          onClick={onImport}
          disabled={busy || (refused > 0 && !validOnly) || toWrite === 0}
        >
          Import {count(toWrite, 'row')}
        </Button>
      </Stack>
    </Paper>
  );
}
