// Page-by-page navigation over an API that pages with cursors: the cursor of every page seen
// is kept, so "previous" and "next" cost one call each.
import { useCallback, useState } from 'react';

export interface CursorPaging {
  page: number;
  pageSize: number;
  cursor: string | null;
  /** Call with the answer's nextCursor so the next page can be reached. */
  remember(nextCursor: string | null): void;
  goTo(page: number, pageSize: number): void;
  reset(): void;
}

export function useCursorPaging(initialPageSize = 25): CursorPaging {
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);

  const remember = useCallback(
    (next: string | null) =>
      setCursors((all) => {
        if (all[page + 1] === next) return all;
        const copy = all.slice(0, page + 1);
        copy[page + 1] = next;
        return copy;
      }),
    [page],
  );

  const goTo = useCallback(
    (target: number, size: number) => {
      if (size !== pageSize) {
        setPageSize(size);
        setPage(0);
        setCursors([null]);
        return;
      }
      // Only pages whose cursor is known can be reached (the grid offers next/previous).
      if (target <= page + 1 && cursors[target] !== undefined) setPage(target);
    },
    [cursors, page, pageSize],
  );

  const reset = useCallback(() => {
    setPage(0);
    setCursors([null]);
  }, []);

  return { page, pageSize, cursor: cursors[page] ?? null, remember, goTo, reset };
}
