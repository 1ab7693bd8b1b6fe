// A budget impact analysis started from a copy of the demo's: saved, it is a new analysis with
// the same inputs (so the same net total for the same communities), and the original is as it was.
// The demo's page shows each community's destinations side by side and the net per payer.
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

test("shows the trips beside each other and the net per payer, the province's first", async ({
  page,
}) => {
  await page.goto(`/budget-impact/${demoAnalysis.id}`);
  const targets = page.getByRole('table', { name: 'Target communities' });
  // La Loche: the session log's Royal University Hospital is used; the nearest providing
  // facility is shown beside it.
  const laLoche = targets.getByRole('row', { name: /La Loche/ });
  await expect(laLoche).toContainText(/Royal University Hospital.*\(used\)/);
  await expect(laLoche).toContainText(/Victoria Hospital/);
  const payers = page.getByRole('table', { name: 'Net budget impact per payer' });
  await expect(payers.getByRole('row').nth(1)).toContainText('Provincial health authority');
  await expect(payers).toContainText('NIHB (federal Non-Insured Health Benefits)');
  await expect(
    page.getByText(/1 of 5 sessions inadequate or followed by travel/).first(),
  ).toBeVisible();
  // Each target community's effect on its own: people served, trips and km avoided, its net.
  const effects = page.getByRole('table', { name: 'Effect per community' });
  await expect(effects.getByRole('row')).toHaveCount(await targets.getByRole('row').count());
  await expect(effects.getByRole('row', { name: /La Loche/ }).getByRole('cell')).toHaveText([
    'La Loche',
    /^[\d,.]+$/,
    /^[\d,.]+$/,
    /^[\d,]+$/,
    /^-?\$[\d,]+( \(saving\))?$/,
  ]);
});
