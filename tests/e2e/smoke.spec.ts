import { expect, test } from '@playwright/test';

test('the app loads and shows its sign-in page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to HTA Hub' })).toBeVisible();
  await expect(page.getByLabel(/E-mail/)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(errors).toEqual([]);
});
