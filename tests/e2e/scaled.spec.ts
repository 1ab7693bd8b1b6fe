// At ten times the data: `npm test` loads the scaled demo seed (HTA_SEED_SCALE=10) into its
// platform after every other end-to-end test has run, then runs this project (`scaled` in
// playwright.config.ts): the route sweep as an admin at desktop width, and checks that the pages
// which list or count records drop none of them.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn, type Session } from '../support/session.js';
import { defineSweep } from './sweepKit.js';
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

// Every route as an admin, without axe: the main sweep analyses the same pages; this one is about
// the data (.hta/reports/sweep-scaled.txt).
defineSweep({
  title: `the route sweep at ${scale}× the demo data`,
  report: 'sweep-scaled',
  viewings: ['admin'],
  axe: false,
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
