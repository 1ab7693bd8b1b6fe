import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { authStore } from '../../lib/session';
import { navigation } from '../shell/navigation';
import ClassicIndexPage from './ClassicIndexPage';

function show() {
  // As the classic layout gives it: the navigation in its outlet's context.
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={navigation} />,
        children: [{ path: '/old', element: <ClassicIndexPage /> }],
      },
    ],
    { initialEntries: ['/old'] },
  );
  render(<RouterProvider router={router} />);
}

const linked = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('the classic index', () => {
  afterEach(() => authStore.logout());

  it('links every section the person may open, and not administration', () => {
    authStore.login(
      't',
      { uid: 'u', email: 'staff@hta.test', displayName: 'Staff' },
      {
        admin: false,
        staff: true,
      },
    );
    show();
    const links = linked();
    expect(links).toEqual(
      expect.arrayContaining(['/site', '/pathways', '/fee-gen', '/export', '/sag', '/ultrasound']),
    );
    // Administration is not theirs.
    expect(links).not.toContain('/admin/users');
  });

  it('shows visitors the open sections only', () => {
    authStore.logout();
    show();
    expect(linked()).toEqual(expect.arrayContaining(['/vendors/', '/clinical-needs/', '/about']));
    expect(linked()).not.toContain('/site');
  });
});
