import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import type { InputOf, OperationName } from '@hta/functions/contract';

import { useApiQuery } from '../../lib/api';
import { useCursorPaging } from './useCursorPaging';

type ListOp = Extract<OperationName, `${string}.list`>;

interface Props<Row extends GridValidRowModel> {
  op: ListOp;
  columns: Array<GridColDef<Row>>;
  /** The default sort, as the contract names it. */
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Current filter values (from the page's own filter controls). */
  filters?: Record<string, unknown>;
  filterControls?: ReactNode;
  searchLabel: string;
  /** Where a row opens. */
  rowHref?: (row: Row) => string;
  /** Or what opening a row does (a dialog, say). */
  onRowOpen?: (row: Row) => void;
  emptyText: string;
  ariaLabel: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A registry list: server-side paging, sort, filters and name search, with every state shown. */
export function RegistryGrid<Row extends GridValidRowModel & { id: string }>({
  op,
  columns,
  defaultSort,
  filters = {},
  filterControls,
  searchLabel,
  rowHref,
  onRowOpen,
  emptyText,
  ariaLabel,
}: Props<Row>) {
  const navigate = useNavigate();
  const paging = useCursorPaging(25);
  const [sort, setSort] = useState(defaultSort);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), 300);
  const filterKey = JSON.stringify(filters);

  const { reset } = paging;
  useEffect(() => {
    reset();
  }, [debouncedSearch, filterKey, sort, reset]);

  const input = {
    pageSize: paging.pageSize,
    cursor: paging.cursor,
    sort,
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  } as InputOf<ListOp>;
  const list = useApiQuery(op, input, { placeholderData: keepPreviousData });
  const data = list.data as { items: Row[]; nextCursor: string | null; total: number } | undefined;

  const { remember } = paging;
  useEffect(() => {
    if (data && !list.isPlaceholderData) remember(data.nextCursor);
  }, [data, list.isPlaceholderData, remember]);

  const sortModel: GridSortModel = [{ field: sort.field, sort: sort.direction }];

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          label={searchLabel}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 260 }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        {filterControls}
      </Stack>
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>Retry</Button>}>
          {list.error.message}
        </Alert>
      )}
      <Paper variant="outlined">
        <DataGrid<Row>
          aria-label={ariaLabel}
          rows={data?.items ?? []}
          columns={columns}
          loading={list.isFetching}
          rowCount={data?.total ?? 0}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[10, 25, 50, 100]}
          paginationModel={{ page: paging.page, pageSize: paging.pageSize }}
          onPaginationModelChange={(model) => paging.goTo(model.page, model.pageSize)}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const first = model[0];
            setSort(first?.sort ? { field: first.field, direction: first.sort } : defaultSort);
          }}
          onRowClick={
            rowHref
              ? (params) => void navigate(rowHref(params.row))
              : onRowOpen
                ? (params) => onRowOpen(params.row)
                : undefined
          }
          getRowHeight={() => 'auto'}
          autoHeight
          slots={{
            noRowsOverlay: () => (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  {debouncedSearch ? `Nothing matches “${debouncedSearch}”.` : emptyText}
                </Typography>
              </Box>
            ),
          }}
          sx={{
            border: 0,
            '& .MuiDataGrid-row': { cursor: rowHref || onRowOpen ? 'pointer' : 'default' },
            '& .MuiDataGrid-cell': { py: 1 },
          }}
        />
      </Paper>
    </Stack>
  );
}
