// Feedback as people send and triage it: from any page through the shell's Feedback action,
// which records the page; people see their own notes and the replies; admins triage.
import { ADMIN, expect, signIn, STAFF, test } from '../../../../tests/e2e/support.js';

test('staff send feedback from a page, an admin triages it, and the sender sees the reply', async ({
  browser,
  page,
}) => {
  const message = `The community search could remember my filters ${Date.now()}`;
  await signIn(page, STAFF);
  await page.goto('/site?q=regina');
  await page.getByRole('button', { name: 'Feedback about this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog).toContainText('/site?q=regina');
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Your message').fill(message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('your feedback was sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/feedback');
  const mine = page.getByRole('row', { name: new RegExp(message) });
  await expect(mine).toContainText('/site?q=regina');
  await expect(mine).toContainText('new');

  const adminPage = await browser.newPage();
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/feedback');
  await adminPage.getByLabel('Search messages').fill('community search');
  const row = adminPage.getByRole('row', { name: new RegExp(message) });
  await expect(row).toContainText(STAFF);
  await row.click();
  const triage = adminPage.getByRole('dialog', { name: /Feedback from/ });
  await triage.getByLabel('Status').click();
  await adminPage.getByRole('option', { name: 'Done' }).click();
  await triage.getByLabel('Reply').fill('Done: the list now keeps its filters.');
  await triage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('The feedback was updated.')).toBeVisible();
  await adminPage.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(message) })).toContainText(
    'Done: the list now keeps its filters.',
  );
});
