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
});
