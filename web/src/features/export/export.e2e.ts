// Exporting a list as people do: filtered on screen, then Export → a file with those rows.
import { readFile } from 'node:fs/promises';

import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../../../../tests/support/session.js';
import { expect, STAFF, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('a filtered community list exports as CSV with the rows the list shows', async ({ page }) => {
  await page.goto('/site?f.type=City');
  const communities = page.getByRole('table', { name: /Communities/ });
  await expect(communities.getByRole('cell', { name: 'Regina', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^communities-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toContain('Population 2021');
  // As many as the list holds (17 census subdivisions of type City, and any a test added).
  const cities = await callApi<{ total: number }>(
    'communities.list',
    { filters: { type: 'City' } },
    await apiSignIn(STAFF, DEMO_PASSWORD),
  );
  expect(cities.result!.total).toBeGreaterThanOrEqual(17);
  expect(lines).toHaveLength(1 + cities.result!.total);
  expect(lines.every((l, i) => i === 0 || l.includes(',City,'))).toBe(true);
  await expect(page.getByText('The community list was exported.')).toBeVisible();
});

test('the Export data page lists what the person may export', async ({ page }) => {
  await page.goto('/export');
  const table = page.getByRole('table', { name: 'Lists to export' });
  await expect(table.getByRole('row', { name: /Communities/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Needs assessments/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await table
    .getByRole('row', { name: /Vendors/ })
    .getByRole('button', { name: 'Export' })
    .click();
  await page.getByRole('menuitem', { name: /^JSON/ }).click();
  const rows = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as unknown[];
  expect(rows.length).toBeGreaterThan(1);
});
