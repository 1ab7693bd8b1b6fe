// Onboarding as staff keep it: a facility's milestone advanced, the table, summary and profile follow.
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('staff advance a facility’s onboarding milestone and see its progress', async ({ page }) => {
  await page.goto('/facilityProgress');
  const passed = page
    .getByRole('table', { name: 'Facilities by milestone' })
    .getByRole('row', { name: /Registered on the provincial/ })
    .getByRole('cell')
    .nth(1);
  await expect(passed).toHaveText(/\d+/);
  const before = Number(await passed.innerText());

  await page.getByRole('searchbox', { name: 'Search facilities' }).fill('Buffalo Narrows');
  await page.getByRole('row', { name: /Buffalo Narrows Clinic/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Onboarding of Buffalo Narrows Clinic' });
  const step1 = dialog.getByRole('region', {
    name: 'Registered on the provincial eHealth network',
  });
  await step1.getByRole('combobox', { name: 'Status of step 1' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(step1.getByText('When was it done?')).toBeVisible();
  await step1.getByLabel('Done on').fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Buffalo Narrows Clinic/ });
  await expect(row).toContainText('20 %');
  await expect(row).toContainText('Site-to-site test call passed');
  await expect(passed).toHaveText(String(before + 1));

  await page.goto('/facility2/odhf-8565');
  const section = page.getByRole('region', { name: 'Virtual-care onboarding' });
  await expect(section).toContainText('in progress: 20 % of the milestones done');
  await expect(section).toContainText(
    'Registered on the provincial eHealth network: done 2026-11-20',
  );
});

test('the plan form explains the milestone order and refuses go-live before the bridge test', async ({
  page,
}) => {
  await page.goto('/facilityProgress?plan=demo-onboarding-laloche');
  const dialog = page.getByRole('dialog', { name: 'Onboarding of LA LOCHE HEALTH CENTRE' });
  await expect(dialog.getByText(/Steps are done in order/)).toBeVisible();
  const goLive = dialog.getByRole('region', { name: 'Go-live' });
  await goLive.getByRole('combobox', { name: 'Status of step 5' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await goLive.getByLabel('Done on').fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(
    goLive.getByText(
      'Go-live cannot be done while Bridge (multipoint) test passed (blocked) and Support staff trained (in progress) are not done: steps are done in order.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /LA LOCHE HEALTH CENTRE/ })).toContainText('blocked');
});
