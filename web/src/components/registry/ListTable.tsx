// A server-side list drawn as a plain table (MUI's Table and TableSortLabel, and ListPagination): the
// server pages, sorts and filters every list, so the data grid's client features went unused
// while it cost every list page ≈ 100 KB gzip. This draws one page of rows; the
// caller (RegistryGrid) says which columns sort, in which directions, and what a row opens.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ListPagination } from './ListPagination';

/**
 * A sortable header under the keyboard's focus shows it plainly: MUI's only greys its text, and
 * its arrow, which hints that the column sorts, appears only on hover.
 */
const SORT_FOCUS = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '&.Mui-focusVisible .MuiTableSortLabel-icon': { opacity: 0.5 },
} as const;

interface ColumnBase {
  header: string;
  /** A fixed width, px, at every width. */
  width?: number;
  /**
   * Its width, px, on a phone, where the table scrolls sideways (inside itself, not the page).
   * Wider, the columns share the room by their content, wrapping their text.
   */
  minWidth?: number;
  /** Kept on one line (an ISO date, which would break at its hyphens). */
  nowrap?: boolean;
  align?: 'left' | 'right' | 'center';
}

/**
 * One column of a list. `field` names the sort the column offers when the registry declares one
 * by that name (nowhere else); without `render`, the cell shows the row's `field` as text.
 */
export type ListColumn<Row> = ColumnBase &
  (
    | { field: keyof Row & string; render?: (row: Row) => ReactNode }
    | { field: string; render: (row: Row) => ReactNode }
  );

type SortDirection = 'asc' | 'desc';

/** How a column sorts: the directions a click cycles through (`null`: back to the default). */
export interface ColumnSort {
  /** Its direction while the list is sorted by it. */
  active: SortDirection | null;
  /** What a click asks for; none: the column shows its sort but cannot change it (a search). */
  next?: SortDirection | null;
}

export interface ListTableProps<Row extends { id: string }> {
  ariaLabel: string;
  columns: Array<ListColumn<Row>>;
  /** The page's rows; undefined until the first answer. */
  rows: Row[] | undefined;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPage: (page: number, pageSize: number) => void;
  /** Per column field, how it sorts; a column not named here does not sort. */
  sorts: Partial<Record<string, ColumnSort>>;
  onSort: (field: string, direction: SortDirection | null) => void;
  /** Where a row leads: its first cell is a link there, and a click on the row follows it. */
  rowHref?: (row: Row) => string;
  /** Or what opening a row does: its first cell is a button, and a click on the row presses it. */
  onRowOpen?: (row: Row) => void;
  /** Shown when the page has no rows. */
  emptyText: string;
}

/** Text the bench looks for to tell a list page (tests/bench/first-load.ts). */
const TABLE_CLASS = 'hta-list-table';

const cellText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

const show = <Row,>(column: ListColumn<Row>, row: Row): ReactNode =>
  column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.field]);

/** A click inside a control of the row's own (a link, a button, a field) is that control's. */
const onControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, select, textarea, [role="button"]') !==
  null;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Below this share of its columns' declared widths a table is on a phone: squeezed further,
 * every cell would be a column of single words, so the declared widths hold and it scrolls.
 */
const PHONE_SHARE = 0.55;

export function ListTable<Row extends { id: string }>({
  ariaLabel,
  columns,
  rows,
  loading,
  total,
  page,
  pageSize,
  pageSizes,
  onPage,
  sorts,
  onSort,
  rowHref,
  onRowOpen,
  emptyText,
}: ListTableProps<Row>) {
  const navigate = useNavigate();
  // The browser's table layout shares the room by content, wrapping text, so a list beside the
  // Echo panel on a laptop shows every column (declared widths hid the last ones, and a header's
  // word and sort arrow can be wider than its column's declared width anyway). On a phone the
  // declared widths hold and the table scrolls sideways. A container query on the table's box
  // decides: nothing is measured in script.
  const declaredWidth = columns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 100), 0);
  const phone = `@container (max-width: ${Math.round(declaredWidth * PHONE_SHARE) - 1}px)`;
  const open = rowHref || onRowOpen;
  // The first cell opens the row from the keyboard (a link, or a button for a dialog); the
  // row's click does the same for a pointer.
  const opener = (row: Row, content: ReactNode) =>
    rowHref ? (
      <Link component={RouterLink} to={rowHref(row)} underline="hover">
        {content}
      </Link>
    ) : onRowOpen ? (
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => onRowOpen(row)}
        sx={{ textAlign: 'inherit', font: 'inherit' }}
      >
        {content}
      </Link>
    ) : (
      content
    );
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  return (
    <Box>
      {/* Kept in place (no jump) and shown only while an answer is on its way. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading the list" />}</Box>
      <TableContainer sx={{ overflowX: 'auto', containerType: 'inline-size' }}>
        <Table
          className={TABLE_CLASS}
          aria-label={ariaLabel}
          aria-busy={loading}
          size="small"
          sx={{
            // 12 px each side, not MUI's 16: seven columns beside Echo at 1280 px fit.
            '& .MuiTableCell-root': { px: 1.5 },
            [phone]: { minWidth: declaredWidth },
          }}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const sort = sorts[c.field];
                return (
                  <TableCell
                    key={c.field}
                    align={c.align}
                    aria-sort={sort?.active ? ARIA_SORT[sort.active] : undefined}
                    sx={{
                      fontWeight: 600,
                      // The declared widths include the padding, as the declarations mean.
                      boxSizing: 'border-box',
                      width: c.width,
                      [phone]: { minWidth: c.width ?? c.minWidth, width: c.width ?? c.minWidth },
                    }}
                  >
                    {sort ? (
                      <TableSortLabel
                        active={sort.active !== null}
                        direction={sort.active ?? sort.next ?? 'asc'}
                        disabled={sort.next === undefined}
                        onClick={() => sort.next !== undefined && onSort(c.field, sort.next)}
                        sx={SORT_FOCUS}
                      >
                        {c.header}
                      </TableSortLabel>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow
                key={row.id}
                hover={Boolean(open)}
                onClick={
                  open &&
                  ((event: MouseEvent<HTMLTableRowElement>) => {
                    // Not a click meant for a control in the row, nor one selecting its text.
                    if (onControl(event) || window.getSelection()?.toString()) return;
                    if (rowHref) void navigate(rowHref(row));
                    else onRowOpen?.(row);
                  })
                }
                sx={{ cursor: open ? 'pointer' : 'default' }}
              >
                {columns.map((c, i) => (
                  <TableCell
                    key={c.field}
                    align={c.align}
                    // Sharing the room by content, a word breaks only if it cannot fit
                    // (`anywhere` would let the layout squeeze every column to a letter); at
                    // the declared widths of a phone, a long address or e-mail breaks inside.
                    sx={{
                      overflowWrap: 'break-word',
                      whiteSpace: c.nowrap ? 'nowrap' : undefined,
                      [phone]: { overflowWrap: 'anywhere' },
                    }}
                  >
                    {i === 0 ? opener(row, show(c, row)) : show(c, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        total={total}
        page={Math.min(page, lastPage)}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={onPage}
      />
    </Box>
  );
}
