// A list's search, sort, filters and page, kept in the URL (`?q=…&sort=name.desc&f.type=City&page=2`)
// so that coming back to a list — from a record, or by the browser's back button — shows it as it
// was left. Pages are reached with cursors (the API pages with them): the cursors of the pages
// seen travel in the history entry's state, so "previous" and a return to page 3 cost one call.
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

import { stillOn } from '../../lib/liveNavigation';

export interface SortState<Field extends string = string> {
  field: Field;
  direction: 'asc' | 'desc';
}

interface SavedCursors {
  key: string;
  cursors: Array<string | null>;
}

const FILTER = 'f.';

/** A list page's address opened on filters (a record page's "see all" of its related records). */
export const filteredList = (path: string, filters: Record<string, string>) =>
  `${path}?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [`${FILTER}${k}`, v])).toString()}`;
const PAGE_SIZES = [10, 25, 50, 100];

/** What identifies one list's pages: everything but the page number. */
function listKey(params: URLSearchParams): string {
  const parts = [...params]
    .filter(([k]) => k === 'q' || k === 'sort' || k === 'size' || k.startsWith(FILTER))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(parts);
}

export interface ListParams<Field extends string> {
  search: string;
  sort: SortState<Field>;
  filters: Record<string, string>;
  page: number;
  pageSize: number;
  cursor: string | null;
  /** Call with the answer's nextCursor so the next page can be reached. */
  remember: (nextCursor: string | null) => void;
  goTo: (page: number, pageSize: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: SortState<Field> | null) => void;
  setFilter: (name: string, value: string) => void;
  /** Pages whose cursor is known (the list offers next and previous). */
  known: number;
}

type ListState = { list?: SavedCursors } & Record<string, unknown>;

export function useListParams<Field extends string>(
  defaultSort: SortState<Field>,
): ListParams<Field> {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = location.state as ListState | null;

  const key = listKey(params);
  const cursors = state?.list?.key === key ? state.list.cursors : [null];
  const asked = Number(params.get('page') ?? '1') - 1;
  // A page whose cursor is unknown (a shared link to page 3) starts from the first page.
  const page = Number.isInteger(asked) && asked >= 0 && cursors[asked] !== undefined ? asked : 0;
  const size = Number(params.get('size'));
  const pageSize = PAGE_SIZES.includes(size) ? size : 25;
  const [sortField, sortDirection] = (params.get('sort') ?? '').split('.');
  const sort: SortState<Field> =
    sortField && (sortDirection === 'asc' || sortDirection === 'desc')
      ? { field: sortField as Field, direction: sortDirection }
      : defaultSort;
  const filters = Object.fromEntries(
    [...params].filter(([k]) => k.startsWith(FILTER)).map(([k, v]) => [k.slice(FILTER.length), v]),
  );

  // What our last update asked for, until the router's location shows it: a navigation is not
  // applied at once, and an update made meanwhile (a page's cursor remembered when its answer
  // arrives) must build on it, not undo it (a filter chosen a moment before). Once the location
  // moves anywhere else — the page closed a dialog (`?plan=` removed) — that is the base: building
  // on the old intent would put the closed dialog's parameter back.
  const intended = useRef<{ from: string; search: string; state: ListState | null } | null>(null);
  if (
    intended.current &&
    (intended.current.search === location.search || intended.current.from !== location.search)
  )
    intended.current = null;

  // The shown page's answer, from the moment it arrives: its next cursor reaches the address a
  // navigation later (or after a navigation under way), and a click on "next" meanwhile must
  // still go to the next page, not be dropped.
  const answered = useRef<{ key: string; page: number; nextCursor: string | null } | null>(null);

  const update = useCallback(
    (changes: Record<string, string | null>, nextCursors?: Array<string | null>) => {
      // The person is leaving the list (or has left): a change of its address would undo that.
      if (!stillOn(location.pathname)) return;
      const base = intended.current ?? { search: location.search, state };
      const next = new URLSearchParams(base.search);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      const nextKey = listKey(next);
      const saved = base.state?.list?.key === nextKey ? base.state.list.cursors : [null];
      const search = next.toString() ? `?${next.toString()}` : '';
      const nextState: ListState = {
        ...(base.state ?? {}),
        list: { key: nextKey, cursors: nextCursors ?? saved },
      };
      intended.current = {
        from: intended.current?.from ?? location.search,
        search,
        state: nextState,
      };
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, state: nextState },
      );
    },
    [location.hash, location.pathname, location.search, navigate, state],
  );

  return {
    search: params.get('q') ?? '',
    sort,
    filters,
    page,
    pageSize,
    cursor: cursors[page] ?? null,
    known: cursors.length,
    remember: (nextCursor) => {
      answered.current = { key, page, nextCursor };
      // A shared link to a page whose cursor is unknown shows the first: the address says so too.
      const shownPage: Record<string, null> = asked === page ? {} : { page: null };
      if (cursors[page + 1] === nextCursor && asked === page) return;
      // Not while a navigation is under way (the guard's loader, a page's code loading on a slow
      // link): a navigation to keep a cursor would cancel it — undo a click to another page, or
      // restart a page change again and again. The caller asks again once it is done (its
      // effect runs on the next render, when this function is new).
      if (navigation.state !== 'idle') return;
      update(shownPage, [...cursors.slice(0, page + 1), nextCursor]);
    },
    goTo: (target, newSize) => {
      // The list is controlled by the URL, which follows a moment later: a request for the page
      // already shown changes nothing.
      if (target === page && newSize === pageSize) return;
      if (newSize !== pageSize) {
        update({ size: String(newSize), page: null });
      } else if (target <= page + 1 && cursors[target] !== undefined) {
        update({ page: target === 0 ? null : String(target + 1) }, cursors);
      } else if (
        target === page + 1 &&
        answered.current?.key === key &&
        answered.current.page === page
      ) {
        update({ page: String(target + 1) }, [
          ...cursors.slice(0, page + 1),
          answered.current.nextCursor,
        ]);
      }
    },
    setSearch: (value) => update({ q: value.trim(), page: null }),
    setSort: (value) =>
      update({
        sort:
          value && (value.field !== defaultSort.field || value.direction !== defaultSort.direction)
            ? `${value.field}.${value.direction}`
            : null,
        page: null,
      }),
    setFilter: (name, value) => update({ [`${FILTER}${name}`]: value, page: null }),
  };
}
