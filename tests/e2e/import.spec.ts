// An import as an administrator runs one: a CSV chosen, its columns mapped, the check read (a bad
// row refused), the valid rows imported; the new community is then in the app.
import { ADMIN, expect, signIn, test } from './support.js';

test('an administrator imports communities from CSV, leaving a refused row out', async ({
  page,
}) => {
  const uid = `4797${Date.now().toString().slice(-3)}`;
  const name = `Imported Lake ${uid}`;
  const csv = [
    'CSD,Community,Kind,Population 2021,Note',
    `${uid},${name},Northern hamlet,88,from the old system`,
    '4797999,Broken Row,Megacity,many,',
  ].join('\n');
  await signIn(page, ADMIN);
  await page.goto('/seed');
  await page.getByLabel('File to import').setInputFiles({
    name: 'old-system.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('old-system.csv: 2 rows, 5 columns.')).toBeVisible();

  const mapping = page.getByRole('region', { name: 'Column mapping' });
  const map = async (field: string | RegExp, column: string) => {
    await mapping.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: column, exact: true }).click();
  };
  await map(/^csdUid$/, 'CSD');
  await map(/^name$/, 'Community');
  await map(/^type$/, 'Kind');
  await map(/^population2021$/, 'Population 2021');
  await expect(mapping).toContainText('Columns not imported: Note.');
  await page.getByRole('button', { name: 'Check the rows' }).click();

  const check = page.getByRole('region', { name: 'Check' });
  await expect(check).toContainText('1 create · 0 update · 0 unchanged · 1 refused');
  await expect(check.getByRole('row', { name: /4797999/ })).toContainText('type:');
  const importButton = check.getByRole('button', { name: /^Import 1 rows/ });
  await expect(importButton).toBeDisabled();
  await check.getByLabel(/Import the valid rows only/).check();
  await importButton.click();
  await expect(
    page.getByText(/Imported: 1 created, 0 updated, 0 unchanged, 1 refused rows left out/),
  ).toBeVisible();

  await page.goto(`/site2/${uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
