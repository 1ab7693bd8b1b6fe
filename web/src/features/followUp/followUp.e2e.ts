// Following an adopted technology as staff do: sessions in the log for three past months, a plan
// expecting ten a month, the follow-up page showing observed against predicted, and the
// technology on home's "reassessment due" and the lifecycle board's marker.
import { randomUUID } from 'node:crypto';

import { DEMO_PASSWORD, callApi, signIn as apiSignIn } from '../../../../tests/support/session.js';
import { STAFF, expect, stateFile, test } from '../../../../tests/e2e/support.js';

test.use({ storageState: stateFile('staff') });

/** YYYY-MM-DD of the 12th of the month `back` months before this one. */
const twelfthOf = (back: number) => {
  const d = new Date();
  d.setUTCDate(12);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};

test('sessions for three months, a plan, observed against predicted, reassessment due', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const name = `Followed cart ${randomUUID().slice(0, 8)}`;
  const made = await callApi<{ technology: { id: string } }>(
    'technologies.create',
    { fields: { name, category: 'Other' } },
    session,
  );
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  const technologyId = made.result!.technology.id;

  // Three sessions, one in each of the last three months, at Pinehouse (the log's own page and
  // dialog are the ultrasound feature's end-to-end test).
  const facilities = await callApi<{ items: Array<{ id: string; name: string }> }>(
    'facilities.list',
    { pageSize: 5, search: 'Pinehouse' },
    session,
  );
  const facilityId = facilities.result!.items.find((f) => f.name === 'Pinehouse Health Centre')!.id;
  for (const back of [3, 2, 1]) {
    const logged = await callApi(
      'ultrasoundSessions.create',
      {
        fields: {
          date: twelfthOf(back),
          facilityId,
          examType: 'abdominal',
          mode: 'telerobotic',
          adequacy: 'adequate',
          outcome: 'no travel needed',
        },
      },
      session,
    );
    expect(logged.status, JSON.stringify(logged.error)).toBe(200);
  }

  // The plan: ten sessions a month expected at that facility since three months ago.
  await page.goto(`/follow-up/new?technology=${encodeURIComponent(technologyId)}`);
  await page.getByLabel('First month followed').fill(twelfthOf(3).slice(0, 7));
  await page.getByRole('spinbutton', { name: 'Sessions per month' }).fill('10');
  await page
    .getByLabel('Source of "Sessions per month"')
    .fill('E2E: the analysis expected ten sessions a month.');
  await page.getByRole('button', { name: 'Add a facility' }).click();
  await page.getByRole('combobox', { name: /Facility 1/ }).fill('Pinehouse');
  await page.getByRole('option', { name: 'Pinehouse Health Centre' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // The follow-up page: each complete month one session against ten, off target.
  await expect(page).toHaveURL(/\/follow-up\/[^/]+$/);
  const table = page.getByRole('table', { name: 'Observed against target, by month' });
  for (const back of [3, 2, 1])
    await expect(
      table.getByRole('row', { name: new RegExp(twelfthOf(back).slice(0, 7)) }),
    ).toContainText(/1 \/ 10 \(-90 %\) — off target/);
  const verdict = page.getByRole('status').filter({ hasText: 'Reassessment due' });
  await expect(verdict).toContainText('Sessions per month below target by more than 20 %');

  // Home lists it; the lifecycle board marks it.
  await page.goto('/home');
  const due = page.getByRole('region', { name: /Reassessment due/ });
  await expect(due.getByRole('link', { name })).toBeVisible();
  await page.goto('/cycle');
  await page.getByLabel('Find a technology by name').fill(name);
  await expect(
    page.getByRole('link', { name: `Reassessment due for ${name}:`, exact: false }),
  ).toBeVisible();
});
