// The registries as people use them, in Chromium against the emulators.

import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../support/session.js';
import { ADMIN, expect, signIn, STAFF, test } from './support.js';

const unique = () => Date.now().toString(36);

test('staff add a vendor and a technology, edit it, and find it in the list and on its vendor', async ({
  page,
}) => {
  const vendor = `Northern Scopes ${unique()}`;
  const tech = `Tele-ultrasound cart ${unique()}`;
  await signIn(page, STAFF);

  await page.goto('/vendors/');
  await page.getByRole('button', { name: 'Add a vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vendor' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(vendor);
  await dialog.getByRole('textbox', { name: 'Website' }).fill('https://northern-scopes.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${vendor} was saved.`)).toBeVisible();

  await page.goto('/addtechnology');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(tech);
  await page.getByLabel('Vendor').fill(vendor.slice(0, 12));
  await page.getByRole('option', { name: vendor }).click();
  await page
    .getByLabel('Description')
    .fill('A portable ultrasound cart read remotely by a sonographer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: tech })).toBeVisible();
  await expect(page).toHaveURL(/\/technology\/[\w-]+$/);

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${tech} v2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${tech} v2` })).toBeVisible();

  await page.goto('/tech');
  await page.getByLabel('Search by name').fill(tech.slice(0, 20));
  await expect(page.getByRole('cell', { name: `${tech} v2` })).toBeVisible();
  await page.getByRole('cell', { name: `${tech} v2` }).click();

  await page.getByRole('link', { name: vendor }).click();
  const card = page.getByRole('region', { name: `Vendor ${vendor}` });
  await expect(card.getByRole('link', { name: `${tech} v2` })).toBeVisible();
});

test('a form warns before leaving with unsaved changes, and shows server errors on the field', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/addsite');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('<b>Bold Town</b>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must not contain HTML.')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/addsite$/);
});

test('a visitor opens the vendor directory and a published need without signing in', async ({
  page,
}) => {
  const staff = await apiSignIn(STAFF, DEMO_PASSWORD);
  const title = `Closer imaging ${unique()}`;
  const created = await callApi<{ need: { id: string } }>(
    'clinicalNeeds.create',
    {
      fields: {
        title,
        problem: 'Pregnant people travel over 300 km for routine ultrasound.',
        population: 'Expectant parents in far-northern communities',
        outcome: 'Routine scans done in the home community',
        status: 'published',
      },
    },
    staff,
  );
  await page.goto('/vendors/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Contact' })).toHaveCount(0);

  await page.goto('/clinical-needs/');
  await page.getByLabel('Search by title').fill(title.slice(0, 18));
  // Click once the search has answered (a row replaced under the pointer loses the click).
  await expect(page.getByRole('table', { name: 'Clinical needs' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/clinical-needs/${created.result!.need.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Expectant parents in far-northern communities')).toBeVisible();

  await page.goto('/clinical-needs/new');
  await expect(
    page.getByRole('heading', { name: 'Sign in to state a clinical need' }),
  ).toBeVisible();
});

test('staff cannot open post/create; an admin posts and staff see it on /whats-new', async ({
  browser,
}) => {
  const title = `Go-live in La Ronge ${unique()}`;
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, STAFF);
  await staffPage.goto('/post/create');
  await expect(staffPage).toHaveURL(/\/whats-new$/);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/post/create');
  await adminPage.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await adminPage
    .getByRole('textbox', { name: 'Text (Markdown)', exact: true })
    .fill('The **tele-ultrasound** service starts next week. See [the community](/site2/4718041).');
  await adminPage.getByLabel('Pin to the top of the feed').check();
  await adminPage.getByRole('button', { name: 'Publish' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await staffPage.goto('/whats-new');
  const post = staffPage.getByRole('article', { name: title });
  await expect(post).toBeVisible();
  await expect(post.getByText('tele-ultrasound')).toHaveCSS('font-weight', '700');
  await expect(post.getByRole('link', { name: 'the community' })).toHaveAttribute(
    'href',
    '/site2/4718041',
  );
});

test('the catalogue shows the repository as cards, and filters them', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/pool');
  // Other tests add technologies; the demo ones are found by name whatever else exists.
  await page.getByLabel('Search by name').fill('demo');
  const card = page.getByRole('link', { name: /Tele-ultrasound cart \(demo\)/ });
  await expect(card).toBeVisible();
  await expect(page.getByText(/^\d+ technolog/)).toHaveText('3 technologies');
  // A list's filters are the browser's own selects.
  await page.getByLabel('Category').selectOption({ label: 'Video visits' });
  await expect(page.getByRole('link', { name: /Clinic video-visit room \(demo\)/ })).toBeVisible();
  await expect(card).toHaveCount(0);
});

// Paging came back to the first page in every list: each render gave the data grid (since
// replaced by a plain table) a new sort array, which it took as a new sort and answered by going
// to the first page.
test('a long list pages forward and back, and a row opens from the second page', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/site');
  const communities = page.getByRole('table', { name: 'Communities' });
  const status = page.getByText(/^1–25 of \d/);
  await expect(status).toBeVisible();
  const firstOnPage1 = await communities.getByRole('row').nth(1).innerText();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^26–50 of \d/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  // Stays there once the page's answer (and its next cursor) has arrived.
  await expect(communities.getByRole('row').nth(1)).not.toHaveText(firstOnPage1);
  // Its next cursor kept in the history entry (React Router's `usr` state): the page did not go
  // back to the first when it was remembered.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (history.state as { usr?: { list?: { cursors?: unknown[] } } } | null)?.usr?.list?.cursors
            ?.length,
      ),
    )
    .toBe(3);
  await expect(page.getByText(/^26–50 of \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^51–75 of \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText(/^26–50 of \d/)).toBeVisible();
  const name = (
    await communities.getByRole('row').nth(1).getByRole('cell').first().innerText()
  ).trim();
  await communities.getByRole('row').nth(1).getByRole('cell').first().click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  // Back on the page, the next row opens from the keyboard: its first cell is a link to it.
  await page.goBack();
  await expect(page.getByText(/^26–50 of \d/)).toBeVisible();
  const link = communities.getByRole('row').nth(2).getByRole('cell').first().getByRole('link');
  const next = (await link.innerText()).trim();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: next, exact: true })).toBeVisible();

  // A shared link to a later page opens the first (its cursor is the sender's), and says so.
  await page.goto('/site?page=5');
  await expect(status).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);
});

// Beside the Echo panel on a laptop, /tech's five columns hid 'Last changed' behind a sideways
// scroll (their declared widths are 810 px; the room is 682 px at 1400); the columns now share
// the room by content down to a phone's width.
test('a list beside Echo fits a laptop by wrapping; on a phone it keeps its columns and scrolls', async ({
  page,
}) => {
  await signIn(page, STAFF);
  const table = page.getByRole('table', { name: 'Technologies' });
  const sideways = () =>
    table.evaluate((t) => {
      const box = t.parentElement!;
      return { room: box.clientWidth, width: box.scrollWidth };
    });

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/tech');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const laptop = await sideways();
  expect(laptop.room).toBeLessThan(810);
  expect(laptop.width).toBe(laptop.room);
  await expect(table.getByRole('columnheader', { name: 'Last changed' })).toBeInViewport();
  // A laptop at 1280 px: also seven columns whose sortable headers (a word and the sort arrow)
  // are wider than their declared widths (/site scrolled by 60 px).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => ((s) => s.width - s.room)(await sideways())).toBe(0);
  await page.goto('/site');
  const communities = page.getByRole('table', { name: 'Communities' });
  await expect(communities.getByRole('row')).not.toHaveCount(1);
  expect(
    await communities.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
  ).toBe(0);
  await page.goto('/tech');
  await expect(table.getByRole('row')).not.toHaveCount(1);

  // A phone: the declared widths (Name 200 px) hold, inside the table's own scroll, not the page's.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await sideways()).width).toBe(810);
  const name = await table.getByRole('columnheader', { name: 'Name' }).boundingBox();
  expect(name?.width).toBeGreaterThanOrEqual(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
