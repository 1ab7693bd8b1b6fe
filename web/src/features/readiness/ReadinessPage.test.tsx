import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import ReadinessPage from './ReadinessPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const assessment = (id: string, gaps: number) => ({
  id,
  facilityId: 'f1',
  facilityName: `Facility ${id}`,
  assessedOn: '2026-03-01',
  scores: { overall: 3.5, level: 'partly ready', gaps, areas: [] },
});

describe('the readiness page', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer(
      'readinessAssessments.list',
      () =>
        ({
          items: [assessment('a1', 1), assessment('a2', 0), assessment('a3', 4)],
          nextCursor: null,
        }) as never,
    );
    api.answer('readinessItems.get', () => ({ value: {} }) as never);
    api.answer('facilities.list', () => ({ items: [], nextCursor: null }) as never);
  });

  it('counts gaps in words that agree with the number', async () => {
    renderRoutes([{ path: '/ffa', element: <ReadinessPage /> }], '/ffa');
    expect(await screen.findByText(/· 1 gap$/)).toBeInTheDocument();
    expect(screen.getByText(/· 0 gaps$/)).toBeInTheDocument();
    expect(screen.getByText(/· 4 gaps$/)).toBeInTheDocument();
    expect(screen.queryByText(/\b1 gaps\b/)).not.toBeInTheDocument();
  });
});
