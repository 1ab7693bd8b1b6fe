import { expect, test } from './support.js';

test('the app loads and shows its sign-in page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // `/` needs login: a visitor is sent to sign in.
  await expect(page).toHaveURL(/\/login\?from=%2F$/);
  await expect(page.getByRole('heading', { name: 'Sign in to HTA Hub' })).toBeVisible();
  await expect(page.getByLabel(/E-mail/)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(errors).toEqual([]);
});
