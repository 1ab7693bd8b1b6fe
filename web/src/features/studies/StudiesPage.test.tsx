// The study library's list: newest first by default, and a click on Year sorts oldest first (the
// grid once cycled a default-descending column back to its default, never to ascending).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import StudiesPage from './StudiesPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const row = {
  id: 's1',
  title: 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review',
  year: 2019,
  design: 'systematic review' as const,
  reference: 'Britton N, et al. Tele-Ultrasound in Resource-Limited Settings. 2019;',
  ruralRemote: false,
  country: null,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const sorts = () =>
  api.calls.filter((c) => c.op === 'studies.list').map((c) => (c.input as { sort?: unknown }).sort);

describe('the study library', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('studies.list', () => ({ items: [row], nextCursor: null, total: 1 }));
  });

  it('lists newest first, names designs as the form does, and sorts oldest first on a click', async () => {
    renderRoutes([{ path: '/studies', element: <StudiesPage /> }], '/studies');
    expect(await screen.findByText('Systematic review')).toBeInTheDocument();
    expect(sorts().at(-1)).toEqual({ field: 'year', direction: 'desc' });
    const year = screen.getByRole('columnheader', { name: 'Year' });
    fireEvent.click(within(year).getByRole('button'));
    await waitFor(() => expect(sorts().at(-1)).toEqual({ field: 'year', direction: 'asc' }));
  });

  it('says "Not stated" where an imported study does not say, never "No" or a dash', async () => {
    const unstated = { ...row, ruralRemote: null, country: null };
    const stated = { ...row, id: 's2', title: 'Stated', ruralRemote: false, country: 'Canada' };
    api.answer('studies.list', () => ({ items: [unstated, stated], nextCursor: null, total: 2 }));
    renderRoutes([{ path: '/studies', element: <StudiesPage /> }], '/studies');
    const first = (await screen.findByText(row.title)).closest('tr, [role="row"]');
    expect(first).not.toBeNull();
    expect(within(first as HTMLElement).getAllByText('Not stated')).toHaveLength(2);
    const second = screen.getByText('Stated').closest('tr, [role="row"]') as HTMLElement;
    expect(within(second).getByText('No')).toBeInTheDocument();
    expect(within(second).getByText('Canada')).toBeInTheDocument();
  });
});
