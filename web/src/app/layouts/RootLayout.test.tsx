import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const tracked: Array<[string, string]> = [];
vi.mock('../../lib/firebase', () => ({
  trackPageView: (path: string, title: string) => {
    tracked.push([path, title]);
    return Promise.resolve();
  },
}));

const { default: RootLayout } = await import('./RootLayout');

describe('RootLayout', () => {
  it('scrolls to the top, sets the title and tracks a page view on every navigation', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/a', handle: { title: 'Page A' }, element: <Link to="/b">to b</Link> },
            { path: '/b', handle: { title: 'Page B' }, element: <Link to="/b">again</Link> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Page A · HTA Hub');
    await userEvent.click(screen.getByText('to b'));
    expect(document.title).toBe('Page B · HTA Hub');
    await userEvent.click(screen.getByText('again'));
    expect(tracked).toEqual([
      ['/a', 'Page A'],
      ['/b', 'Page B'],
      ['/b', 'Page B'],
    ]);
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
