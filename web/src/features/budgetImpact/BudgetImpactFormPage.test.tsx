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
    api.answer('ultrasoundSessions.totals', () => ({
      sessions: 5,
      reTravelSessions: 1,
      byMonth: [],
      byExamType: [],
      byMode: [],
      byAdequacy: [],
      byOutcome: [],
      adequacyRate: 0.8,
      travelAvoidedSessions: 3,
      travelKnownSessions: 3,
      kmAvoided: 1000,
      truncated: false,
    }));
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

    // The re-travel share starts from the session log, saying so: 1 of 5 sessions.
    expect(
      await screen.findByRole('spinbutton', {
        name: 'Re-travel share on the new pathway: value (%)',
      }),
    ).toHaveValue(20);
    expect(screen.getByRole('status')).toHaveTextContent(/1 of 5 sessions/);
  });
});

const v = (value: number, source = 'Hub invoice') => ({ value, low: value, high: value, source });

// An analysis as the server answers it: the inputs, and what it keeps beside them.
const original = {
  id: 'bia-1',
  version: 4,
  title: 'Tele-ultrasound, north',
  technologyId: 'tech-1',
  technologyName: 'Tele-ultrasound cart',
  perspective: 'Saskatchewan Health Authority',
  horizonYears: 2,
  communityIds: ['4718074'],
  eligibleProportion: v(0.1),
  uptake: [v(0.2), v(0.5)],
  costs: {
    equipment: v(12000),
    licences: v(2000),
    connectivity: v(1000),
    training: v(500),
    staffTime: v(1500),
    newPerPatient: v(100),
    currentPerPatient: v(200),
    costPerKm: v(0.5),
  },
  service: 'ultrasound',
  destinationBasis: 'session log',
  reTravelShare: v(0.2, 'Hub session log'),
  nihbShare: v(0.5),
  payers: {
    equipment: 'provincial',
    licences: 'provincial',
    connectivity: 'provincial',
    training: 'provincial',
    staffTime: 'provincial',
    newPerPatient: 'provincial',
    currentPerPatient: 'provincial',
    costPerKm: 'patient',
  },
  population: { method: 'projected', firstYear: 2027 },
  scenarios: [{ name: 'High uptake', overrides: [{ input: 'uptake2', value: 0.7 }] }],
  notes: 'Priced in 2026.',
  targets: [
    {
      id: '4718074',
      name: 'La Loche',
      population2021: 2827,
      remotenessIndex: 0.6,
      roundTripKm: 300,
      hospitalName: 'La Loche Health Centre',
      travelNote: '',
      source: 'Statistics Canada',
    },
  ],
  totals: { eligiblePopulation: 282.7, currentTotal: 1, newTotal: 1, netTotal: 0, netByYear: [0] },
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'staff-2',
  updatedAt: '2026-02-01T00:00:00Z',
  updatedBy: 'staff-2',
};

describe('a budget impact analysis started from a copy', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    localStorage.clear();
    signInAs('staff');
    for (const op of ['communities.list', 'technologies.list', 'budgetImpacts.list'] as const)
      api.answer(op, () => ({ items: [], nextCursor: null }) as never);
    api.answer('ultrasoundSessions.totals', () => ({
      sessions: 5,
      reTravelSessions: 1,
      byMonth: [],
      byExamType: [],
      byMode: [],
      byAdequacy: [],
      byOutcome: [],
      adequacyRate: 0.8,
      travelAvoidedSessions: 3,
      travelKnownSessions: 3,
      kmAvoided: 1000,
      truncated: false,
    }));
    api.answer('budgetImpacts.get', () => ({ budgetImpact: original }) as never);
    api.answer(
      'budgetImpacts.create',
      ({ fields }) =>
        ({ budgetImpact: { ...original, ...fields, id: 'bia-2', version: 1 } }) as never,
    );
  });

  const writes = () => api.calls.filter((c) => !/\.(get|list|totals)$/.test(c.op));

  const open = () =>
    renderRoutes(
      [
        { path: '/budget-impact/new', element: <BudgetImpactFormPage /> },
        { path: '/budget-impact/:id', element: <p>the analysis</p> },
      ],
      '/budget-impact/new?from=bia-1',
    );

  it('fills the form with its inputs and names it a copy, writing nothing until Save', async () => {
    open();
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue(
      'Tele-ultrasound, north (copy)',
    );
    expect(screen.getByText(/Starting from a copy of Tele-ultrasound, north/)).toBeInTheDocument();
    // The pickers name what the copy chose; shares read as per cent, costs as dollars.
    expect(screen.getByRole('combobox', { name: /Technology/ })).toHaveValue(
      'Tele-ultrasound cart',
    );
    expect(screen.getByRole('button', { name: 'La Loche' })).toBeInTheDocument();
    expect(
      screen.getByRole('spinbutton', { name: 'Eligible proportion of the population: value (%)' }),
    ).toHaveValue(10);
    expect(
      screen.getByRole('spinbutton', { name: 'Equipment (one-off, year 1): value' }),
    ).toHaveValue(12000);
    expect(screen.getByDisplayValue('High uptake')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('saves a new analysis with the inputs, not the original’s id, version or stamps', async () => {
    const router = open();
    await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the analysis');
    expect(router.state.location.pathname).toBe('/budget-impact/bia-2');

    expect(writes().map((c) => c.op)).toEqual(['budgetImpacts.create']);
    const { fields } = writes()[0]!.input as { fields: Record<string, unknown> };
    const { id, version, technologyName, targets, totals, ...stamped } = original;
    const { createdAt, createdBy, updatedAt, updatedBy, ...inputs } = stamped;
    expect(fields).toEqual({ ...inputs, title: 'Tele-ultrasound, north (copy)' });
  });
});
