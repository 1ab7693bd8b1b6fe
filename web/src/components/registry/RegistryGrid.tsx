import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridCellParams,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  filterValues,
  searchSortOf,
  type FilterSpec,
  type InputOf,
  type RegistryName,
} from '@hta/functions/contract';

import { useApiQuery } from '../../lib/api';
import {
  registryNamed,
  registryOp,
  type FiltersOf,
  type OpOf,
  type RowOf,
  type SortOf,
} from '../../lib/registries';
import { ExportButton } from './ExportButton';
import { useListParams, type ListParams, type SortState } from './useListParams';

/** A registry's list row, as the grid takes rows. */
export type GridRow<N extends RegistryName> =
  RowOf<N> extends infer Row extends GridValidRowModel ? Row : never;

/** A filter the grid offers as a select: one of the list's declared filters. */
export interface FilterControl<N extends RegistryName> {
  name: keyof FiltersOf<N> & string;
  label: string;
  /** Values, or values with labels; in a registry's grid, default: the values it declares. */
  options?: ReadonlyArray<string | { value: string; label: string }>;
  /** The "no filter" entry. */
  anyLabel: string;
  /** Not offered (the value may still come from the URL, as the page wants). */
  hidden?: boolean;
}

interface Props<N extends RegistryName> {
  registry: N;
  columns: Array<GridColDef<GridRow<N>>>;
  /** Default: the declaration's default sort. */
  defaultSort?: SortState<SortOf<N>>;
  filters?: Array<FilterControl<N>>;
  /** Filters every page of this grid carries (a vendor's products…). */
  fixedFilters?: Partial<FiltersOf<N>>;
  searchLabel: string;
  /** Where a row opens. */
  rowHref?: (row: GridRow<N>) => string;
  /** Or what opening a row does (a dialog, say). */
  onRowOpen?: (row: GridRow<N>) => void;
  emptyText: string;
  ariaLabel: string;
  /** More controls beside the search (an export button…). */
  toolbar?: ReactNode;
}

const optionOf = (o: string | { value: string; label: string }) =>
  typeof o === 'string' ? { value: o, label: o.charAt(0).toUpperCase() + o.slice(1) } : o;

