// A figures table that may be wider than a phone. It scrolls sideways inside itself; below the
// `md` breakpoint a line under it says so, and the column that carries the answer (the net, or
// the row names) stays pinned at its edge so it is never the part scrolled out of sight.
import Box from '@mui/material/Box';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type PinnedColumn = 'first' | 'last';

const PINNED_CELLS: Record<PinnedColumn, string> = {
  first: '& tr > :first-of-type',
  last: '& tr > :last-of-type',
};

export function ScrollingTable({ pin, children }: { pin: PinnedColumn; children: ReactNode }) {
  const hintId = useId();
  return (
    <Box>
      <TableContainer
        // Focusable, so a keyboard can scroll it; described by the hint.
        tabIndex={0}
        aria-describedby={hintId}
        sx={{
          [PINNED_CELLS[pin]]: {
            position: 'sticky',
            [pin === 'first' ? 'left' : 'right']: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            // A shadow on the side the other columns slide under.
            boxShadow: (theme) =>
              `${pin === 'first' ? 4 : -4}px 0 4px -4px ${theme.palette.text.secondary}`,
          },
        }}
      >
        {children}
      </TableContainer>
      <Typography
        id={hintId}
        variant="caption"
        color="text.secondary"
        component="p"
        data-testid="scroll-hint"
        sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}
      >
        {pin === 'last'
          ? 'Scroll the table sideways for the other columns; the last one stays in view.'
          : 'Scroll the table sideways for the other columns; the first one stays in view.'}
      </Typography>
    </Box>
  );
}
