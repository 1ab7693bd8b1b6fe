// The route sweep: every route of the route table, opened as a visitor, staff and an admin in
// Chromium (and as staff at phone width); what fails a page is in sweepKit.ts.
import { reportSweep, sweep } from './sweepKit.js';
import { test } from './support.js';

test.describe('the route sweep', () => {
  test.describe.configure({ timeout: 15 * 60_000 });

  test('every route as a visitor', async ({ browser }) => sweep(browser, 'visitor'));
  test('every route as staff', async ({ browser }) => sweep(browser, 'staff'));
  test('every route as an admin', async ({ browser }) => sweep(browser, 'admin'));
  test('every route as staff on a phone', async ({ browser }) => sweep(browser, 'staff', true));

  test.afterAll(() => reportSweep('sweep.txt'));
});
