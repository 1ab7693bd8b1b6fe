import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCursorPaging } from './useCursorPaging';

describe('useCursorPaging', () => {
  it('moves forward with remembered cursors and back to earlier pages', () => {
    const { result } = renderHook(() => useCursorPaging(25));
    expect(result.current.cursor).toBeNull();
    act(() => result.current.remember('c1'));
    act(() => result.current.goTo(1, 25));
    expect(result.current).toMatchObject({ page: 1, cursor: 'c1' });
    act(() => result.current.remember('c2'));
    act(() => result.current.goTo(2, 25));
    expect(result.current.cursor).toBe('c2');
    act(() => result.current.goTo(0, 25));
    expect(result.current).toMatchObject({ page: 0, cursor: null });
  });

  it('cannot jump to a page whose cursor is unknown, and restarts on a new page size', () => {
    const { result } = renderHook(() => useCursorPaging(25));
    act(() => result.current.goTo(3, 25));
    expect(result.current.page).toBe(0);
    act(() => result.current.remember('c1'));
    act(() => result.current.goTo(1, 25));
    act(() => result.current.goTo(1, 50));
    expect(result.current).toMatchObject({ page: 0, pageSize: 50, cursor: null });
  });
});
