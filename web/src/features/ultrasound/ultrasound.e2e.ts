// The tele-ultrasound log as staff keep it: a session logged, the totals and km avoided follow.
import type { Page } from '@playwright/test';

import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

const figure = async (page: Page, label: string) => {
  const text = await page
    .getByRole('group', { name: label, exact: true })
    .locator('p')
    .first()
    .innerText();
  return Number(text.replace(/[^\d.]/g, ''));
};

test('staff log an ultrasound session and see the totals change', async ({ page }) => {
  await page.goto('/ultrasound');
  const sessions = page.getByRole('group', { name: 'sessions', exact: true });
  await expect(sessions).toBeVisible();
  const before = await figure(page, 'sessions');
  const kmBefore = await figure(page, 'km of travel avoided');

  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a tele-ultrasound session' });
  await dialog
    .getByRole('combobox', { name: /Facility where the scan was done/ })
    .fill('Buffalo Narrows');
  await page.getByRole('option', { name: 'Buffalo Narrows Clinic' }).click();
  await dialog.getByRole('combobox', { name: 'Exam' }).click();
  await page.getByRole('option', { name: 'Abdominal' }).click();
  await dialog.getByRole('button', { name: 'Log session' }).click();
  await expect(dialog).toBeHidden();

  // The server found the nearest other hospital (Île-à-la-Crosse) and counted the round trip.
  await expect.poll(() => figure(page, 'sessions')).toBe(before + 1);
  await expect.poll(() => figure(page, 'km of travel avoided')).toBeCloseTo(kmBefore + 117.7, 1);
  const row = page.getByRole('row', { name: /Buffalo Narrows Clinic.*abdominal/ }).first();
  await expect(row).toContainText('117.7');

  // Opened again, the session says where the patient would have gone.
  await row.click();
  await expect(page.getByRole('dialog')).toContainText(/117\.7 km round trip to ST\. JOSEPH/);
});
