// A fee estimate as staff build one: lines × quantities, totals previewed then saved, exported.
import { readFile } from 'node:fs/promises';

import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('staff build an estimate, see its total, save it and download it as CSV', async ({ page }) => {
  const title = `Telephone follow-up ${Date.now().toString(36)}`;
  await page.goto('/fee-gen');
  await page.getByRole('button', { name: 'New estimate' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel(/^Period from/).fill('2020-06-01');
  await page.getByLabel(/^Period to/).fill('2020-12-31');
  await page.getByRole('combobox', { name: 'Service, line 1' }).click();
  await page.getByRole('option', { name: /^510A/ }).click();
  await page.getByRole('spinbutton', { name: 'Quantity, line 1' }).fill('12');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByRole('combobox', { name: 'Service, line 2' }).click();
  await page.getByRole('option', { name: /^515A/ }).click();
  await page.getByRole('spinbutton', { name: 'Quantity, line 2' }).fill('3');
  const preview = page.getByRole('table', { name: 'Estimate preview' });
  await expect(preview.getByRole('row', { name: /Total/ })).toContainText('$525.00');
  await page.getByRole('button', { name: 'Save estimate' }).click();

  const saved = page.getByRole('table', { name: 'Estimate', exact: true });
  await expect(saved.getByRole('row', { name: /Total/ })).toContainText('$525.00');
  await expect(page.getByText(/2 lines use fees not yet verified/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved estimates' })).toContainText(title);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv).toContain(
    '510A,Telephone assessment (pandemic virtual care code),per assessment,35.00,12,420.00',
  );
  expect(csv).toContain('Total,,,,,525.00');
});
