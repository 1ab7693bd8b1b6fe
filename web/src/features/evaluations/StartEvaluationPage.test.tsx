import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_QUESTION_SETS } from '@hta/functions/contract';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import StartEvaluationPage from './StartEvaluationPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

describe('starting an evaluation', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('mastQuestions.get', () => ({ value: DEFAULT_QUESTION_SETS }) as never);
    api.answer(
      'technologies.get',
      () => ({ technology: { id: 't1', name: 'Tele-ultrasound' } }) as never,
    );
    for (const op of ['technologies.list', 'communities.list', 'facilities.list'] as const)
      api.answer(op, () => ({ items: [], nextCursor: null }) as never);
    api.answer(
      'evaluations.create',
      ({ fields }) =>
        ({
          evaluation: { ...fields, id: 'ev1', version: 1 },
        }) as never,
    );
  });

  it('puts the draft in place of the start form: Back goes where the person came from', async () => {
    const router = renderRoutes(
      [
        { path: '/technology/:id', element: <p>the technology</p> },
        { path: '/technology-evaluation/submit', element: <StartEvaluationPage /> },
        { path: '/technology-evaluation/:id/edit', element: <p>the draft</p> },
      ],
      '/technology/t1',
    );
    await act(() => router.navigate('/technology-evaluation/submit?technologyId=t1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Start the evaluation' }));
    expect(await screen.findByText('the draft')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/technology-evaluation/ev1/edit');
    expect(api.calls.filter((c) => c.op === 'evaluations.create')).toHaveLength(1);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/technology/t1');
  });
});
