// A budget impact analysis started from a copy of the demo's: saved, it is a new analysis with
// the same inputs (so the same net total for the same communities), and the original is as it was.
import { demoAnalysis } from '../../../../functions/src/features/budgetImpact/demo.js';
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

test.use({ storageState: stateFile('staff') });

test('an analysis started from a copy is saved as a new one, the original untouched', async ({
  page,
}) => {
  const original = `/budget-impact/${demoAnalysis.id}`;
  const title = demoAnalysis.fields.title;
  await page.goto(original);
  const net = await page.getByTestId('net-total').textContent();
  expect(net).toMatch(/\$/);

  await page.getByRole('link', { name: 'Start from a copy' }).click();
  await expect(page).toHaveURL(/\/budget-impact\/new\?from=/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(`${title} (copy)`);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (copy)`);
  expect(new URL(page.url()).pathname).not.toBe(original);
  expect(new URL(page.url()).pathname).toMatch(/^\/budget-impact\/[^/]+$/);
  await expect(page.getByTestId('net-total')).toHaveText(net!);

  await page.goto(original);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('net-total')).toHaveText(net!);
});