/** A list's search box and filter selects, bound to its URL state. */
export function ListControls<N extends RegistryName>({
  list,
  filters = [],
  searchLabel,
  toolbar,
}: {
  list: Pick<ListParams<string>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  filters?: Array<FilterControl<N>>;
  searchLabel: string;
  toolbar?: ReactNode;
}) {
  const [typed, setTyped] = useState(list.search);
  const { setSearch, search } = list;
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setSearch(typed), 300);
    return () => clearTimeout(timer);
  }, [typed, search, setSearch]);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      useFlexGap
    >
      <TextField
        label={searchLabel}
        type="search"
        size="small"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        sx={{ minWidth: { sm: 260 } }}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      {filters
        .filter((f) => !f.hidden)
        .map((f) => (
          <TextField
            key={f.name}
            select
            size="small"
            label={f.label}
            value={list.filters[f.name] ?? ''}
            onChange={(e) => list.setFilter(f.name, e.target.value)}
            sx={{ minWidth: { sm: 200 } }}
          >
            <MenuItem value="">{f.anyLabel}</MenuItem>
            {(f.options ?? []).map(optionOf).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {toolbar}
    </Stack>
  );
}

/**
 * A registry list: server-side paging, sort, filters and name search, kept in the URL, with every
 * state shown. Columns sort where the registry declares the sort, and nowhere else.
 */
export function RegistryGrid<N extends RegistryName>({
  registry,
  columns,
  defaultSort,
  filters,
  fixedFilters,
  searchLabel,
  rowHref,
  onRowOpen,
  emptyText,
  ariaLabel,
  toolbar,
}: Props<N>) {
  const navigate = useNavigate();
  const open = rowHref
    ? (row: GridRow<N>) => void navigate(rowHref(row))
    : onRowOpen && ((row: GridRow<N>) => onRowOpen(row));
  const declaration = registryNamed(registry);
  const sorts = declaration.list.sorts as Record<string, string>;
  const initialSort: SortState<SortOf<N>> = defaultSort ?? {
    field: declaration.list.defaultSort as SortOf<N>,
    direction: declaration.list.defaultDirection ?? 'asc',
  };
  const list = useListParams<SortOf<N>>(initialSort);
  const { search } = list;
  const declaredFilters = declaration.list.filters as Record<string, FilterSpec>;
  const offered = filters?.map((f) => ({
    ...f,
    options: f.options ?? filterValues(declaredFilters[f.name]!),
  }));

  const input = {
    pageSize: list.pageSize,
    cursor: list.cursor,
    sort: list.sort,
    filters: { ...list.filters, ...fixedFilters },
    ...(search ? { search } : {}),
  } as InputOf<OpOf<N, 'list'>>;
  const query = useApiQuery(registryOp(registry, 'list'), input, {
    placeholderData: keepPreviousData,
  });
  const data = query.data as
    { items: Array<GridRow<N>>; nextCursor: string | null; total: number } | undefined;

  const { remember } = list;
  useEffect(() => {
    if (data && !query.isPlaceholderData) remember(data.nextCursor);
  }, [data, query.isPlaceholderData, remember]);

  // A name search is sorted by name (one sort keeps the indexes it needs few): the grid says so.
  const searchSort = searchSortOf(declaration);
  const oneWay = (declaration.list.oneWay ?? {}) as Record<string, 'asc' | 'desc'>;
  const shownSort = search
    ? { field: searchSort, direction: oneWay[searchSort] ?? ('asc' as const) }
    : list.sort;
  // One array while the sort stays the same: the grid takes a new array for a new sort, and a new
  // sort sends it back to the first page — a render after "Go to next page" undid the paging.
  const sortModel: GridSortModel = useMemo(
    () => [{ field: shownSort.field, sort: shownSort.direction }],
    [shownSort.field, shownSort.direction],
  );
  const sortable = columns.map((c) => ({
    ...c,
    sortable: c.field in sorts && (!search || c.field === searchSort),
    // Sorts declared one way (newest first) toggle between that direction and none; the others
    // between ascending and descending (with "none" in the cycle, a list sorted newest first by
    // default never reached oldest first: none is its default again).
    sortingOrder: oneWay[c.field] ? [oneWay[c.field], null] : (['asc', 'desc'] as const),
  }));

  return (
    <Stack spacing={2}>
      <ListControls
        list={list}
        filters={offered}
        searchLabel={searchLabel}
        toolbar={
          <>
            {toolbar}
            <ExportButton
              registry={registry}
              label={declaration.label}
              // Every page of what is shown: the same search, filters and sort.
              list={{
                sort: list.sort,
                filters: { ...list.filters, ...fixedFilters },
                ...(search ? { search } : {}),
              }}
            />
          </>
        }
      />
      {query.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        >
          {query.error.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <DataGrid<GridRow<N>>
          aria-label={ariaLabel}
          rows={data?.items ?? []}
          columns={sortable}
          loading={query.isFetching}
          rowCount={data?.total ?? 0}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[10, 25, 50, 100]}
          paginationModel={{ page: list.page, pageSize: list.pageSize }}
          onPaginationModelChange={(model) => list.goTo(model.page, model.pageSize)}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            if (search) return;
            const first = model[0];
            list.setSort(
              first?.sort ? { field: first.field as SortOf<N>, direction: first.sort } : null,
            );
          }}
          onRowClick={open && ((params: GridRowParams<GridRow<N>>) => open(params.row))}
          // Enter on a row's cell opens it, as a click does: the rows are not links, and a
          // keyboard could not open a record from a list. Enter on a link or button inside a
          // cell is that control's own.
          onCellKeyDown={(params: GridCellParams<GridRow<N>>, event) => {
            if (!open || event.key !== 'Enter') return;
            if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
            event.defaultMuiPrevented = true;
            open(params.row);
          }}
          getRowHeight={() => 'auto'}
          autoHeight
          slots={{
            noRowsOverlay: () => (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  {search ? `Nothing matches “${search}”.` : emptyText}
                </Typography>
              </Box>
            ),
          }}
          sx={{
            border: 0,
            '& .MuiDataGrid-row': { cursor: open ? 'pointer' : 'default' },
            '& .MuiDataGrid-cell': { py: 1 },
          }}
        />
      </Paper>
    </Stack>
  );
}
