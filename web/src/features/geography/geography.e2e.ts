// Small-area geographies as staff use the page: the measure changed, a division chosen on the map.
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('open sag, colour by another measure, and choose a division on the map', async ({ page }) => {
  await page.goto('/sag');
  const map = page.getByRole('group', { name: /^Census divisions coloured by population 2021/ });
  await expect(map.getByRole('button')).toHaveCount(18);
  await expect(map.getByRole('button', { name: /^Division No\. 6: 276,564$/ })).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Colour the map by' })
    .selectOption({ label: 'Remoteness (population-weighted)' });
  const remote = page.getByRole('group', { name: /coloured by remoteness/ });
  // Figures as the 2021 Census and Index of Remoteness give them (see the unit test).
  const north = remote.getByRole('button', { name: 'Division No. 18: 0.598' });
  await north.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/cd=4718/);
  await expect(north).toHaveAttribute('aria-pressed', 'true');

  const communities = page.getByRole('region', { name: 'Communities of Division No. 18' });
  // 60 from the census, and any the integration tests added there.
  await expect(communities.getByRole('heading')).toHaveText(
    /^Communities of Division No\. 18 \((6\d)\)$/,
  );
  await expect(communities.getByRole('row', { name: /Air Ronge/ })).toBeVisible();
});
