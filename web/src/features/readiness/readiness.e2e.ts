// A facility readiness assessment as staff make one: items scored, a gap given its action and
// owner, the result on the assessment and on the facility's profile.
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('staff assess a facility and see its gaps, and the facility its readiness', async ({
  page,
}) => {
  await page.goto('/ffa');
  await page.getByRole('combobox', { name: 'Facility' }).fill('Herb Bassett');
  await page.getByRole('option', { name: 'Herb Bassett Home' }).click();
  await expect(page).toHaveURL(/facility=odhf-8665/);
  await page.getByRole('button', { name: 'New assessment' }).click();

  const scores = page.getByRole('group', { name: /^Score of/ });
  await expect(scores.first()).toBeVisible();
  const count = await scores.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++)
    await scores.nth(i).getByRole('button', { name: '4 of 5' }).click();
  // The first item of Space becomes a gap: its action and owner are asked for.
  const space = page.getByRole('region', { name: 'Space' });
  await space.getByRole('group').first().getByRole('button', { name: '2 of 5' }).click();
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(space.getByText('A gap needs an action.')).toBeVisible();
  await space
    .getByRole('textbox', { name: /Action for this gap/ })
    .fill('Book the boardroom for sessions');
  await space.getByRole('textbox', { name: /Owner/ }).fill('Site manager');
  await page.getByRole('button', { name: 'Save assessment' }).click();

  // (3.5 + 4 + 4 + 4 + 4) / 5 areas = 3.9, with a gap: partly ready.
  await expect(page.getByText('3.9 overall · partly ready')).toBeVisible();
  const gaps = page.getByRole('table', { name: 'Gaps' });
  await expect(gaps).toContainText('Book the boardroom for sessions');
  await expect(gaps).toContainText('Site manager');

  await page.getByRole('link', { name: 'Herb Bassett Home' }).click();
  const readiness = page.getByRole('region', { name: 'Virtual-care readiness' });
  await expect(readiness).toContainText('partly ready: 3.9 of 5');
  await expect(readiness).toContainText('1 gap');
});
