// A budget impact analysis as an analyst makes one: the tele-ultrasound cart for three northern
// communities over three years, every input with its range and source; the page shows the net
// impact the server stored, each community's 2021 population with its source, the sensitivity
// table ordered by swing and the tornado chart, and the technology's page lists the analysis.
import { expect, signIn, STAFF, test } from '../../../../tests/e2e/support.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi } from '../../../../tests/support/session.js';

const COMMUNITIES = ['Beauval', 'La Ronge', 'Buffalo Narrows'];

/** label → [value, low, high]; every source says where the figure is from. */
const INPUTS: Array<[string, [number, number, number]]> = [
  ['Eligible proportion of the population', [0.1, 0.05, 0.15]],
  ['Uptake, year 1', [0.2, 0.1, 0.3]],
  ['Uptake, year 2', [0.35, 0.2, 0.5]],
  ['Uptake, year 3', [0.5, 0.3, 0.6]],
  // The equipment's range is the widest: it leads the tornado.
  ['Equipment (one-off, year 1)', [120000, 20000, 400000]],
  ['Licences per year', [10000, 5000, 20000]],
  ['Connectivity per year', [6000, 3000, 12000]],
  ['Training per year', [5000, 2000, 10000]],
  ['Staff time per year', [40000, 25000, 60000]],
  ['Cost per patient, new pathway', [120, 80, 200]],
  ['Cost per patient, current pathway (without travel)', [250, 150, 350]],
  ['Travel cost per km', [0.5, 0.3, 1]],
];

test('staff make a budget impact analysis for three northern communities', async ({ page }) => {
  const t = Date.now().toString(36);
  const title = `Tele-ultrasound in the north ${t}`;
  await signIn(page, STAFF);
  await page.goto('/budget-impact/new');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const technology = page.getByRole('combobox', { name: /^Technology/ });
  await technology.pressSequentially('Tele-ultra');
  await page.getByRole('option', { name: 'Tele-ultrasound cart (demo)', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: /^Horizon/ })).toHaveValue('3');
  const communities = page.getByRole('combobox', { name: /^Target communities/ });
  for (const name of COMMUNITIES) {
    await communities.pressSequentially(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  for (const [label, [value, low, high]] of INPUTS) {
    await page.getByRole('spinbutton', { name: `${label}: value` }).fill(String(value));
    await page.getByRole('spinbutton', { name: `${label}: low` }).fill(String(low));
    await page.getByRole('spinbutton', { name: `${label}: high` }).fill(String(high));
    await page
      .getByRole('textbox', { name: `${label}: source` })
      .fill('Illustrative assumption (e2e)');
  }
  await page.getByRole('button', { name: 'Add a scenario' }).click();
  await page.getByRole('textbox', { name: 'Scenario 1: name' }).fill('High uptake');
  await page.getByRole('spinbutton', { name: 'Scenario 1, change 1: value' }).fill('0.4');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;

  // The net impact on the page (computed there) is the one the server stored on save.
  const { staff } = await demoSessions();
  const stored = await callApi<{ budgetImpact: { totals: { netTotal: number } } }>(
    'budgetImpacts.get',
    { id },
    staff,
  );
  const net = stored.result!.budgetImpact.totals.netTotal;
  const shown = Math.abs(Math.round(net)).toLocaleString('en-CA');
  await expect(page.getByTestId('net-total')).toContainText(shown);
  const years = page.getByRole('table', { name: 'Budget impact per year' });
  await expect(years.getByRole('row')).toHaveCount(5); // heading, three years, total
  await expect(years.getByRole('row').last()).toContainText(shown);

  // Each community with its 2021 population and the census as its source.
  const targets = page.getByRole('table', { name: 'Target communities' });
  for (const name of COMMUNITIES) await expect(targets).toContainText(name);
  await expect(targets).toContainText('Statistics Canada, 2021 Census');

  // The tornado: the equipment's swing is the widest, then the chart itself.
  const sensitivity = page.getByRole('table', { name: 'One-way sensitivity of the net total' });
  await expect(sensitivity.getByRole('row').nth(1)).toContainText('Equipment (one-off, year 1)');
  await expect(sensitivity.getByRole('row')).toHaveCount(1 + INPUTS.length);
  await expect(page.locator('section[aria-label="One-way sensitivity"] svg').first()).toBeVisible();
  const scenarios = page.getByRole('table', { name: 'Scenarios side by side' });
  await expect(scenarios).toContainText('High uptake');
  await expect(scenarios).toContainText('Uptake, year 1: 40 %');

  // The technology's page lists it.
  await page.getByRole('link', { name: 'Tele-ultrasound cart (demo)' }).first().click();
  await expect(page.getByRole('heading', { name: /^Budget impact analyses/ })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
