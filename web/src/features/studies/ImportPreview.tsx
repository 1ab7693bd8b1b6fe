import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import {
  STUDY_DESIGNS,
  vancouverReference,
  type CheckedEntry,
  type StudyDesign,
} from '@hta/functions/contract';

import { designLabel } from './designLabel';
import type { Choice } from './useStudyImport';

const STATUS: Record<CheckedEntry['status'], { label: string; color: string }> = {
  new: { label: 'New', color: 'success.main' },
  duplicate: { label: 'Duplicate', color: 'text.secondary' },
  invalid: { label: 'Invalid', color: 'error.main' },
};

/** The entry as the library would cite it, or as the file names it when it cannot be read. */
const shownAs = (e: CheckedEntry) => (e.draft ? vancouverReference(e.draft) : e.label);

/** Whether it is new, and if not why; what the file does not give. */
function CheckOf({ e }: { e: CheckedEntry }) {
  const status = STATUS[e.status];
  return (
    <>
      <Typography variant="body2" sx={{ color: status.color, fontWeight: 500 }}>
        {status.label}
      </Typography>
      {e.reasons.map((r) => (
        <Typography key={r} variant="body2">
          {r}
        </Typography>
      ))}
      {e.existing && (
        <Link component={RouterLink} to={e.existing.page} variant="body2">
          The study in the library
        </Link>
      )}
      {e.status !== 'invalid' && e.missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Not in the file: {e.missing.join(', ')}.
        </Typography>
      )}
    </>
  );
}

function DesignOf({
  entry,
  choice,
  onChoice,
  disabled,
}: {
  entry: number;
  choice: Choice | undefined;
  onChoice: (entry: number, change: Partial<Choice>) => void;
  disabled: boolean;
}) {
  if (!choice?.chosen) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={`Design of entry ${entry}`}
      value={choice.design}
      disabled={disabled}
      error={choice.design === ''}
      onChange={(ev) => onChoice(entry, { design: ev.target.value as StudyDesign })}
    >
      {STUDY_DESIGNS.map((d) => (
        <MenuItem key={d} value={d}>
          {designLabel(d)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Columns shown beside the entry from this width; below it, under the entry (phones). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const NARROW = { display: { md: 'none' }, mt: 1 } as const;

/** The check's entries: new ones to choose (each with its design), the others with why not. */
export function ImportPreview({
  entries,
  choices,
  onChoice,
  disabled,
}: {
  entries: CheckedEntry[];
  choices: Record<number, Choice>;
  onChoice: (entry: number, change: Partial<Choice>) => void;
  disabled: boolean;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Entries of the file">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">Import</TableCell>
            <TableCell>Entry</TableCell>
            <TableCell sx={WIDE}>Check</TableCell>
            <TableCell sx={{ ...WIDE, minWidth: 200 }}>Design</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => {
            const choice = choices[e.entry];
            const design = (
              <DesignOf entry={e.entry} choice={choice} onChoice={onChoice} disabled={disabled} />
            );
            return (
              <TableRow key={e.entry} sx={{ verticalAlign: 'top' }}>
                <TableCell padding="checkbox">
                  {choice && (
                    <Checkbox
                      checked={choice.chosen}
                      disabled={disabled}
                      onChange={(ev) => onChoice(e.entry, { chosen: ev.target.checked })}
                      slotProps={{ input: { 'aria-label': `Import entry ${e.entry}` } }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {e.entry}.{' '}
                  </Typography>
                  {shownAs(e)}
                  <Box sx={NARROW}>
                    <CheckOf e={e} />
                    {choice?.chosen && <Box sx={{ mt: 1 }}>{design}</Box>}
                  </Box>
                </TableCell>
                <TableCell sx={{ ...WIDE, minWidth: 180 }}>
                  <CheckOf e={e} />
                </TableCell>
                <TableCell sx={WIDE}>{design}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
