// The guard's rules in a real browser against the emulators, for a visitor, staff and an admin.
import { type Page } from '@playwright/test';

import { expect, signIn, STAFF, stateFile, test } from './support.js';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test.describe('a visitor', () => {
  test('is sent to sign in from a login route, and back there after signing in', async ({
    page,
  }) => {
    await page.goto('/site2/4706027');
    await expect(page).toHaveURL(/\/login\?from=%2Fsite2%2F4706027$/);
    await expect(heading(page, 'Sign in to HTA Hub')).toBeVisible();
    await page.getByLabel(/E-mail/).fill(STAFF);
    await page.getByLabel(/Password/).fill('hta-demo-2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/site2\/4706027$/);
  });

  test('is sent to sign in from an admin route', async ({ page }) => {
    await page.goto('/post/create');
    await expect(page).toHaveURL(/\/login\?from=%2Fpost%2Fcreate$/);
  });

  test('sees the sign-in page at /login', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page, 'Sign in to HTA Hub')).toBeVisible();
  });

  test('opens the open routes without signing in', async ({ page }) => {
    await page.goto('/vendors/');
    await expect(page).toHaveURL(/\/vendors\/$/);
    await expect(heading(page, 'Vendors')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('gets the not-found page on an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(heading(page, 'Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('sees a wrong password explained', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/E-mail/).fill(STAFF);
    await page.getByLabel(/Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('do not match');
  });
});

// Signed in from the sessions auth.setup.ts saved: signing in through the page is the visitor's
// first test, and did not need repeating before each of these.
test.describe('staff', () => {
  test.use({ storageState: stateFile('staff') });

  test('opens login routes', async ({ page }) => {
    await page.goto('/home');
    await expect(heading(page, /Welcome/)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Communities' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  });

  test('is sent to /whats-new from an admin route, and told why', async ({ page }) => {
    await page.goto('/post/create');
    await expect(page).toHaveURL(/\/whats-new$/);
    await expect(page.getByText('That page is for the hub’s administrators')).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/whats-new$/);
    await expect(page.getByText('That page is for the hub’s administrators')).toBeVisible();
  });

  test('sees on /old only the sections they may open', async ({ page }) => {
    await page.goto('/old');
    await expect(page.getByRole('link', { name: 'Communities' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Echo settings' })).toHaveCount(0);
  });

  test('is sent home from /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('opens open routes and gets not-found on unknown paths', async ({ page }) => {
    await page.goto('/vendors/');
    await expect(heading(page, 'Vendors')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(heading(page, 'Page not found')).toBeVisible();
  });

  test('signs out from the user menu and is then a visitor', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?from=%2Fhome$/);
  });
});

test.describe('an admin', () => {
  test.use({ storageState: stateFile('admin') });

  test('opens admin routes', async ({ page }) => {
    await page.goto('/post/create');
    await expect(heading(page, 'New post')).toBeVisible();
    await page.goto('/admin/users');
    await expect(heading(page, 'Users')).toBeVisible();
    await expect(page.getByRole('row', { name: /staff@hta\.test/ })).toBeVisible();
    await expect(
      page.getByRole('row', { name: /admin@hta\.test/ }).getByText('Admin', { exact: true }),
    ).toBeVisible();
  });

  test('is sent home from /login, and opens login and open routes', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/vendors/');
    await expect(heading(page, 'Vendors')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(heading(page, 'Page not found')).toBeVisible();
  });

  test('invites a person from the Users page', async ({ page }) => {
    const email = `e2e-invite-${Date.now()}@hta.test`;
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite a person' }).click();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText('Enter a name.')).toBeVisible();
    await page.getByLabel(/Name/).fill('Invited In E2E');
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  });
});

test('the chosen theme is remembered', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/home');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark theme' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(heading(page, /Welcome/)).toBeVisible();
  expect(await background()).toBe(dark);
});
