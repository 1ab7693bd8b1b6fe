// The budget impact form: each input's value, low and high sit under column headings (not three
// boxes labelled alike, cut to "Equipment (one-off,…"), and shares are typed as per cent, as the
// analysis's page shows them, and stored as proportions.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import BudgetImpactFormPage from './BudgetImpactFormPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

describe('the budget impact form', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    for (const op of ['communities.list', 'technologies.list', 'budgetImpacts.list'] as const)
      api.answer(op, () => ({ items: [], nextCursor: null }) as never);
  });

  it('heads the value, low and high columns and takes shares as per cent', async () => {
    renderRoutes(
      [{ path: '/budget-impact/new', element: <BudgetImpactFormPage /> }],
      '/budget-impact/new',
    );
    const costs = await screen.findByRole('group', { name: 'Costs of the new pathway' });
    for (const heading of ['Value', 'Low', 'High'])
      expect(within(costs).getByRole('columnheader', { name: heading })).toBeInTheDocument();
    // Each box keeps its full name for a screen reader.
    expect(
      within(costs).getByRole('spinbutton', { name: 'Equipment (one-off, year 1): low' }),
    ).toBeInTheDocument();

    const share = screen.getByRole('spinbutton', {
      name: 'Eligible proportion of the population: value (%)',
    });
    await userEvent.clear(share);
    await userEvent.type(share, '12.5');
    expect(share).toHaveValue(12.5);
  });
});
