import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import AssessmentFormPage from './AssessmentFormPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const pearl = {
  propriety: true,
  economics: true,
  acceptability: true,
  resources: true,
  legality: true,
};
const need = (needId: string, size: number) => ({
  needId,
  pearl,
  note: null,
  ratings: [{ assessor: 'Ana', scores: { size, seriousness: 10, effectiveness: 6 } }],
});
const assessment = {
  id: 'na1',
  version: 2,
  title: 'La Ronge 2026',
  communityId: null,
  communityName: null,
  facilityId: 'f1',
  facilityName: 'La Ronge Health Centre',
  date: '2026-03-01',
  method: 'hanlon',
  assessors: ['Ana'],
  needs: [need('n1', 4), need('n2', 8)],
  needTitles: { n1: 'Diabetes follow-up', n2: 'Mental health' },
  status: 'draft',
  dataNotes: null,
  notes: null,
  revisions: [],
};

describe('the needs assessment form', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('needsAssessments.get', () => ({ needsAssessment: assessment }) as never);
    for (const op of ['communities.list', 'facilities.list', 'clinicalNeeds.list'] as const)
      api.answer(op, () => ({ items: [], nextCursor: null }) as never);
  });

  it('ranks only valid scores in the preview and says which it left out', async () => {
    renderRoutes(
      [{ path: '/clinical-needs-assessment/:id/edit', element: <AssessmentFormPage /> }],
      '/clinical-needs-assessment/na1/edit',
    );
    const preview = () => screen.getByRole('table', { name: 'Ranking preview' });
    await screen.findByRole('table', { name: 'Ranking preview' });
    // Mental health (size 8) ranks first.
    expect(within(preview()).getAllByRole('row')[1]).toHaveTextContent('Mental health');

    const sizes = screen.getAllByRole('spinbutton', { name: 'A · Size of the problem, Ana' });
    await userEvent.clear(sizes[0]!);
    await userEvent.type(sizes[0]!, '40');
    await userEvent.tab();
    expect(await screen.findByText('From 0 to 10.')).toBeInTheDocument();

    // 40 is out of range: Diabetes follow-up is not ranked on it, and the preview says so.
    const rows = within(preview()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Mental health');
    expect(screen.queryByText(/40 \+ 10/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /Left out of the preview until corrected: Diabetes follow-up — A · Size of the problem by Ana \(40; from 0 to 10\)/,
      ),
    ).toBeInTheDocument();
  });

  it('sizes the problem from a health indicator chosen as its measure, with its source', async () => {
    api.answer(
      'needsAssessments.get',
      () =>
        ({
          needsAssessment: {
            ...assessment,
            communityId: 'c1',
            communityName: 'La Ronge',
            needs: [{ ...need('n1', 4), ratings: [{ assessor: 'Ana', scores: {} }] }],
          },
        }) as never,
    );
    api.answer(
      'communities.get',
      () =>
        ({
          community: { id: 'c1', name: 'La Ronge', population2021: 2743, remotenessIndex: 0.5 },
        }) as never,
    );
    api.answer('clinicalNeeds.get', () => ({ need: { id: 'n1', peopleAffected: null } }) as never);
    api.answer(
      'epi.subjects',
      () =>
        ({
          items: [
            {
              id: 'cif-3.14.1',
              kind: 'indicator',
              name: 'Adults who smoke',
              measures: ['value'],
              unit: 'Percent',
              period: 'year',
              geographyLevel: 'province',
              breakdowns: ['Total'],
              sources: [{ citation: 'StatCan 13-10-0096-01', licence: '', attribution: '' }],
              caveats: [],
              latest: {
                period: '2022',
                value: 14.6,
                geography: 'Saskatchewan',
                measure: 'Percent',
              },
              sparkline: [],
            },
          ],
        }) as never,
    );
    renderRoutes(
      [{ path: '/clinical-needs-assessment/:id/edit', element: <AssessmentFormPage /> }],
      '/clinical-needs-assessment/na1/edit',
    );
    // Without people affected, no size is suggested from the community's population.
    expect(await screen.findByText(/size — \(give the need/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('combobox', { name: 'Measure of the problem (for its size)' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Adults who smoke (14.6 %)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suggest from community data' }));
    // 14.6 % is in Hanlon's 10–24.9 % band, below its middle on a log scale (√(10 × 25) = 15.8): 7.
    expect(screen.getByRole('spinbutton', { name: 'A · Size of the problem, Ana' })).toHaveValue(7);
    expect(screen.getByRole('textbox', { name: 'Where pre-filled scores came from' })).toHaveValue(
      "Size 7: Adults who smoke: 14.6 % (Saskatchewan, 2022; StatCan 13-10-0096-01); Hanlon's size table.\n" +
        'Inequity 5: Index of Remoteness 0.5 (Statistics Canada).',
    );
  });
});
