// A list page derived from its registry's declaration: its rows open the record page the
// contract declares, its header links go to the chat layout's twin from there, a technology's
// "see all" link narrows it with a notice, and its table is named for screen readers.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { CommunitySummary } from '@hta/functions/contract';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import { listPage } from './RegistryListPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const town: CommunitySummary = {
  id: 'c 1',
  name: 'Town 1',
  type: 'Town',
  censusDivisionName: null,
  population2021: 1000,
  populationChangePct: null,
  remotenessIndex: null,
  facilityCount: 0,
};

const CommunitiesPage = listPage({
  registry: 'communities',
  title: 'Communities',
  subtitle: 'Every community.',
  columns: [{ field: 'name', header: 'Name', minWidth: 180 }],
  links: [{ label: 'Add a community', to: '/addsite', chatTo: '/chat/addsite' }],
  ofOneTechnology: { what: 'Communities of', all: { path: '/site', label: 'Show all' } },
  emptyText: 'No communities yet.',
});

function show(url: string, layout = 2) {
  return renderRoutes(
    [
      { path: '/site', element: <CommunitiesPage />, handle: { layout } },
      { path: '/site2/:id', element: <h1>the profile</h1> },
    ],
    url,
  );
}

describe('a list page derived from its declaration', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('communities.list', () => ({ items: [town], nextCursor: null, total: 1 }));
  });

  it('opens a row at the record page its registry declares, the id encoded', async () => {
    const router = show('/site');
    expect(screen.getByRole('heading', { level: 1, name: 'Communities' })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Town 1'));
    expect(router.state.location.pathname).toBe('/site2/c%201');
  });

  it('names its table by its title and says when the registry is empty', async () => {
    api.answer('communities.list', () => ({ items: [], nextCursor: null, total: 0 }));
    show('/site');
    expect(await screen.findByText('No communities yet.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Communities' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toBeInTheDocument();
  });

  it('links its action to the page in its own layout, and offers no whole list unasked', () => {
    show('/site');
    expect(screen.getByRole('link', { name: 'Add a community' })).toHaveAttribute(
      'href',
      '/addsite',
    );
    expect(screen.queryByRole('link', { name: 'Show all' })).toBeNull();
  });

  it('links its action to the twin in the chat layout', () => {
    show('/site', 3);
    expect(screen.getByRole('link', { name: 'Add a community' })).toHaveAttribute(
      'href',
      '/chat/addsite',
    );
  });

  it("says when a technology's link narrowed it, and only then", () => {
    show('/site?f.technologyId=t1');
    expect(screen.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/site');
    expect(screen.getByText(/Communities of/)).toBeInTheDocument();
  });
});
