// Writes survive the connection: a community saved offline waits ("waiting to
// send"), is still waiting — the change shown — in a tab opened again offline, and is sent when the
// connection returns, for everyone to see; a save that meets someone else's change on arrival shows
// both versions and overwrites nothing. Service workers are allowed (they serve the app offline).
import type { Page } from '@playwright/test';

import { callApi, DEMO_PASSWORD, signIn as apiSignIn, type Session } from '../support/session.js';
import { ADMIN, expect, STAFF, stateFile, test } from './support.js';

test.use({ serviceWorkers: 'allow', storageState: stateFile('staff') });

/** Everything idb-keyval's default store holds, as JSON (the kept cache and queued writes). */
function keptInIndexedDb(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        // Asked before the app's first write, this open creates the database: create it as
        // idb-keyval does, or the app's own open would find no store and keep nothing.
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const all = open.result.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
}

interface Community {
  id: string;
  name: string;
  version: number;
}

async function communityAsSeenBy(session: Session, id: string): Promise<Community> {
  const answer = await callApi<{ community: Community }>('communities.get', { id }, session);
  return answer.result!.community;
}

/** Edits the community's name on its form and saves (the form is open). */
async function saveName(page: Page, name: string) {
  const field = page.getByRole('textbox', { name: /^Name/ });
  await field.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a community saved offline waits, survives a closed tab, is sent on reconnect; one meeting another change shows both versions', async ({
  page,
  context,
}) => {
  const staff = await apiSignIn(STAFF, DEMO_PASSWORD);
  const admin = await apiSignIn(ADMIN, DEMO_PASSWORD);
  const name = `Queued Town ${Date.now().toString(36)} (demo)`;
  const created = await callApi<{ community: Community }>(
    'communities.create',
    { fields: { name, type: 'Town' } },
    staff,
  );
  const id = created.result!.community.id;

  // Online: the community is opened (and kept), and the app's code is in the service worker.
  await page.goto(`/site2/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await expect.poll(() => keptInIndexedDb(page)).toContain(name);

  // Offline: edited and saved — waiting to send, the record showing the change.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Edit' }).click();
  await saveName(page, `${name} offline`);
  const waiting = page.getByRole('status').filter({ hasText: /^\d+ waiting to send$/ });
  await expect(waiting).toHaveText('1 waiting to send');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} offline`);
  expect((await communityAsSeenBy(admin, id)).name).toBe(name);
  // Kept on the device before the tab is closed (the cache is written within a second).
  await expect.poll(() => keptInIndexedDb(page)).toContain(`"name":"${name} offline"`);

  // The tab is closed and another opened, still offline: the write still waits, the change shown.
  await page.close();
  const again = await context.newPage();
  await again.goto(`/editsite/${id}`);
  const waitingAgain = again.getByRole('status').filter({ hasText: /^\d+ waiting to send$/ });
  await expect(waitingAgain).toHaveText('1 waiting to send');
  await expect(again.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${name} offline`);
  await expect(again.getByText(/Your change saved at .* is waiting to send/)).toBeVisible();

  // Online again: sent, with the version it was made on, and another person sees it.
  await context.setOffline(false);
  await expect(waitingAgain).toHaveCount(0);
  await expect
    .poll(async () => communityAsSeenBy(admin, id))
    .toMatchObject({ name: `${name} offline`, version: 2 });

  // The same edit offline while another person changes the community: on arrival it is refused
  // as stale, and both versions are shown — theirs stays until the person chooses.
  await again.goto(`/site2/${id}`);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(`${name} offline`);
  await context.setOffline(true);
  await again.getByRole('link', { name: 'Edit' }).click();
  await saveName(again, `${name} mine`);
  await expect(waitingAgain).toHaveText('1 waiting to send');
  await callApi(
    'communities.update',
    { id, version: 2, fields: { name: `${name} theirs`, type: 'Town' } },
    admin,
  );
  await context.setOffline(false);
  const dialog = again.getByRole('dialog', { name: /Someone else changed .* while your change/ });
  await expect(dialog).toBeVisible();
  const nameRow = dialog.getByRole('row', { name: /^Name/ });
  await expect(nameRow.getByRole('cell')).toHaveText([`${name} mine`, `${name} theirs`]);
  expect(await communityAsSeenBy(admin, id)).toMatchObject({ name: `${name} theirs`, version: 3 });

  // Put aside, it waits in the app bar; keeping theirs ends it, nothing written over theirs.
  await dialog.getByRole('button', { name: 'Decide later' }).click();
  await expect(dialog).toHaveCount(0);
  await again.getByRole('button', { name: '1 change not sent' }).click();
  await dialog.getByRole('button', { name: 'Keep theirs, discard mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(again.getByRole('button', { name: '1 change not sent' })).toHaveCount(0);
  expect(await communityAsSeenBy(admin, id)).toMatchObject({ name: `${name} theirs`, version: 3 });
});

test("'Save mine over theirs' keeps a colleague's change of a field mine never touched", async ({
  page,
  context,
}) => {
  const staff = await apiSignIn(STAFF, DEMO_PASSWORD);
  const admin = await apiSignIn(ADMIN, DEMO_PASSWORD);
  // A La Loche of the test's own, so the seeded one stays as other tests expect it.
  const name = `La Loche ${Date.now().toString(36)} (demo)`;
  const created = await callApi<{ community: Community }>(
    'communities.create',
    { fields: { name, type: 'Northern village', population2021: 2827 } },
    staff,
  );
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  const id = created.result!.community.id;

  await page.goto(`/site2/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await expect.poll(() => keptInIndexedDb(page)).toContain(name);

  // Offline, I change its connectivity and population.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Connectivity/ }).fill('Satellite, 25/3 Mbps');
  await page.getByRole('spinbutton', { name: /^Population 2021/ }).fill('2900');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const waiting = page.getByRole('status').filter({ hasText: /^\d+ waiting to send$/ });
  await expect(waiting).toHaveText('1 waiting to send');

  // Meanwhile an admin sets its nearest hospital, and its population too.
  const theirs = await callApi(
    'communities.update',
    {
      id,
      version: 1,
      fields: {
        name,
        type: 'Northern village',
        population2021: 2850,
        nearestHospital: 'La Loche Health Centre',
        nearestHospitalKm: 1,
      },
    },
    admin,
  );
  expect(theirs.status, JSON.stringify(theirs.error)).toBe(200);

  // Back online: refused as stale; the dialog asks about the one field we both changed.
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: /Someone else changed .* while your change/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Population 2021/ }).getByRole('cell')).toHaveText([
    '2,900',
    '2,850',
  ]);
  await dialog.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(dialog).toHaveCount(0);

  // Mine where I changed, theirs where only they did: on the page once it is saved, and on the
  // server for another person.
  await expect(page.getByText(/Last changed .*, version 3\./)).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts).toContainText(['2,900', 'Satellite, 25/3 Mbps', 'La Loche Health Centre']);
  expect(await communityAsSeenBy(admin, id)).toMatchObject({
    connectivity: 'Satellite, 25/3 Mbps',
    population2021: 2900,
    nearestHospital: 'La Loche Health Centre',
    nearestHospitalKm: 1,
    version: 3,
  });
});
