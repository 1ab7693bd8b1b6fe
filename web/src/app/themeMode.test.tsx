import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '../lib/session';
import { PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../test/pages';
import { UserMenu } from './shell/UserMenu';
import { useThemeMode } from './themeMode';

vi.mock('../lib/firebase', async () => (await import('../test/fakeFirebase')).fakeFirebase);

/** The system's colour scheme, as prefers-color-scheme reports it; changes are announced. */
const system = {
  dark: false,
  listeners: new Set<() => void>(),
  set(dark: boolean) {
    system.dark = dark;
    for (const l of system.listeners) l();
  },
};

function Shown() {
  const { mode } = useThemeMode();
  return <p>shown in {mode}</p>;
}

function show() {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <UserMenu />
            <Shown />
          </>
        ),
      },
    ],
    '/home',
  );
}

async function choose(name: 'Light theme' | 'Dark theme' | 'Theme of the system') {
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  await userEvent.click(screen.getByRole('menuitemradio', { name }));
}

describe('the colour theme', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    localStorage.clear();
    system.dark = false;
    system.listeners.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('prefers-color-scheme: dark') && system.dark;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => system.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => system.listeners.delete(l),
      addListener: (l: () => void) => system.listeners.add(l),
      removeListener: (l: () => void) => system.listeners.delete(l),
      onchange: null,
      dispatchEvent: () => true,
    }));
    signInAs('staff');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.logout();
  });

  it('follows the system by default, also when it changes', async () => {
    system.dark = true;
    show();
    expect(await screen.findByText('shown in dark')).toBeInTheDocument();
    system.set(false);
    expect(await screen.findByText('shown in light')).toBeInTheDocument();
  });

  it('is chosen in the account menu — light, dark or the system’s — and remembered', async () => {
    show();
    await choose('Dark theme');
    expect(await screen.findByText('shown in dark')).toBeInTheDocument();
    expect(localStorage.getItem('hta.themeMode')).toBe('dark');
    // The choice holds whatever the system does.
    system.set(false);
    expect(screen.getByText('shown in dark')).toBeInTheDocument();
    await choose('Theme of the system');
    expect(await screen.findByText('shown in light')).toBeInTheDocument();
    system.set(true);
    expect(await screen.findByText('shown in dark')).toBeInTheDocument();
    await choose('Light theme');
    expect(await screen.findByText('shown in light')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menuitemradio', { name: 'Light theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('remembers the choice from an earlier visit', async () => {
    localStorage.setItem('hta.themeMode', 'dark');
    show();
    expect(await screen.findByText('shown in dark')).toBeInTheDocument();
  });
});
