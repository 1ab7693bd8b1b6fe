// What one page changes, the others show at once: the web app's caches follow the registries'
// declared references (a community's name on its facilities, a facility count on communities,
// a vendor's name on its technologies) and the views' declared sources (features' `reads`: the
// calendar reads onboarding plans, the census division figures communities and facilities),
// without a reload.
import type { Page } from '@playwright/test';

import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../support/session.js';
import { expect, STAFF, stateFile, test } from './support.js';
import { inFlight, settle } from './sweepKit.js';

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

// The app keeps an answer fresh for 30 s (AppProviders' staleTime): a view seen again within
// that time is refetched only because a write made it stale. Each test proves it was within
// without timing anything: the vendors list, fetched before the view under test and untouched by
// the tests' writes, is still shown from the cache, with no request, after the view's last
// refetch, so the view (fetched later, as fresh as long) had not gone stale by itself.
const CONTROL = { link: 'Vendors', table: 'Vendors', op: /^vendors\./ };

/** The operations the page asks the API for, from now on (a callable's body names its op). */
function askedOps(page: Page): string[] {
  const ops: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const body: unknown = request.postDataJSON();
    if (typeof body !== 'object' || body === null || !('data' in body)) return;
    const { data } = body;
    if (typeof data === 'object' && data !== null && 'op' in data && typeof data.op === 'string')
      ops.push(data.op);
  });
  return ops;
}

/** Opens the vendors list inside the app and waits for its rows. */
async function openControl(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: CONTROL.link })
    .click();
  await expect(
    page.getByRole('table', { name: CONTROL.table }).getByRole('row').nth(1),
  ).toBeVisible();
}

/**
 * The vendors list shown again straight from the cache: its answer is still fresh. Settled first
 * (no request in flight for a while, as the route sweep waits), so a refetch begun just after the
 * list rendered from the cache is seen.
 */
async function controlStillFresh(page: Page, ops: string[]) {
  const before = ops.length;
  const requests = inFlight(page);
  try {
    await openControl(page);
    await settle(page, requests);
  } finally {
    requests.stop();
  }
  expect(
    ops.slice(before).filter((op) => CONTROL.op.test(op)),
    'the vendors list asked again: the cache went stale during the test',
  ).toEqual([]);
}

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
  const ops = askedOps(page);
  await page.goto('/home');
  await openControl(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Calendar' }).click();
  await expect(cell(from).getByText(goLive)).toBeVisible();

  // The go-live opens its plan (inside the app); its planned day moves to the other day.
  await page.locator('.fc-event', { hasText: goLive }).click();
  const dialog = page.getByRole('dialog', { name: `Onboarding of Stale Go-live Clinic ${tag}` });
  await dialog.getByRole('region', { name: 'Go-live' }).getByLabel('Planned for').fill(to);
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();

  await nav.getByRole('link', { name: 'Calendar' }).click();
  await expect(cell(to).getByText(goLive)).toBeVisible();
  await expect(cell(from).getByText(goLive)).toHaveCount(0);
  await controlStillFresh(page, ops);
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

  const ops = askedOps(page);
  await page.goto('/home');
  await openControl(page);
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
  await controlStillFresh(page, ops);
});
