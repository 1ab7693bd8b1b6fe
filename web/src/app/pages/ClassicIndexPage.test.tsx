import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { authStore } from '../../lib/session';
import { isBuilt, routeTable } from '../routeTable';
import ClassicIndexPage from './ClassicIndexPage';

function show() {
  const router = createMemoryRouter([{ path: '/old', element: <ClassicIndexPage /> }], {
    initialEntries: ['/old'],
  });
  render(<RouterProvider router={router} />);
}

const linked = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));
const title = (path: string) => routeTable.find((e) => `/${e.path.replace(/^\//, '')}` === path);

describe('the classic index', () => {
  afterEach(() => authStore.logout());

  it('links every section that exists and the person may open, and no page not built yet', () => {
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
    expect(links).toEqual(expect.arrayContaining(['/site', '/pathways', '/fee-gen', '/export']));
    // Not built yet (issue 13's pages): left out.
    expect(isBuilt(title('/sag')!)).toBe(false);
    expect(links).not.toContain('/sag');
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
