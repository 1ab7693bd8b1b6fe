// Onboarding as staff keep it: a facility's milestone advanced, the table, summary and profile follow.
import { expect, signIn, STAFF, test } from './support.js';

test('staff advance a facility’s onboarding milestone and see its progress', async ({ page }) => {
  await signIn(page, STAFF);
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
