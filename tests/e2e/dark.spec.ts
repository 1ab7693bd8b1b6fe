// Dark mode: the app follows the system's colour scheme, the account menu switches it (and it is
// remembered), and key pages stay accessible in dark — axe-core finds no serious or critical
// violation (contrast included), as the route sweep requires of the light theme.
import type { Page } from '@playwright/test';

import { expect, seriousAxeViolations, signIn, STAFF, stateFile, test } from './support.js';

/** The page's background: dark when its luminance is low. */
const backgroundIsDark = (page: Page) =>
  page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.3;
  });

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
}

const KEY_PAGES = [
  '/home',
  '/site',
  '/facilitiespool',
  '/tech',
  '/technology-evaluations',
  '/clinical-needs-assessments/new',
  '/ffa',
  '/whats-new',
];

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  // One test per page, spread over the workers (one long test was the run's last to finish).
  test.describe('key pages follow a dark system and are axe-clean in it', () => {
    test.describe.configure({ mode: 'parallel' });
    test.use({ storageState: stateFile('staff') });
    for (const path of KEY_PAGES)
      test(path, async ({ page }) => {
        await page.goto(path);
        await settled(page);
        expect(await backgroundIsDark(page), `${path} is dark`).toBe(true);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
  });

  test('is switched in the account menu and remembered', async ({ page }) => {
    await signIn(page, STAFF);
    await settled(page);
    expect(await backgroundIsDark(page)).toBe(true);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light theme' }).click();
    await expect.poll(() => backgroundIsDark(page)).toBe(false);
    await page.reload();
    await settled(page);
    expect(await backgroundIsDark(page)).toBe(false);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Light theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Theme of the system' }).click();
    await expect.poll(() => backgroundIsDark(page)).toBe(true);
  });
});
