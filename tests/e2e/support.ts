import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'hta-demo-2026';
export const STAFF = 'staff@hta.test';
export const ADMIN = 'admin@hta.test';

/**
 * Playwright's `test`, failing any test whose page broke the Content-Security-Policy: the
 * production build is served with firebase.json's headers, so a violation here is one in
 * production.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, from?: string, password = DEMO_PASSWORD) {
  await page.goto(from ? `/login?from=${encodeURIComponent(from)}` : '/login');
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Where auth.setup.ts keeps a role's signed-in session for this run (the `auth` project runs
 * first): `test.use({ storageState: stateFile('staff') })` starts signed in.
 */
export const stateFile = (role: 'staff' | 'admin') =>
  path.resolve(import.meta.dirname, `../../.hta/e2e-auth/${role}.json`);

/**
 * The page's serious and critical accessibility violations (axe-core), one line each. Axe is
 * asked for violations only: it still runs every rule on every element, but does not gather and
 * send back the passes — megabytes on a data grid, most of an analysis's time. Legacy mode runs
 * `axe.run` in the page itself: the default opens a blank page (a new renderer) for every
 * analysis, loads axe into it and finishes there, which is only needed for cross-origin frames
 * (our pages have none). Measured on 47 routes as an admin: the same violations and nodes,
 * in a third of the time (57 s against 170 s).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')})`,
    );
}
