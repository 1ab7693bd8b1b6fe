import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'hta-demo-2026';
export const STAFF = 'staff@hta.test';
export const ADMIN = 'admin@hta.test';

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, from?: string) {
  await page.goto(from ? `/login?from=${encodeURIComponent(from)}` : '/login');
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
