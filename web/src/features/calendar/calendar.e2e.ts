// The calendar by keyboard: an event added and moved to another day without a mouse; an
// onboarding go-live shows without being entered.
import { expect, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('create and move an event by keyboard, and see a go-live date', async ({ page }) => {
  const title = `Kiosk training ${Date.now().toString(36)}`;
  // Today and tomorrow, unless tomorrow is in another month (then yesterday): both on this view.
  const from = day(0);
  const to = day(1).slice(0, 7) === from.slice(0, 7) ? day(1) : day(-1);
  await page.goto('/xp');

  await page.getByRole('button', { name: 'Add event' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByLabel(/^Starts/).fill(from);
  await dialog.getByRole('button', { name: 'Add event' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const cell = (date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
  const event = cell(from).getByText(title);
  await expect(event).toBeVisible();

  // Move: the event takes the focus, Enter opens it, its day changes.
  await page.locator('.fc-event', { hasText: title }).focus();
  await page.keyboard.press('Enter');
  const open = page.getByRole('dialog', { name: `Event: ${title}` });
  await open.getByLabel(/^Starts/).fill(to);
  await open.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(open).toBeHidden();
  await expect(cell(to).getByText(title)).toBeVisible();
  await expect(cell(from).getByText(title)).toHaveCount(0);

  // The demo La Loche plan's go-live (planned 45 days ahead) is in the agenda of its month.
  await page.getByRole('button', { name: 'Agenda' }).click();
  const goLive = page.getByText('Go-live: LA LOCHE HEALTH CENTRE');
  const month = new Date(Date.now() + 45 * 86_400_000).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthTitle = page.getByRole('heading', { level: 2, name: month });
  for (let i = 0; i < 3 && !(await monthTitle.isVisible()); i++) {
    await page.getByRole('button', { name: /next/i }).click();
  }
  await expect(monthTitle).toBeVisible();
  await expect(goLive).toBeVisible();
});
