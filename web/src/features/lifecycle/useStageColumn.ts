// One column of the lifecycle board: its first page comes with the board (lifecycle.board, one
// call for all stages); "show more" reads the next page of technologies.list for the stage, by
// name, from the column's cursor. A column never holds "the first N of the board".
import { useState } from 'react';

import type { BoardColumn, BoardItem } from '@hta/functions/contract';

import { useApiFetch } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';

/** The column's technologies so far, and how to load the next page. */
export function useStageColumn(column: BoardColumn, search: string, pageSize: number) {
  const fetchPage = useApiFetch();
  const [more, setMore] = useState<{ items: BoardItem[]; nextCursor: string | null }>({
    items: [],
    nextCursor: column.nextCursor,
  });
  // A new first page (a move, another search) starts the column again; the cards stay mounted,
  // so a drag in progress is not lost.
  const [first, setFirst] = useState(column);
  if (first !== column) {
    setFirst(column);
    setMore({ items: [], nextCursor: column.nextCursor });
  }
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const showMore = async () => {
    if (!more.nextCursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPage('technologies.list', {
        pageSize,
        sort: { field: 'name', direction: 'asc' },
        filters: { lifecycleStage: column.stage },
        cursor: more.nextCursor,
        ...(search ? { search } : {}),
      });
      setMore((m) => ({ items: [...m.items, ...page.items], nextCursor: page.nextCursor }));
    } catch (e) {
      setError(e as ApiError);
    } finally {
      setLoading(false);
    }
  };
  return {
    items: [...column.items, ...more.items],
    hasMore: more.nextCursor !== null,
    showMore,
    loading,
    error,
  };
}
