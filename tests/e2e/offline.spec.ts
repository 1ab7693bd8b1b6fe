// Reads survive the connection: the records a person viewed open again offline,
// from the query cache kept in IndexedDB, under a banner giving the data's time; sign-out removes
// what was kept. Service workers are allowed here (they serve the app's code offline; pwa.spec).
import type { Page } from '@playwright/test';

import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../support/session.js';
import { expect, STAFF, stateFile, test } from './support.js';

test.use({ serviceWorkers: 'allow', storageState: stateFile('staff') });

/** The operations kept in IndexedDB (idb-keyval's default store), per key. */
function keptInIndexedDb(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        // Asked before the app's first write, this open creates the database: create it as
        // idb-keyval does, or the app's own open would find no store and keep nothing.
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            resolve({});
            return;
          }
          const store = db.transaction('keyval').objectStore('keyval');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const out: Record<string, string[]> = {};
            keys.result.forEach((key, i) => {
              const value = values.result[i] as {
                clientState?: { queries: Array<{ queryKey: unknown[] }> };
              };
              out[key as string] = (value.clientState?.queries ?? []).map((q) =>
                q.queryKey.filter((part) => typeof part === 'string').join('.'),
              );
            });
            resolve(out);
          };
        };
      }),
  );
}

/** Everything idb-keyval's default store holds, as stored. */
function keptInIndexedDbRaw(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        // Asked before the app's first write, this open creates the database: create it as
        // idb-keyval does, or the app's own open would find no store and keep nothing.
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const all = open.result.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
}

async function firstId(registry: string): Promise<string> {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const answer = await callApi<{ items: Array<{ id: string }> }>(`${registry}.list`, {}, session);
  const id = answer.result?.items[0]?.id;
  expect(id, `a ${registry} record to open`).toBeTruthy();
  return id!;
}

test('a community, a facility, an evaluation and a needs ranking viewed online open offline; sign-out removes them', async ({
  page,
  context,
}) => {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const name = `Offline Town ${Date.now().toString(36)} (demo)`;
  const created = await callApi<{ community: { id: string } }>(
    'communities.create',
    { fields: { name, type: 'Town' } },
    session,
  );
  const communityId = created.result!.community.id;
  const pages = [
    `/site2/${communityId}`,
    `/facility2/${await firstId('facilities')}`,
    `/technology-evaluation/${await firstId('evaluations')}`,
    `/clinical-needs-assessment/${await firstId('needsAssessments')}`,
  ];
  const banner = page.getByRole('status').filter({ hasText: /^Offline/ });
  const headings: string[] = [];
  const kept = ['communities.get', 'facilities.get', 'evaluations.get', 'needsAssessments.get'];
  for (const [i, path] of pages.entries()) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    headings.push(await heading.innerText());
    await expect(banner).toHaveCount(0);
    // The cache is written within a second of the answer (writes are gathered).
    await expect
      .poll(async () => Object.values(await keptInIndexedDb(page)).flat())
      .toEqual(expect.arrayContaining(kept.slice(0, i + 1)));
  }
  // Online, a reload never takes the kept answer as fresh (it is seconds old, within the 30 s
  // a query stays fresh): the page asks again and shows the server's latest.
  await page.goto(pages[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await callApi(
    'communities.update',
    { id: communityId, version: 1, fields: { name: `${name} renamed`, type: 'Town' } },
    session,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} renamed`);
  headings[0] = await page.getByRole('heading', { level: 1 }).innerText();
  await expect
    .poll(async () => JSON.stringify(await keptInIndexedDbRaw(page)))
    .toContain(`${name} renamed`);

  // The service worker serves the app's code offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });

  await context.setOffline(true);
  for (const [i, path] of pages.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[i]!);
    await expect(banner).toContainText(/Offline — showing data from \w+/);
  }
  // A page whose data was never kept says so, rather than failing.
  await page.goto('/vendors/');
  await expect(banner).toContainText('this page needs a connection');

  await context.setOffline(false);
  await page.goto('/home');
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => Object.keys(await keptInIndexedDb(page))).toEqual([]);
});
