import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '../../lib/session';
import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import { absolutePath, routeTable } from '../routeTable';
import { AppShell } from './AppShell';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

// jsdom has no wide screen: the menu opens as on a phone.
async function menu() {
  renderRoutes([{ path: '*', element: <AppShell>page</AppShell> }], '/home');
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
}

describe('the navigation menu', { timeout: PAGE_TEST_TIMEOUT }, () => {
  afterEach(() => {
    authStore.logout();
    api.reset();
  });

  it('offers staff only pages they can use: no data import, no administration', async () => {
    signInAs('staff');
    const links = await menu();
    expect(links).toEqual(expect.arrayContaining(['/home', '/site', '/export', '/feedback']));
    expect(links).not.toContain('/seed');
    for (const path of links) {
      const entry = routeTable.find((e) => absolutePath(e) === path);
      expect(entry?.access, path ?? '').not.toBe('admin');
    }
  });

  it('offers administrators the administration pages and data import', async () => {
    signInAs('admin');
    expect(await menu()).toEqual(
      expect.arrayContaining(['/seed', '/admin/users', '/admin/echo', '/admin/settings']),
    );
  });

  it('offers visitors the open pages only', async () => {
    authStore.logout();
    const links = await menu();
    expect(links).toEqual(expect.arrayContaining(['/vendors/', '/clinical-needs/', '/about']));
    expect(links).not.toContain('/site');
    expect(links).not.toContain('/seed');
  });
});
