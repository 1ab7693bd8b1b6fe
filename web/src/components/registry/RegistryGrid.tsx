import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';

import { catalogue } from 'virtual:hta/registries';

import type { InputOf, RegistryEntry, RegistryName } from '@hta/functions/contract';
import { listFilters } from '@hta/functions/contract/registryEntry';

import { useApiQuery } from '../../lib/api';
import {
  registryOp,
  type FiltersOf,
  type OpOf,
  type RowOf,
  type SortOf,
} from '../../lib/registries';
import { ExportButton } from './ExportButton';
import { ListSelect } from './ListSelect';
import { ListTable, type ColumnSort, type ListColumn } from './ListTable';

export type { ListColumn } from './ListTable';
import { useListParams, type ListParams, type SortState } from './useListParams';

/** A registry's list row. */
export type GridRow<N extends RegistryName> =
  RowOf<N> extends infer Row extends { id: string } ? Row : never;

/** A filter the list offers as a select: one of the list's declared filters. */
export interface FilterControl<N extends RegistryName> {
  name: keyof FiltersOf<N> & string;
  label: string;
  /** Values, or values with labels; in a registry's list, default: the values it declares. */
  options?: ReadonlyArray<string | { value: string; label: string }>;
  /** The "no filter" entry. */
  anyLabel: string;
  /** Not offered (the value may still come from the URL, as the page wants). */
  hidden?: boolean;
}

interface Props<N extends RegistryName> {
  registry: N;
  columns: Array<ListColumn<GridRow<N>>>;
  /** Default: the declaration's default sort. */
  defaultSort?: SortState<SortOf<N>>;
  filters?: Array<FilterControl<N>>;
  /** Filters every page of this list carries (a vendor's products…). */
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

/**
 * A list's search box and filter selects, bound to its URL state. A filter without options offers
 * the values its registry declares (virtual:hta/registries).
 */
export function ListControls<N extends RegistryName>({
  registry,
  list,
  filters = [],
  searchLabel,
  toolbar,
}: {
  registry: N;
  list: Pick<ListParams<string>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  filters?: Array<FilterControl<N>>;
  searchLabel: string;
  toolbar?: ReactNode;
}) {
  const declared = (catalogue[registry] as RegistryEntry).filters;
  const searchId = useId();
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
      {/* TextField's parts without TextField, whose select variant would come along (ListSelect). */}
      <FormControl size="small" sx={{ minWidth: { sm: 260 } }}>
        <InputLabel htmlFor={searchId}>{searchLabel}</InputLabel>
        <OutlinedInput
          id={searchId}
          type="search"
          label={searchLabel}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputProps={{ maxLength: 60 }}
        />
      </FormControl>
      {filters
        .filter((f) => !f.hidden)
        .map((f) => (
          <ListSelect
            key={f.name}
            label={f.label}
            value={list.filters[f.name] ?? ''}
            options={[
              { value: '', label: f.anyLabel },
              ...(f.options ?? declared[f.name] ?? []).map(optionOf),
            ]}
            onChange={(v) => list.setFilter(f.name, v)}
            sx={{ minWidth: { sm: 200 } }}
          />
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
  // The registry's list as declared, without its schemas (virtual:hta/registries).
  const declaration = catalogue[registry] as RegistryEntry;
  const initialSort: SortState<SortOf<N>> = defaultSort ?? {
    field: declaration.defaultSort as SortOf<N>,
    direction: declaration.defaultDirection,
  };
  const list = useListParams<SortOf<N>>(initialSort);
  const { search } = list;

  // The URL's filters as the list declares them (another list's left out, yes/no as booleans).
  const chosen = listFilters(declaration, list.filters);
  const asked = { ...chosen, ...fixedFilters };
  const input = {
    pageSize: list.pageSize,
    cursor: list.cursor,
    sort: list.sort,
    filters: asked,
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

  // A name search is sorted by name (one sort keeps the indexes it needs few): the list says so,
  // and no other sort is offered meanwhile.
  const { searchSort, oneWay } = declaration;
  const shownSort = search
    ? { field: searchSort, direction: oneWay[searchSort] ?? ('asc' as const) }
    : list.sort;
  const columnSorts: Partial<Record<string, ColumnSort>> = Object.fromEntries(
    columns
      .filter((c) => declaration.sorts.includes(c.field) && (!search || c.field === searchSort))
      .map((c): [string, ColumnSort] => {
        const active = shownSort.field === c.field ? shownSort.direction : null;
        if (search) return [c.field, { active }];
        // Sorts declared one way (newest first) toggle between that direction and the list's
        // default; the others between ascending and descending (with "none" in the cycle, a list
        // sorted newest first by default never reached oldest first: none was its default).
        const only = oneWay[c.field];
        const next = only ? (active ? null : only) : active === 'asc' ? 'desc' : 'asc';
        return [c.field, { active, next }];
      }),
  );

  return (
    <Stack spacing={2}>
      <ListControls
        registry={registry}
        list={list}
        filters={filters}
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
                filters: asked,
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
        <ListTable<GridRow<N>>
          ariaLabel={ariaLabel}
          columns={columns}
          rows={data?.items}
          loading={query.isFetching}
          total={data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          pageSizes={[10, 25, 50, 100]}
          onPage={(page, pageSize) => list.goTo(page, pageSize)}
          sorts={columnSorts}
          onSort={(field, direction) =>
            list.setSort(direction ? { field: field as SortOf<N>, direction } : null)
          }
          {...(rowHref ? { rowHref } : onRowOpen ? { onRowOpen } : {})}
          // An empty answer to a search or a filter is not an empty registry.
          emptyText={
            search
              ? `Nothing matches “${search}”.`
              : Object.keys(chosen).length > 0
                ? 'Nothing matches the filters chosen.'
                : emptyText
          }
        />
      </Paper>
    </Stack>
  );
}
