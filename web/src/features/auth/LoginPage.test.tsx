import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PreloadPage } from '../../app/preload';
import LoginPage from './LoginPage';

// The Firebase SDK is the edge here: the sign-in call is replaced, the page is real.
const calls: Array<[string, string]> = [];
let outcome: () => Promise<void> = () => Promise.resolve();
vi.mock('../../lib/firebase', () => ({
  signIn: (email: string, password: string) => {
    calls.push([email, password]);
    return outcome();
  },
  sendPasswordReset: () => Promise.resolve(),
}));

function renderAt(from?: string, preload: (path: string) => void = () => undefined) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [from ? `/login?from=${encodeURIComponent(from)}` : '/login'] },
  );
  render(
    <PreloadPage.Provider value={preload}>
      <RouterProvider router={router} />
    </PreloadPage.Provider>,
  );
  return router;
}

describe('LoginPage', () => {
  beforeEach(() => {
    calls.length = 0;
    outcome = () => Promise.resolve();
  });

  it('checks the fields before calling the server', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says clearly why sign-in failed', async () => {
    outcome = () =>
      Promise.reject(
        Object.assign(new Error('Firebase: disabled'), { code: 'auth/user-disabled' }),
      );
    renderAt();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'sam@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled');
  });

  it('returns the person to where they were going', async () => {
    const router = renderAt('/site2/4711');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'sam@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret{Enter}');
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site2/4711');
    expect(calls).toEqual([['sam@example.org', 'secret']]);
  });

  it('has the next page loaded while the credentials are being checked', async () => {
    let checked: () => void = () => undefined;
    outcome = () =>
      new Promise<void>((resolve) => {
        checked = resolve;
      });
    const preloaded: string[] = [];
    renderAt('/site2/4711', (path) => preloaded.push(path));
    await userEvent.type(screen.getByLabelText(/E-mail/), 'sam@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret{Enter}');
    // Asked for as the credentials left, before Firebase Auth has answered.
    expect(calls).toHaveLength(1);
    expect(preloaded).toEqual(['/site2/4711']);
    checked();
    expect(await screen.findByText('landed')).toBeInTheDocument();
  });

  it('preloads nothing when the fields are not filled in', async () => {
    const preloaded: string[] = [];
    renderAt(undefined, (path) => preloaded.push(path));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(preloaded).toEqual([]);
  });
});

describe('returnPath', () => {
  it('accepts same-site paths only, never back to /login', async () => {
    const { returnPath } = await import('./LoginPage');
    expect(returnPath('/site2/1')).toBe('/site2/1');
    expect(returnPath('//evil.example')).toBe('/home');
    expect(returnPath('https://evil.example')).toBe('/home');
    expect(returnPath('/login')).toBe('/home');
    expect(returnPath(null)).toBe('/home');
  });
});
