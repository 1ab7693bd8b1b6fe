// An import as an administrator runs one: a CSV chosen, its columns mapped, the check read (a bad
// row refused), the valid rows imported; the new community is then in the app.
import { IMPORT_CHUNK } from '../../../../functions/src/contract/index.js';
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as an admin from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('admin') });

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
  // The reasons name the column, the value, what is wrong and what is allowed.
  const refused = check.getByRole('row', { name: /4797999/ });
  await expect(refused).toContainText(
    'type (column “Kind”): “Megacity” is not a community type; allowed: City, Town, Village,',
  );
  await expect(refused).toContainText(
    'population2021 (column “Population 2021”): “many” is not a number; enter a whole number from 0 to 100,000,000.',
  );
  const importButton = check.getByRole('button', { name: /^Import 1 row$/ });
  await expect(importButton).toBeDisabled();
  await check.getByLabel(/Import the valid rows only/).check();
  await importButton.click();
  await expect(
    page.getByText(/Imported: 1 created, 0 updated, 0 unchanged, 1 refused row left out/),
  ).toBeVisible();

  await page.goto(`/site2/${uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('an administrator imports indicator values, stops part way, and goes on where it stopped', async ({
  page,
}) => {
  const code = `e2e-stop-${Date.now().toString().slice(-6)}`;
  // 1,000 values (10 chunks): two places × five breakdowns × a hundred years.
  const lines = ['indicator_code,indicator_name,geography,breakdown,year,value,unit,source'];
  for (const place of ['Saskatchewan', 'Canada'])
    for (const b of [1, 2, 3, 4, 5])
      for (let year = 1926; year < 2026; year++)
        lines.push(
          `${code},Stop test,${place},Group ${b},${year},${(year % 50) + b},Percent,Hub test file`,
        );
  // Each chunk takes most of a second to come back, so Stop lands while one is being written.
  await page.route(/\/api$/, async (route) => {
    if (route.request().postData()?.includes('"imports.write"'))
      await new Promise((r) => setTimeout(r, 700));
    await route.fallback();
  });
  await page.goto('/seed');
  await page.getByRole('combobox', { name: 'Import' }).click();
  await page.getByRole('option', { name: 'Indicator values' }).click();
  const choose = () =>
    page.getByLabel('File to import').setInputFiles({
      name: 'values.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
  await choose();
  await expect(page.getByText('values.csv: 1,000 rows, 8 columns.')).toBeVisible();
  // The columns are named as the fields: the mapping guesses itself.
  const mapping = page.getByRole('region', { name: 'Column mapping' });
  await expect(mapping.getByRole('combobox', { name: 'indicatorCode' })).toHaveText(
    'indicator_code',
  );
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const check = page.getByRole('region', { name: 'Check' });
  await expect(check).toContainText('1,000 create · 0 update · 0 unchanged · 0 refused');

  await check.getByRole('button', { name: 'Import 1,000 rows' }).click();
  await page.getByRole('button', { name: 'Stop after this chunk' }).click();
  const stopped = page.getByText(/^Stopped: \d+ created/);
  await expect(stopped).toBeVisible();
  const written = Number(/Stopped: (\d+) created/.exec((await stopped.textContent()) ?? '')![1]);
  // Whole chunks only, and not all of them.
  expect(written % IMPORT_CHUNK).toBe(0);
  expect(written).toBeGreaterThan(0);
  expect(written).toBeLessThan(1000);

  // Checked again, the rows written show as unchanged; importing again finishes the file.
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(check).toContainText(
    `${(1000 - written).toLocaleString('en-CA')} create · 0 update · ${written} unchanged · 0 refused`,
  );
  await check
    .getByRole('button', { name: `Import ${(1000 - written).toLocaleString('en-CA')} rows` })
    .click();
  await expect(
    page.getByText(`Imported: ${1000 - written} created, 0 updated, ${written} unchanged.`),
  ).toBeVisible({ timeout: 20_000 });

  // The import is a recent change on the home page, linked to the indicator…
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Stop test' }).first()).toHaveAttribute(
    'href',
    `/disease/${code}`,
  );
  // …which is in the app, with its values.
  await page.goto('/epi');
  await page.getByRole('link', { name: 'Stop test' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop test');
  await expect(
    page.getByText('Includes values imported from values.csv', { exact: false }),
  ).toBeVisible();
});
