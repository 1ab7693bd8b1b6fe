// A page whose code cannot load — opened for the first time offline with no service worker to
// serve it (Vite's dev server registers none; neither has a first visit before the worker
// installed) — says so inside the app: the shell stays, and the page opens once back online.
// Service workers stay blocked here (playwright.config.ts), as on the dev server.
import { expect, stateFile, test } from './support.js';

test.use({ storageState: stateFile('staff') });

test('a page whose code cannot load offline says, inside the app, that it is not available offline yet', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  // Home settled: what it loads itself (posts' Markdown) has come while online.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await context.setOffline(true);
  await nav.getByRole('link', { name: 'Facilities' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'not available offline yet' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Facilities' })).toBeVisible();
  // Inside the app: the navigation is still there, and no browser error text is shown.
  await expect(nav).toBeVisible();
  await expect(page.getByText(/dynamically imported module/i)).toHaveCount(0);
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeDisabled();

  // Back online, the notice offers the page again (a reload), and it opens.
  await context.setOffline(false);
  await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Facilities', level: 1 })).toBeVisible();
  await expect(nav).toBeVisible();
});
