// A registry list as a person uses it, on the light table: sorts offered only where the
// registry declares them (and, while searching, only the search's), server-side paging, a row
// opened by pointer or keyboard, the empty and error states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { CommunitySummary } from '@hta/functions/contract';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import { ListControls, RegistryGrid, type GridRow, type ListColumn } from './RegistryGrid';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const community = (n: number): CommunitySummary => ({
  id: `c${n}`,
  name: `Town ${n}`,
  type: 'Town',
  censusDivisionName: null,
  population2021: 1000 + n,
  populationChangePct: null,
  remotenessIndex: null,
  facilityCount: 0,
});

// Name and Population sort (communities declare both); Type does not.
const columns: Array<ListColumn<CommunitySummary>> = [
  { field: 'name', header: 'Name', minWidth: 180 },
  { field: 'type', header: 'Type', minWidth: 120 },
  { field: 'population2021', header: 'Population', align: 'right', minWidth: 120 },
];

const listInputs = (op = 'communities.list') =>
  api.calls.filter((c) => c.op === op).map((c) => c.input as Record<string, unknown>);

/** The communities list at `url`, its rows opening a page (or `onRowOpen`), with its Type filter if asked. */
function communities({
  onRowOpen,
  byType = false,
  url = '/site',
}: { onRowOpen?: (row: CommunitySummary) => void; byType?: boolean; url?: string } = {}) {
  return renderRoutes(
    [
      {
        path: '/site',
        element: (
          <RegistryGrid
            registry="communities"
            ariaLabel="Communities"
            columns={columns}
            searchLabel="Search by name"
            emptyText="No communities yet."
            {...(onRowOpen
              ? { onRowOpen }
              : { rowHref: (row: CommunitySummary) => `/site2/${row.id}` })}
            {...(byType
              ? { filters: [{ name: 'type', label: 'Type', anyLabel: 'All types' }] }
              : {})}
          />
        ),
      },
      { path: '/site2/:id', element: <h1>the profile</h1> },
    ],
    url,
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('a registry list', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('communities.list', (input) => ({
      items: input.search === 'zz' ? [] : [1, 2, 3].map(community),
      nextCursor: input.cursor ? null : 'after-25',
      total: input.search === 'zz' ? 0 : 60,
    }));
  });

  it('sorts by the declared columns only, both ways, and only by name while searching', async () => {
    const user = userEvent.setup();
    communities();
    const table = await screen.findByRole('table', { name: 'Communities' });
    await within(table).findByText('Town 1');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(header('Type')).queryByRole('button')).toBeNull();
    expect(header('Population')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Population')).getByRole('button'));
    await waitFor(() =>
      expect(listInputs().at(-1)?.sort).toEqual({ field: 'population2021', direction: 'asc' }),
    );
    expect(header('Population')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header('Population')).getByRole('button'));
    await waitFor(() =>
      expect(listInputs().at(-1)?.sort).toEqual({ field: 'population2021', direction: 'desc' }),
    );

    // A search is answered by name: Name shows it, fixed; no other column offers a sort.
    await user.type(screen.getByLabelText('Search by name'), 'zz');
    expect(await screen.findByText('Nothing matches “zz”.')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(header('Name')).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    expect(within(header('Population')).queryByRole('button')).toBeNull();
    expect(screen.queryByText('No communities yet.')).toBeNull();
  });

  it('pages on the server with the total, and changes the page size', async () => {
    const user = userEvent.setup();
    communities();
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(listInputs().at(-1)).toMatchObject({ pageSize: 25, cursor: null });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
    await waitFor(() => expect(listInputs().at(-1)).toMatchObject({ cursor: 'after-25' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(await screen.findByText('1–10 of 60')).toBeInTheDocument();
    expect(listInputs().at(-1)).toMatchObject({ pageSize: 10, cursor: null });
  });

  it('opens a row from its first cell, a link, by keyboard, and from anywhere on it by pointer', async () => {
    const user = userEvent.setup();
    const router = communities();
    const table = await screen.findByRole('table', { name: 'Communities' });
    const link = await within(table).findByRole('link', { name: 'Town 2' });
    expect(link).toHaveAttribute('href', '/site2/c2');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/site2/c2'));

    await router.navigate('/site');
    const row = (await screen.findByText('Town 3')).closest('tr')!;
    await user.click(within(row).getAllByRole('cell')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/site2/c3'));
  });

  it('opens a row in a dialog from the keyboard: its first cell is a button', async () => {
    const user = userEvent.setup();
    const opened: Array<GridRow<'communities'>> = [];
    communities({ onRowOpen: (row) => opened.push(row) });
    const button = await screen.findByRole('button', { name: 'Town 1' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened.map((r) => r.id)).toEqual(['c1']);
    // One open per click, on the row or on the button in it.
    await user.click(screen.getByText('1001'));
    await user.click(button);
    expect(opened.map((r) => r.id)).toEqual(['c1', 'c1', 'c1']);
  });

  it('shows its empty text, and an error with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    api.answer('communities.list', async () => {
      await Promise.resolve();
      if (fail) throw new Error('The list could not be read.');
      return { items: [], nextCursor: null, total: 0 };
    });
    communities();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No communities yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("offers a filter's declared values when the page gives none, and filters on the server", async () => {
    const user = userEvent.setup();
    communities({ byType: true });
    const type = await screen.findByRole('combobox', { name: 'Type' });
    const offered = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered[0]).toBe('All types');
    expect(offered).toContain('Village');
    await user.selectOptions(type, 'Village');
    await waitFor(() =>
      expect(listInputs().at(-1)).toMatchObject({ filters: { type: 'Village' } }),
    );
  });

  it('lets a page draw the controls alone (the catalogue of cards), with the same values', () => {
    const list = { search: '', setSearch: vi.fn(), filters: {}, setFilter: vi.fn() };
    renderRoutes(
      [
        {
          path: '/pool',
          element: (
            <ListControls
              registry="technologies"
              list={list}
              filters={[{ name: 'category', label: 'Category', anyLabel: 'All categories' }]}
              searchLabel="Search by name"
            />
          ),
        },
      ],
      '/pool',
    );
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(within(category).getAllByRole('option').length).toBeGreaterThan(2);
    fireEvent.change(category, { target: { value: 'Video visits' } });
    expect(list.setFilter).toHaveBeenCalledWith('category', 'Video visits');
  });

  it('says a filter matched nothing (not that the registry is empty), and sends only its own filters', async () => {
    api.answer('communities.list', (input) => ({
      items: (input.filters as { type?: string } | undefined)?.type ? [] : [1, 2, 3].map(community),
      nextCursor: null,
      total: 0,
    }));
    // A technology page's "see all" link carries a filter communities do not have.
    communities({ byType: true, url: '/site?f.type=Village&f.technologyId=t1' });
    expect(await screen.findByText('Nothing matches the filters chosen.')).toBeInTheDocument();
    expect(screen.queryByText('No communities yet.')).toBeNull();
    expect(listInputs().at(-1)?.filters).toEqual({ type: 'Village' });
  });
});
