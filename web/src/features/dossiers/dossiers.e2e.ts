// An assessment dossier through its review, as its lead (staff) and its named reviewer (the
// admin) use it: the lead makes it in the form and sends it for review; the reviewer comments on
// the budget impact and cannot approve while the comment is open; the lead resolves it; the
// reviewer approves; the lead's later edit starts version 2 as a draft while version 1 stays
// readable as it was approved.
import { ADMIN, STAFF, expect, signIn, test } from '../../../../tests/e2e/support.js';

test('a dossier goes from draft to approved, and a later edit makes version 2', async ({
  browser,
}) => {
  const title = `Tele-ultrasound dossier ${Date.now().toString(36)}`;
  const lead = await (await browser.newContext()).newPage();
  await signIn(lead, STAFF);
  await lead.goto('/dossiers/new');
  await lead.getByRole('textbox', { name: /^Title/ }).fill(title);
  const technology = lead.getByRole('combobox', { name: /^Technology/ });
  await technology.pressSequentially('Tele-ultra');
  await lead.getByRole('option', { name: 'Tele-ultrasound cart (demo)', exact: true }).click();
  const reviewers = lead.getByRole('combobox', { name: /^Reviewers/ });
  await reviewers.fill(ADMIN);
  await reviewers.press('Enter');
  // The technology's own budget impact analysis is offered.
  await lead.getByRole('combobox', { name: 'Budget impact analysis' }).click();
  await lead.getByRole('option', { name: /Tele-ultrasound cart for La Loche/ }).click();
  await lead.getByRole('combobox', { name: 'Recommendation' }).click();
  await lead.getByRole('option', { name: 'Adopt with conditions' }).click();
  await lead.getByRole('textbox', { name: 'Rationale' }).fill('Travel avoided in the north.');
  await lead.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(lead.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const budget = lead.getByRole('region', { name: 'Budget impact', exact: true });
  await expect(budget).toContainText('Net budget impact over 3 years');
  await lead.getByRole('button', { name: 'Send for review' }).click();
  await expect(lead.getByText('in review', { exact: true })).toBeVisible();
  const url = lead.url();

  // The reviewer comments on the budget impact; approval waits for it.
  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, ADMIN);
  await reviewer.goto(url);
  const comments = reviewer.getByRole('complementary', { name: 'Comments on Budget impact' });
  await comments
    .getByRole('textbox', { name: 'Comment on budget impact' })
    .fill('Which unit costs are assumptions?');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments).toContainText('Which unit costs are assumptions?');
  await expect(reviewer.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(reviewer.getByText(/1 comment is still open/)).toBeVisible();

  // The lead resolves it; the reviewer approves.
  await lead.reload();
  const leadComments = lead.getByRole('complementary', { name: 'Comments on Budget impact' });
  await leadComments.getByRole('button', { name: 'Resolve' }).click();
  await expect(leadComments).toContainText(`resolved by ${STAFF}`);
  await reviewer.reload();
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByRole('link', { name: 'Version 1' })).toBeVisible();
  await expect(reviewer.getByText(`approved by ${ADMIN}`)).toBeVisible();

  // A later edit by the lead starts version 2; version 1 reads as approved.
  await lead.reload();
  await lead.getByRole('link', { name: 'Edit' }).click();
  await lead.getByRole('textbox', { name: 'Rationale' }).fill('Cheaper than first thought.');
  await lead.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(lead.getByText('Assessment dossier · version 2')).toBeVisible();
  await expect(lead.getByText('draft', { exact: true })).toBeVisible();
  const recommendation = lead.getByRole('region', { name: 'Recommendation' });
  await expect(recommendation).toContainText('Cheaper than first thought.');
  await lead.getByRole('link', { name: 'Version 1' }).click();
  await expect(lead.getByText(/Version 1 as approved by/)).toBeVisible();
  await expect(recommendation).toContainText('Travel avoided in the north.');
  await expect(recommendation).not.toContainText('Cheaper');
});
