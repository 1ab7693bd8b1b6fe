import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { ListPagination } from './ListPagination';

function Pager({ total }: { total: number }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  return (
    <ListPagination
      total={total}
      page={page}
      pageSize={pageSize}
      pageSizes={[10, 25]}
      onPage={(p, size) => {
        setPage(p);
        setPageSize(size);
      }}
    />
  );
}

describe('ListPagination', () => {
  it('says which rows are shown of how many, and pages both ways', async () => {
    const user = userEvent.setup();
    render(<Pager total={1234} />);
    expect(screen.getByText('1–25 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–50 of 1,234')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(screen.getByText('1–10 of 1,234')).toBeInTheDocument();
  });

  it('keeps the keyboard on the pager when the last page disables "next"', async () => {
    const user = userEvent.setup();
    render(<Pager total={30} />);
    const next = screen.getByRole('button', { name: 'Go to next page' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveFocus();
  });

  it('shows an empty list as 0–0 of 0 with both buttons off', () => {
    render(<Pager total={0} />);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});
