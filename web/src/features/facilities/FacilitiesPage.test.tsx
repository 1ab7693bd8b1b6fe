// The facility list as staff use it: its own columns and filters, and those other features add
// from their own folders (readiness: a column and a filter; onboarding: a sortable column).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import FacilitiesPage from './FacilitiesPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const row = {
  id: 'f1',
  name: 'La Ronge Health Centre',
  type: 'Hospitals',
  communityId: 'c1',
  communityName: 'La Ronge',
  censusDivisionName: 'Division No. 18',
  readiness: 'partly ready' as const,
  onboardingProgress: 40,
  onboardingStatus: 'in progress' as const,
  onboardingNext: 'siteTest' as const,
  onboardingId: 'p1',
};

const sortButton = (header: string) =>
  within(screen.getByRole('columnheader', { name: header })).getByRole('button');

const listInputs = () =>
  api.calls
    .filter((c) => c.op === 'facilities.list')
    .map((c) => c.input as Record<string, unknown>);

describe('the facility list', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('facilities.list', () => ({ items: [row], nextCursor: null, total: 1 }));
  });

  it('shows the readiness and onboarding other features keep on each facility', async () => {
    renderRoutes([{ path: '/facilitiespool', element: <FacilitiesPage /> }], '/facilitiespool');
    expect(await screen.findByText('partly ready')).toBeInTheDocument();
    expect(screen.getByText('40 %')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Type', 'Community', 'Virtual-care readiness', 'Onboarding']);
  });

  it('filters by readiness, offering its declared levels', async () => {
    renderRoutes([{ path: '/facilitiespool', element: <FacilitiesPage /> }], '/facilitiespool');
    await screen.findByText('partly ready');
    const select = screen.getByRole('combobox', { name: 'Readiness' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Any readiness',
      'Not assessed',
      'Not ready',
      'Partly ready',
      'Ready',
    ]);
    fireEvent.change(select, { target: { value: 'partly ready' } });
    await waitFor(() =>
      expect(listInputs().at(-1)).toMatchObject({ filters: { readiness: 'partly ready' } }),
    );
  });

  it('sorts by onboarding progress, most first', async () => {
    renderRoutes([{ path: '/facilitiespool', element: <FacilitiesPage /> }], '/facilitiespool');
    await screen.findByText('partly ready');
    fireEvent.click(sortButton('Onboarding'));
    await waitFor(() =>
      expect(listInputs().at(-1)).toMatchObject({
        sort: { field: 'onboardingProgress', direction: 'desc' },
      }),
    );
  });

  it('sorts one way where the registry declares one way: by type, then back to by name', async () => {
    renderRoutes([{ path: '/facilitiespool', element: <FacilitiesPage /> }], '/facilitiespool');
    await screen.findByText('partly ready');
    fireEvent.click(sortButton('Type'));
    await waitFor(() =>
      expect(listInputs().at(-1)).toMatchObject({ sort: { field: 'type', direction: 'asc' } }),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Type' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    // Back to the list's default (its first answer, still fresh: no new call).
    fireEvent.click(sortButton('Type'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(screen.getByRole('columnheader', { name: 'Type' })).not.toHaveAttribute('aria-sort');
  });
});
