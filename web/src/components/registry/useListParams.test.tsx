import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { followRouter } from '../../lib/liveNavigation';
import { useListParams } from './useListParams';

function setup(initial = '/site', profileLoads?: Promise<unknown>) {
  let latest: { list: ReturnType<typeof useListParams>; search: string } | undefined;
  const Probe = () => {
    const list = useListParams<string>({ field: 'name', direction: 'asc' });
    latest = { list, search: useLocation().search };
    return null;
  };
  const router = createMemoryRouter(
    [
      { path: '/site', element: <Probe /> },
      profileLoads
        ? {
            path: '/site2/:id',
            lazy: async () => {
              await profileLoads;
              return { element: <p>profile</p> };
            },
          }
        : { path: '/site2/:id', element: <p>profile</p> },
    ],
    { initialEntries: [initial] },
  );
  followRouter(router);
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  return { router, current: () => latest! };
}

describe('useListParams', () => {
  it('keeps search, sort, filters and page in the URL, and the cursors in history', async () => {
    const { router, current } = setup();
    act(() => {
      current().list.setSearch(' prince ');
    });
    act(() => {
      current().list.setSort({ field: 'population2021', direction: 'desc' });
    });
    act(() => {
      current().list.setFilter('type', 'City');
    });
    act(() => {
      current().list.remember('cursor-2');
    });
    act(() => {
      current().list.goTo(1, 25);
    });
    expect(current().search).toBe('?q=prince&sort=population2021.desc&f.type=City&page=2');
    expect(current().list.cursor).toBe('cursor-2');

    // Away to a profile and back: the list is where it was left.
    await act(() => router.navigate('/site2/4706027'));
    await act(() => router.navigate(-1));
    expect(current().list).toMatchObject({
      search: 'prince',
      sort: { field: 'population2021', direction: 'desc' },
      filters: { type: 'City' },
      page: 1,
      cursor: 'cursor-2',
    });
  });

  it('builds an update on one made a moment before, even from an older render', () => {
    const { current } = setup();
    act(() => {
      current().list.setSearch('demo');
    });
    // A filter chosen, and (from the same render, before the next) the page's cursor remembered.
    const before = current().list;
    act(() => {
      before.setFilter('category', 'Video visits');
      before.remember('next-page');
    });
    expect(current().list.filters).toEqual({ category: 'Video visits' });
    expect(current().list.search).toBe('demo');
  });

  it('builds on the location once another part of the page moved it (a dialog closed)', () => {
    const { router, current } = setup('/site?plan=p1');
    // The list's cursor is remembered, and before that shows, the page closes its dialog.
    const before = current().list;
    act(() => {
      before.remember('c1');
      void router.navigate('/site', { replace: true });
    });
    expect(current().search).toBe('');
    act(() => {
      current().list.remember('c2');
    });
    expect(current().search).toBe('');
  });

  it('starts a changed search, sort or filter from the first page', () => {
    const { current } = setup();
    act(() => {
      current().list.remember('c2');
    });
    act(() => {
      current().list.goTo(1, 25);
    });
    expect(current().list.page).toBe(1);
    act(() => {
      current().list.setFilter('type', 'Town');
    });
    expect(current().list.page).toBe(0);
    expect(current().list.cursor).toBeNull();
  });

  it('opens a shared link to a later page at the first, whose cursor is known', () => {
    const { current } = setup('/site?page=3&q=regina');
    expect(current().list).toMatchObject({ page: 0, cursor: null, search: 'regina' });
    // Once the first page's answer arrives, the address stops claiming page 3.
    act(() => {
      current().list.remember('cursor-2');
    });
    expect(current().search).toBe('?q=regina');
    expect(current().list).toMatchObject({ page: 0, known: 2 });
  });

  it("never undoes a person's click to another page whose code is still loading (a slow link)", async () => {
    let loaded = () => {};
    const { router, current } = setup('/site', new Promise<void>((r) => (loaded = r)));
    let opened: Promise<void> | undefined;
    act(() => {
      opened = router.navigate('/site2/4706027');
    });
    // The list's first answer arrives while the profile's code loads: its cursor is not kept by
    // a navigation back to the list.
    act(() => {
      current().list.remember('cursor-2');
    });
    loaded();
    await act(() => opened!);
    expect(router.state.location.pathname).toBe('/site2/4706027');
  });

  it('never undoes the click even from a render older than the navigation (the answer arrives between)', async () => {
    let loaded = () => {};
    const { router, current } = setup('/site', new Promise<void>((r) => (loaded = r)));
    const before = current().list;
    let opened: Promise<void> | undefined;
    act(() => {
      opened = router.navigate('/site2/4706027');
      // Same task as the click, before React shows the navigation: this render still says idle.
      before.remember('cursor-2');
    });
    loaded();
    await act(() => opened!);
    expect(router.state.location.pathname).toBe('/site2/4706027');
  });

  it('goes to the next page when "next" is clicked before the answer’s cursor reaches the address', () => {
    const { current } = setup();
    const shown = current().list;
    act(() => {
      // The first page's answer arrives, and the click comes from the same render, before the
      // cursor it remembered is in the address.
      shown.remember('cursor-2');
      shown.goTo(1, 25);
    });
    expect(current().search).toBe('?page=2');
    expect(current().list).toMatchObject({ page: 1, cursor: 'cursor-2' });
  });
});
