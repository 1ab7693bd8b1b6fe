// The included records on a question's page: each with its library study once added; a design to
// choose for the others, none sent until each is chosen; the server's refusal in its own words.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { IncludedRecord } from '@hta/functions/contract';

import type { ProfileOf } from '../../lib/registries';
import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import IncludedStudies from './IncludedStudies';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

// The panel reads only the question's id from its page's profile.
const profile = { question: { id: 'q1' } } as unknown as ProfileOf<'questions'>;

const record = (id: string, title: string) => ({
  id,
  searchId: 's1',
  title,
  authors: ['Walker AB'],
  year: 2024,
  doi: `10.5555/${id}`,
  journal: 'J Rural Health',
  abstract: null,
});

const included: IncludedRecord[] = [
  {
    record: record('r1', 'Trial one'),
    study: { id: 'st1', title: 'Trial one', design: 'RCT', page: '/study/st1' },
    match: null,
  },
  {
    record: record('r2', 'Trial two'),
    study: null,
    match: { id: 'st9', title: 'Trial two, as held', page: '/study/st9' },
  },
  { record: record('r3', 'Trial three'), study: null, match: null },
];

const render = () =>
  renderRoutes([{ path: '/q', element: <IncludedStudies profile={profile} /> }], '/q');

describe('the included studies panel', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
  });

  it('says when nothing is included yet', async () => {
    api.answer('screening.included', () => ({ records: [] }));
    render();
    expect(await screen.findByText(/No record is included at full text yet/)).toBeInTheDocument();
  });

  it('adds the records not in the library, each with the design chosen, once all are chosen', async () => {
    api.answer('screening.included', () => ({ records: included }));
    api.answer('screening.addToLibrary', () => ({
      studies: [
        {
          recordId: 'r2',
          outcome: 'linked',
          study: { id: 'st9', title: 'Trial two, as held', design: 'cohort', page: '/study/st9' },
        },
        {
          recordId: 'r3',
          outcome: 'created',
          study: { id: 'st3', title: 'Trial three', design: 'RCT', page: '/study/st3' },
        },
      ],
    }));
    const user = userEvent.setup();
    render();
    const one = await screen.findByRole('listitem', { name: 'Trial one' });
    expect(within(one).getByRole('link', { name: 'Trial one' })).toHaveAttribute(
      'href',
      '/study/st1',
    );
    expect(within(one).queryByRole('combobox')).toBeNull();
    const two = screen.getByRole('listitem', { name: 'Trial two' });
    expect(two).toHaveTextContent('The library holds this study: Trial two, as held');

    const add = screen.getByRole('button', { name: 'Add 2 to the study library' });
    await user.click(add);
    expect(await screen.findAllByText('Choose the study design.')).toHaveLength(2);
    expect(api.calls.some((c) => c.op === 'screening.addToLibrary')).toBe(false);

    for (const [name, design] of [
      ['Trial two', 'Cohort'],
      ['Trial three', 'RCT'],
    ] as const) {
      const item = screen.getByRole('listitem', { name });
      await user.click(within(item).getByRole('combobox', { name: /^Study design/ }));
      await user.click(await screen.findByRole('option', { name: design }));
    }
    await user.click(add);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Added to the library: 1 created, 1 linked to a study it already held.',
    );
    const sent = api.calls.find((c) => c.op === 'screening.addToLibrary')?.input;
    expect(sent).toMatchObject({
      questionId: 'q1',
      studies: [
        { recordId: 'r2', design: 'cohort' },
        { recordId: 'r3', design: 'RCT' },
      ],
      requestId: expect.any(String),
    });
  });

  it('shows the server’s refusal in its own words', async () => {
    api.answer('screening.included', () => ({ records: [included[2]!] }));
    api.answer('screening.addToLibrary', () =>
      Promise.reject(
        Object.assign(new Error('Only records included at full text may be added.'), {
          code: 'functions/failed-precondition',
        }),
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('combobox', { name: /^Study design/ }));
    await user.click(await screen.findByRole('option', { name: 'RCT' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 to the study library' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only records included at full text may be added.',
    );
  });
});
