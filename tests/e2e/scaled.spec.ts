// At ten times the data: `npm test` loads the scaled demo seed (HTA_SEED_SCALE=10) into its
// platform after every other end-to-end test has run, then runs this project (`scaled` in
// playwright.config.ts): the route sweep as an admin at desktop width over the pages whose
// content grows with the collections, and checks that the pages which list or count records
// drop none of them.
//
// Swept here: every page of the route table once (one path where a page has several, /tech and
// /technology; the data is the page's, not the path's), except
// - a record's form (pages named `…Form`: new and edit): it shows one record, and its record
//   pickers search the server a page at a time, so nothing on it grows with the collections;
// - the sign-in page and the not-found page, which show no records.
// Lists, boards, maps, charts, dashboards and record pages (which list related records) stay,
// and so does every page not plainly one of the above. The main sweep opens every path.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn, type Session } from '../support/session.js';
import { defineSweep, routeAt, sweptPaths } from './sweepKit.js';
import { ADMIN, expect, signIn, test } from './support.js';

const scale = Number(process.env.HTA_SEED_SCALE ?? '1');
// Run by `npm test`, which seeds the platform at scale 10 first; elsewhere it means nothing.
if (!(scale > 1))
  throw new Error('The scaled project needs a platform seeded with HTA_SEED_SCALE > 1.');

type Listed = { items: Array<{ id: string; name: string }>; total: number };

async function listTotal(session: Session, filters: Record<string, unknown> = {}) {
  const answer = await callApi<Listed>('technologies.list', { pageSize: 1, filters }, session);
  expect(answer.status).toBe(200);
  return answer.result!.total;
}

/** One path per page that shows records, the first declared (see the header). */
const dataPaths: string[] = [];
const pagesSwept = new Set<string>();
for (const path of sweptPaths) {
  const page = routeAt(path)?.page;
  if (!page || page === 'login' || page.endsWith('Form') || pagesSwept.has(page)) continue;
  pagesSwept.add(page);
  dataPaths.push(path);
}

// Those pages as an admin, without axe: the main sweep analyses the same pages; this one is about
// the data (.hta/reports/sweep-scaled.txt).
defineSweep({
  title: `the route sweep at ${scale}× the demo data`,
  report: 'sweep-scaled',
  viewings: ['admin'],
  axe: false,
  paths: dataPaths,
});

test.describe('at ten times the data', () => {
  test.describe.configure({ timeout: 10 * 60_000 });

  test('the lifecycle board keeps every technology in its column, with true counts', async ({
    page,
  }) => {
    const admin = await apiSignIn(ADMIN, DEMO_PASSWORD);
    // More technologies than the board ever loaded at once (it showed the first 100 by name).
    const fillers = Math.max(0, 130 - (await listTotal(admin)));
    for (let i = 0; i < fillers; i++) {
      const created = await callApi(
        'technologies.create',
        {
          fields: {
            name: `0 Board filler ${String(i).padStart(3, '0')} (test)`,
            category: 'Other',
          },
        },
        admin,
      );
      expect(created.status).toBe(200);
    }
    // A pilot technology whose name sorts last (its number is its longest search term).
    const pilotName = `zz Board pilot ${Date.now()} (test)`;
    const created = await callApi<{ technology: { id: string; version: number } }>(
      'technologies.create',
      { fields: { name: pilotName, category: 'Other' } },
      admin,
    );
    const pilot = created.result!.technology;
    const moved = await callApi(
      'lifecycle.move',
      {
        id: pilot.id,
        version: pilot.version,
        to: 'pilot',
        rationale: 'A pilot at scale (test).',
        acknowledgeWarnings: true,
      },
      admin,
    );
    expect(moved.status).toBe(200);

    await signIn(page, ADMIN, '/cycle');
    await page.goto('/cycle');
    // Each column counts its stage truly.
    for (const stage of ['proposed', 'pilot', 'adopted'] as const) {
      const total = await listTotal(admin, { lifecycleStage: stage });
      const name = stage.charAt(0).toUpperCase() + stage.slice(1);
      await expect(page.getByRole('heading', { name: `${name} (${total})` })).toBeVisible();
    }
    // The pilot column pages to its last technology by name…
    const column = page.getByRole('region', { name: /^Pilot/ });
    const more = column.getByRole('button', { name: /Show more/ });
    while (await more.isVisible()) {
      await more.click();
      await expect(more).toBeEnabled();
    }
    await expect(column.getByRole('link', { name: pilotName })).toBeVisible();
    // …and a search finds it in its column.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Find a technology by name' }).fill(pilotName);
    await expect(column.getByRole('link', { name: pilotName })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Proposed: 0 matching/ })).toBeVisible();
  });
});
