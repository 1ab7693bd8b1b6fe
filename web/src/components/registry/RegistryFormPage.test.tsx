import { act, cleanup, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import CommunityFormPage from '../../features/communities/CommunityFormPage';
import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const community = {
  id: '4706027',
  version: 3,
  name: 'Regina',
  type: 'City',
  csdUid: '4706027',
  censusDivisionUid: null,
  censusDivisionName: null,
  population2021: 226404,
  contacts: [],
};

// A registry form page (the community's stands for all of them), with a link away from it.
function open(at: string) {
  return renderRoutes(
    [
      {
        path: '/addsite',
        element: (
          <>
            <Link to="/site">Communities</Link>
            <CommunityFormPage />
          </>
        ),
      },
      {
        path: '/editsite/:id',
        element: (
          <>
            <Link to="/site">Communities</Link>
            <CommunityFormPage />
          </>
        ),
      },
      { path: '/site', element: <p>the list</p> },
      { path: '/site2/:id', element: <p>the profile</p> },
    ],
    at,
  );
}

describe('a registry form', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
    api.answer('communities.get', () => ({ community }) as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('left untouched, lets the person leave without asking and shows no error', async () => {
    const router = open('/addsite');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    // The name field has the focus; clicking elsewhere is not "touching" it.
    expect(name).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Communities' }));
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site');
  });

  it('left untouched when editing, lets the person leave without asking', async () => {
    const router = open('/editsite/4706027');
    await screen.findByDisplayValue('Regina');
    await userEvent.click(screen.getByRole('link', { name: 'Communities' }));
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site');
  });

  it('asks before leaving once something changed, and not after changing it back', async () => {
    const router = open('/addsite');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Stony Rapids');
    await userEvent.click(screen.getByRole('link', { name: 'Communities' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Leave without saving?'));
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('link', { name: 'Communities' }));
    expect(router.state.location.pathname).toBe('/site');
  });

  it('shows a field’s error once the person changed and left it, or tried to save', async () => {
    open('/addsite');
    const uid = await screen.findByRole('textbox', { name: /Census subdivision uid/ });
    await userEvent.type(uid, '12');
    expect(screen.queryByText(/7 digits/i, { selector: '.Mui-error' })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(/7 digits/i, { selector: '.Mui-error' })).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.op === 'communities.create')).toEqual([]);
    await act(() => Promise.resolve());
  });

  it('keeps what was typed in this browser and offers it back after a closed tab', async () => {
    localStorage.clear();
    open('/editsite/4706027');
    const name = await screen.findByDisplayValue('Regina');
    await userEvent.clear(name);
    await userEvent.type(name, 'Regina (typed)');
    cleanup(); // the tab is closed, nothing saved

    open('/editsite/4706027');
    await screen.findByDisplayValue('Regina');
    expect(screen.getByText(/This browser holds changes to this community/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByDisplayValue('Regina (typed)')).toBeInTheDocument();
    expect(screen.queryByText(/This browser holds changes/)).not.toBeInTheDocument();

    // Saved, the copy is gone: the form opens again without the offer.
    api.answer('communities.update', () => ({ community: { ...community, version: 4 } }) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the profile');
    cleanup();
    open('/editsite/4706027');
    await screen.findByDisplayValue('Regina');
    expect(screen.queryByText(/This browser holds changes/)).not.toBeInTheDocument();
  });
});
