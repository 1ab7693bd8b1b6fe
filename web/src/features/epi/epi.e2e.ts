// The COVID-19 page as staff use it: from the list, chart, map and table; a week chosen by keyboard.
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('open the COVID-19 page from the list and see its chart, map and table', async ({ page }) => {
  await page.goto('/epi');
  await page.getByRole('link', { name: 'COVID-19' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('COVID-19');

  // The chart (drawn, aria-hidden: the table carries its figures).
  await expect(page.locator('.MuiLineChart-root, .MuiChartsSurface-root').first()).toBeVisible();
  const map = page.getByRole('group', { name: /^Zones coloured by cases/ });
  await expect(map.getByRole('button')).toHaveCount(13);

  // The last week by keyboard: the province's 208 cases (the source file's sum of zones).
  await page.getByRole('slider', { name: /Week of/ }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: 'Week of 2022-06-19' })).toBeVisible();
  const table = page.getByRole('table', { name: /COVID-19 cases by zone, week of 2022-06-19/ });
  const province = table.getByRole('row', { name: /^Saskatchewan/ });
  await expect(province.getByRole('cell').nth(2)).toHaveText('208');
  // Everything to date: the source file's 139,818 cases.
  await expect(province.getByRole('cell').nth(4)).toHaveText('139,818');

  // Choosing a zone on the map draws its trend.
  await map.getByRole('button', { name: /^Saskatoon:/ }).click();
  await expect(page.getByRole('heading', { name: 'Weekly cases: Saskatoon' })).toBeVisible();
  await expect(page.getByText(/COVID-19 Canada Open Data Working Group/).first()).toBeVisible();
});
