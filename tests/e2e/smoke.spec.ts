import { expect, seriousAxeViolations, test } from './support.js';

test('the app loads and shows its sign-in page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // `/` needs login: a visitor is sent to sign in.
  await expect(page).toHaveURL(/\/login\?from=%2F$/);
  await expect(page.getByRole('heading', { name: 'Sign in to HTA Hub' })).toBeVisible();
  await expect(page.getByLabel(/E-mail/)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('a page opened again asks the server for none of its code (hashed assets cached a year)', async ({
  page,
}) => {
  const served = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/assets/'));
  await page.goto('/about');
  expect((await served).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What reached the server, as Chromium's network stack saw it: a response not taken from its
  // memory or disk cache (a revalidation's 304 included).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  const responses: Array<{ requestId: string; pathname: string; disk: boolean }> = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const pathname = new URL(response.url).pathname;
    if (pathname.startsWith('/assets/'))
      responses.push({ requestId, pathname, disk: Boolean(response.fromDiskCache) });
  });
  await page.goto('/about?again');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(responses.length).toBeGreaterThan(10);
  const fetched = responses.filter((r) => !r.disk && !fromCache.has(r.requestId));
  expect(fetched.map((r) => r.pathname)).toEqual([]);
});

test('the accessibility check every sweep relies on reports a serious violation', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Grey on grey';
    p.style.cssText = 'color: #777; background: #888';
    document.querySelector('main')?.append(p);
  });
  expect(await seriousAxeViolations(page)).toEqual([
    expect.stringMatching(/^axe serious color-contrast: /),
  ]);
});
