import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { lazyComponent } from '../app/lazyComponent';
import { PageLoader } from './PageLoader';

const notFetched = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/X.js'),
  );

function appWith(lazyPage: () => Promise<never>) {
  return createMemoryRouter(
    [
      {
        errorElement: <PageLoader error />,
        element: (
          <div>
            <nav aria-label="Main">
              <Link to="/facilities">Facilities</Link>
            </nav>
            <Outlet />
          </div>
        ),
        children: [
          { path: '/home', handle: { title: 'Home' }, element: <h1>Home</h1> },
          {
            path: '/facilities',
            handle: { title: 'Facilities' },
            errorElement: <PageLoader error />,
            lazy: () => lazyComponent(lazyPage),
          },
        ],
      },
    ],
    { initialEntries: ['/facilities'] },
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('a page whose code cannot load', () => {
  it('says inside the app, offline, that it is not available offline yet', async () => {
    setOnline(false);
    render(<RouterProvider router={appWith(notFetched)} />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('not available offline yet');
    expect(screen.getByRole('heading', { name: 'Facilities' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true);
    setOnline(true);
    expect(
      (await screen.findByRole('button', { name: 'Try again' })).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('online, says it could not be loaded and offers to try again', async () => {
    setOnline(true);
    render(<RouterProvider router={appWith(notFetched)} />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('could not be loaded');
  });
});
