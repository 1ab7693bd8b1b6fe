// What one page changes, the others show at once: the web app's caches follow the registries'
// declared references (a community's name on its facilities, a facility count on communities,
// a vendor's name on its technologies) and the views' declared sources (features' `reads`: the
// calendar reads onboarding plans, the census division figures communities and facilities),
// without a reload.
import type { Page } from '@playwright/test';

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
  await expect(page.getByRole('cell', { name: `Stale Town ${tag}` })).toBeVisible();

  // Rename the community from its profile, then come back to the facility list.
  await page.getByRole('cell', { name: `Stale Clinic ${tag}` }).click();
  await page.getByRole('link', { name: `Stale Town ${tag}` }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Renamed Town ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Renamed Town ${tag}` })).toBeVisible();
  await nav.getByRole('link', { name: 'Facilities' }).click();
  await search(`Stale Clinic ${tag}`);
  await expect(page.getByRole('cell', { name: `Renamed Town ${tag}` })).toBeVisible();

  // The community counts one facility; add a second in the app, and it counts two.
  const countOf = async () => {
    await nav.getByRole('link', { name: 'Communities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
    await search(`Renamed Town ${tag}`);
    return (
      page
        .getByRole('table', { name: 'Communities' })
        .getByRole('row', { name: new RegExp(`Renamed Town ${tag}`) })
        // Facilities: the list's last column.
        .getByRole('cell')
        .last()
    );
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

// The app keeps an answer fresh for 30 s (AppProviders' staleTime), so a view seen again after
// that is refetched whatever the write did. These tests stop the page's clock (Date.now stays at
// the test's start, timers still run): no answer goes stale by age, so a view that shows the
// change was refetched because the write made it stale, however long a loaded machine takes.
const stopTheClock = (page: Page) => page.clock.setFixedTime(Date.now());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a go-live date changed on the onboarding page shows on the calendar without a reload', async ({
  page,
}) => {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const tag = Date.now().toString(36);
  const community = await callApi<{ community: { id: string } }>(
    'communities.create',
    { fields: { name: `Stale Village ${tag}`, type: 'Village' } },
    session,
  );
  const facility = await callApi<{ facility: { id: string } }>(
    'facilities.create',
    {
      fields: {
        name: `Stale Go-live Clinic ${tag}`,
        type: 'Hospitals',
        communityId: community.result!.community.id,
      },
    },
    session,
  );
  // Today and tomorrow, unless tomorrow is in another month (then yesterday): both on this view.
  const from = day(0);
  const to = day(1).slice(0, 7) === from.slice(0, 7) ? day(1) : day(-1);
  const plan = await callApi(
    'onboardings.create',
    {
      fields: {
        facilityId: facility.result!.facility.id,
        milestones: { goLive: { status: 'not started', plannedOn: from } },
      },
    },
    session,
  );
  expect(plan.status).toBe(200);

  const goLive = `Go-live: Stale Go-live Clinic ${tag}`;
  const cell = (date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
  await stopTheClock(page);
  await page.goto('/xp');
  await expect(cell(from).getByText(goLive)).toBeVisible();

  // The go-live opens its plan (inside the app); its planned day moves to the other day.
  await page.locator('.fc-event', { hasText: goLive }).click();
  const dialog = page.getByRole('dialog', { name: `Onboarding of Stale Go-live Clinic ${tag}` });
  await dialog.getByRole('region', { name: 'Go-live' }).getByLabel('Planned for').fill(to);
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(cell(to).getByText(goLive)).toBeVisible();
  await expect(cell(from).getByText(goLive)).toHaveCount(0);
});

test('a community’s population and a new facility show in its census division’s figures without a reload', async ({
  page,
}) => {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const tag = Date.now().toString(36);
  const town = `Stale Division Town ${tag}`;
  // Division No. 3: no other end-to-end test adds communities or facilities there.
  await callApi(
    'communities.create',
    {
      fields: {
        name: town,
        type: 'Town',
        censusDivisionUid: '4703',
        censusDivisionName: 'Division No. 3',
        population2021: 1000,
      },
    },
    session,
  );

  const nav = page.getByRole('navigation', { name: 'Main' });
  const figures = async () => {
    await nav.getByRole('link', { name: 'Small-area geographies' }).click();
    const row = page
      .getByRole('table', { name: 'Census division figures' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Division No. 3', exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[\d,]+$/);
    return { population: row.getByRole('cell').nth(1), facilities: row.getByRole('cell').nth(5) };
  };
  const numberIn = async (cell: ReturnType<Page['getByRole']>) =>
    Number((await cell.innerText()).replace(/,/g, ''));

  await stopTheClock(page);
  await page.goto('/home');
  let division = await figures();
  const population = await numberIn(division.population);

  // The town's population, edited on its page (reached from the division's communities).
  await page.getByRole('button', { name: 'Division No. 3', exact: true }).click();
  await page.getByLabel('Search its communities').fill(town);
  await page.getByRole('cell', { name: town }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel(/^Population 2021/).fill('3500');
  await page.getByRole('button', { name: 'Save' }).click();
  // Exact: the form's own heading holds the name too.
  await expect(page.getByRole('heading', { level: 1, name: town, exact: true })).toBeVisible();
  division = await figures();
  await expect(division.population).toHaveText((population + 2500).toLocaleString('en-CA'));

  // A facility added in the town counts in its division.
  const facilities = await numberIn(division.facilities);
  await nav.getByRole('link', { name: 'Facilities' }).click();
  // The list's first answer puts its next page's cursor in the URL, and a link followed before
  // then is undone (useListParams' `remember` navigates back to the list): let it load first.
  await expect(
    page.getByRole('table', { name: 'Facilities' }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add a facility' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Stale Division Clinic ${tag}`);
  await page.getByLabel('Community').fill(town);
  await page.getByRole('option', { name: town }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Stale Division Clinic ${tag}`, exact: true }),
  ).toBeVisible();
  division = await figures();
  await expect(division.facilities).toHaveText(String(facilities + 1));
});
