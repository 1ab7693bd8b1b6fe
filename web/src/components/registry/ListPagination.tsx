// A list's pager: rows per page, which rows are shown of how many, previous and next. MUI's
// TablePagination draws the same, but its buttons come wrapped in Tooltips whose positioning
// library (Popper) is ~11 KB gzip that every list page would download for two hover hints; the
// buttons here name themselves (aria-label) and hint with the native title.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';

import { count } from '../../lib/format';

import { ListSelect } from './ListSelect';

interface Props {
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number, pageSize: number) => void;
}

/** "1–25 of 951", as MUI's TablePagination writes it. */
const shownRows = (page: number, pageSize: number, total: number) =>
  total === 0
    ? '0–0 of 0'
    : `${count(page * pageSize + 1)}–${count(Math.min(total, (page + 1) * pageSize))} of ${count(total)}`;

export function ListPagination({ total, page, pageSize, pageSizes, onPage }: Props) {
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const atStart = page <= 0;
  const atEnd = page >= lastPage;
  // A button that becomes disabled under the keyboard's focus would drop the focus to the page:
  // hand it to the other button (paging to the last page with Enter keeps the focus on the pager).
  const focused = useRef<'previous' | 'next' | null>(null);
  useLayoutEffect(() => {
    if (focused.current === 'next' && atEnd && !atStart) previous.current?.focus();
    if (focused.current === 'previous' && atStart && !atEnd) next.current?.focus();
  }, [atStart, atEnd]);
  return (
    <Stack
      direction="row"
      // One line at phone width too (390 px): the label of rows per page whole, then the buttons.
      spacing={{ xs: 1, sm: 2 }}
      useFlexGap
      sx={{
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        px: { xs: 1, sm: 2 },
        py: 1,
      }}
    >
      <ListSelect
        label="Rows per page"
        value={String(pageSize)}
        options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => onPage(0, Number(v))}
        sx={{ minWidth: 128 }}
      />
      <Typography variant="body2" aria-live="polite">
        {shownRows(page, pageSize, total)}
      </Typography>
      <Stack direction="row">
        <IconButton
          ref={previous}
          aria-label="Go to previous page"
          title="Previous page"
          disabled={atStart}
          onFocus={() => (focused.current = 'previous')}
          onBlur={() => (focused.current = null)}
          onClick={() => onPage(page - 1, pageSize)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          ref={next}
          aria-label="Go to next page"
          title="Next page"
          disabled={atEnd}
          onFocus={() => (focused.current = 'next')}
          onBlur={() => (focused.current = null)}
          onClick={() => onPage(page + 1, pageSize)}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
