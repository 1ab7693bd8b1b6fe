// A budget table on a phone: the net column must not slide out of sight without a word.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ScrollingTable, type PinnedColumn } from './ScrollingTable';

function renderTable(pin: PinnedColumn) {
  render(
    <ScrollingTable pin={pin}>
      <Table aria-label="Per year">
        <TableBody>
          <TableRow>
            <TableCell>Year 1</TableCell>
            <TableCell>Eligible</TableCell>
            <TableCell>Net impact</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollingTable>,
  );
}

describe('a table that scrolls sideways', () => {
  it('keeps its net column in view and says the rest scrolls', () => {
    renderTable('last');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Net impact' })).position).toBe(
      'sticky',
    );
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Eligible' })).position).not.toBe(
      'sticky',
    );
    expect(screen.getByTestId('scroll-hint')).toHaveTextContent(/scroll the table sideways/i);
    // The scroll area is reachable by keyboard and described by the hint.
    const area = screen.getByRole('table').parentElement;
    expect(area).toHaveAttribute('tabindex', '0');
    expect(area).toHaveAccessibleDescription(/scroll the table sideways/i);
  });

  it('can keep the row names in view instead', () => {
    renderTable('first');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Year 1' })).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Net impact' })).position).not.toBe(
      'sticky',
    );
  });
});
