// What one page changes, the others show at once: the web app's caches follow the registries'
// declared references (a community's name on its facilities, a facility count on communities,
// a vendor's name on its technologies), without a reload.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../support/session.js';
import { expect, STAFF, stateFile, test } from './support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

test('renaming a community shows on its facilities, and a new facility on its count, without a reload', async ({
  page,
}) => {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const tag = Date.now().toString(36);
  const community = await callApi<{ community: { id: string } }>(
    'communities.create',
    { fields: { name: `Stale Town ${tag}`, type: 'Town' } },
    session,
  );
  const communityId = community.result!.community.id;
  await callApi(
    'facilities.create',
    { fields: { name: `Stale Clinic ${tag}`, type: 'Hospitals', communityId } },
    session,
  );

  // Everything below navigates inside the app (no reload), so the app's cache is in play.
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const search = (text: string) => page.getByLabel('Search by name').fill(text);
  await nav.getByRole('link', { name: 'Facilities' }).click();
  await search(`Stale Clinic ${tag}`);
  await expect(page.getByRole('gridcell', { name: `Stale Town ${tag}` })).toBeVisible();

  // Rename the community from its profile, then come back to the facility list.
  await page.getByRole('gridcell', { name: `Stale Clinic ${tag}` }).click();
  await page.getByRole('link', { name: `Stale Town ${tag}` }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Renamed Town ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Renamed Town ${tag}` })).toBeVisible();
  await nav.getByRole('link', { name: 'Facilities' }).click();
  await search(`Stale Clinic ${tag}`);
  await expect(page.getByRole('gridcell', { name: `Renamed Town ${tag}` })).toBeVisible();

  // The community counts one facility; add a second in the app, and it counts two.
  const countOf = async () => {
    await nav.getByRole('link', { name: 'Communities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
    await search(`Renamed Town ${tag}`);
    return page
      .getByRole('grid', { name: 'Communities' })
      .getByRole('row', { name: new RegExp(`Renamed Town ${tag}`) })
      .locator('[data-field="facilityCount"]');
  };
  await expect(await countOf()).toHaveText('1');
  await nav.getByRole('link', { name: 'Facilities' }).click();
  await page.getByRole('link', { name: 'Add a facility' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Second Clinic ${tag}`);
  await page.getByLabel('Community').fill(`Renamed Town ${tag}`);
  await page.getByRole('option', { name: `Renamed Town ${tag}` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Second Clinic ${tag}` })).toBeVisible();
  await expect(await countOf()).toHaveText('2');
});
