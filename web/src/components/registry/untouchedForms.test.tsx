// A new record's form left untouched lets the person leave without asking, on the forms whose
// inputs fill in values of their own (nested judgements, lists of rows, chosen defaults).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import EvidenceProfileFormPage from '../../features/evidenceProfiles/EvidenceProfileFormPage';
import FacilityFormPage from '../../features/facilities/FacilityFormPage';
import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

function open(page: ReactNode) {
  return renderRoutes(
    [
      {
        path: '/new',
        element: (
          <>
            <Link to="/list">The list</Link>
            {page}
          </>
        ),
      },
      { path: '/list', element: <p>the list</p> },
    ],
    '/new',
  );
}

describe('an untouched new form', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a facility', <FacilityFormPage key="f" />, /^Name/],
    ['an evidence profile', <EvidenceProfileFormPage key="e" />, /^Question/],
  ])('of %s is left without asking', async (_, page, first) => {
    const router = open(page);
    await screen.findByRole('textbox', { name: first });
    await userEvent.click(screen.getByRole('link', { name: 'The list' }));
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });
});
