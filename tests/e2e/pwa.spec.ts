// The installable app: the manifest, the service worker's precache (a second
// visit downloads no code; the app's shell opens offline) and the update prompt. Service workers
// are blocked in every other spec (playwright.config.ts); allowed here.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

import { expect, stateFile, test } from './support.js';

test.use({ serviceWorkers: 'allow' });

/** Until a service worker controls the page: its first install precaches the build, then claims it. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** JavaScript fetched over the network by the page or by its service worker, from now on. */
function scriptsFromNetwork(context: BrowserContext) {
  const fromNetwork: string[] = [];
  const fromWorker: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    const script = request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url());
    if (!script) return;
    // A request the worker makes itself goes to the network; one it answers from its cache does
    // not (the page's response says it came from the worker, and the worker makes no request).
    if (request.serviceWorker() || !response.fromServiceWorker()) fromNetwork.push(request.url());
    else fromWorker.push(request.url());
  });
  return { fromNetwork, fromWorker };
}

test('the app is installable: its manifest is linked, named, and its icons load at their sizes', async ({
  page,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'HTA Hub',
    short_name: 'HTA Hub',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5394',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    // A PNG's width and height: the IHDR chunk's first two 32-bit fields.
    const png = await image.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test.describe('signed in', () => {
  test.use({ storageState: stateFile('staff') });

  test('a second visit downloads no JavaScript, and the app opens offline', async ({
    page,
    context,
  }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await controlledByWorker(page);

    // The second visit: every script from the worker's cache, none over the network.
    const scripts = scriptsFromNetwork(context);
    await page.reload();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Facilities' }).click();
    await expect(page.getByRole('heading', { name: 'Facilities', level: 1 })).toBeVisible();
    expect(scripts.fromWorker.length).toBeGreaterThan(10);
    expect(scripts.fromNetwork).toEqual([]);

    // Offline: the shell and the page's code still open (its kept data: offline.spec.ts).
    await context.setOffline(true);
    await page.reload();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Facilities', level: 1 })).toBeVisible();
    await context.setOffline(false);
  });
});

/**
 * The preview server behind a proxy of its own origin whose service worker script can be
 * changed — a new deployment, as the browser sees it. (Playwright's routing does not see the
 * browser's own fetch of a worker's script.)
 */
async function deployableCopy(target: string) {
  let version = '';
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([key]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(key),
        ),
      );
      let body = Buffer.from(await upstream.arrayBuffer());
      if (request.url === '/sw.js' && version)
        body = Buffer.concat([body, Buffer.from(`\n// ${version}\n`)]);
      response.writeHead(upstream.status, headers).end(body);
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (next: string) => (version = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a new version offers to reload, and reloading runs it', async ({ page, baseURL }) => {
  const site = await deployableCopy(baseURL!);
  try {
    await page.goto(`${site.url}/login`);
    await controlledByWorker(page);
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    // A new version is deployed; the next visit finds it, installs it, and it waits.
    site.deploy('the next version');
    await page.reload();
    await expect(prompt).toBeVisible();
    const waiting = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting !== null && registration?.waiting !== undefined;
      });
    expect(await waiting()).toBe(true);

    // On a phone, whole and accessible.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await prompt.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).include('.MuiSnackbar-root').analyze();
    expect(violations).toEqual([]);

    // Reload, from the keyboard: the waiting worker takes over, and the page reloads under it.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await waiting()).toBe(false);
    await controlledByWorker(page);
  } finally {
    await site.close();
  }
});
