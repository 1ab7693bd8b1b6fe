// Needs prioritisation and care pathways end to end: an assessment of a community's three needs
// by two assessors, ranked with its breakdown, then seen under another method; a pathway's steps
// reordered by keyboard.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../../../../tests/support/session.js';
import { expect, STAFF, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('staff assess three needs of a community with two assessors, see the ranking explained, and switch the sensitivity view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const t = tag();
  const titles = ['Dialysis travel', 'Mental health wait', 'Wound follow-up'].map(
    (name) => `${name} ${t}`,
  );
  for (const title of titles) {
    const answer = await callApi(
      'clinicalNeeds.create',
      {
        fields: {
          title,
          problem: 'A problem stated for the test.',
          population: 'People in La Ronge.',
          outcome: 'A measurable outcome.',
        },
      },
      session,
    );
    expect(answer.status).toBe(200);
  }

  await page.goto('/site2/4718041');
  await page.getByRole('link', { name: 'Assess this community’s needs' }).click();
  await expect(page).toHaveURL(/\/clinical-needs-assessments\/new\?community=4718041$/);
  await page.getByRole('textbox', { name: /^Title/ }).fill(`La Ronge priorities ${t}`);
  await expect(page.getByRole('combobox', { name: 'Community' })).toHaveValue('La Ronge');
  const assessors = page.getByRole('combobox', { name: 'Assessors' });
  await assessors.fill('Ann');
  await assessors.press('Enter');
  await assessors.fill('Ben');
  await assessors.press('Enter');

  const add = page.getByRole('combobox', { name: 'Add a clinical need' });
  for (const title of titles) {
    await add.fill(title);
    await page.getByRole('option', { name: title }).click();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeVisible();
  }
  // [size, seriousness, effectiveness] per need, for Ann then Ben.
  const scores = [
    [
      [4, 10, 6],
      [8, 14, 8],
    ],
    [
      [9, 18, 9],
      [9, 18, 9],
    ],
    [
      [2, 4, 3],
      [2, 4, 3],
    ],
  ];
  const criteria = [
    'A · Size of the problem',
    'B · Seriousness',
    'C · Effectiveness of interventions',
  ];
  for (const [n, title] of titles.entries()) {
    const card = page.getByRole('region', { name: new RegExp(title) });
    for (const [a, assessor] of ['Ann', 'Ben'].entries())
      for (const [c, criterion] of criteria.entries())
        await card
          .getByRole('spinbutton', { name: `${criterion}, ${assessor}` })
          .fill(String(scores[n]![a]![c]));
  }
  // The third need fails the legality test.
  await page
    .getByRole('region', { name: new RegExp(titles[2]!) })
    .getByRole('checkbox', { name: 'Legality' })
    .uncheck();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/clinical-needs-assessment\/[^/]+$/);
  const ranking = page.getByRole('table', { name: 'Ranking', exact: true });
  await expect(ranking.getByRole('row').nth(1)).toContainText(titles[1]!);
  await expect(ranking.getByRole('row').nth(1)).toContainText('(9 + 18) × 9 / 3 = 81');
  await expect(ranking.getByRole('row').nth(2)).toContainText(titles[0]!);
  await expect(ranking.getByRole('row').nth(2)).toContainText('(6 + 12) × 7 / 3 = 42');
  await expect(ranking.getByRole('row').nth(2)).toContainText('Spread 28–58.67');
  await expect(
    page.getByText(new RegExp(`failed the PEARL screen: ${titles[2]} \\(Legality\\)`)).first(),
  ).toBeVisible();

  // Sensitivity: weighted criteria need scores these assessors did not give.
  await page.getByRole('button', { name: 'Weighted criteria (MCDA)' }).click();
  const alternative = page.getByRole('table', { name: 'Ranking under Weighted criteria (MCDA)' });
  await expect(alternative).toBeVisible();
  await expect(page.getByText(/Not scored on every criterion of the method/).last()).toContainText(
    'missing Disparity, Community priority',
  );
  await expect(page.getByRole('slider', { name: /Magnitude/ })).toBeVisible();
});

test('a pathway’s steps are reordered by keyboard and saved in that order', async ({ page }) => {
  const t = tag();
  await page.goto('/pathways');
  await page.getByRole('button', { name: 'New pathway' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Keyboard pathway ${t}`);
  await page.getByRole('textbox', { name: /What happens at step 1/ }).fill('First at home');
  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByRole('textbox', { name: /What happens at step 2/ }).fill('Second at the clinic');
  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByRole('textbox', { name: /What happens at step 3/ }).fill('Third in hospital');

  // Step 3 to the top: Space picks it up, arrows move it, Space drops it.
  await page.getByRole('button', { name: /^Drag step 3/ }).focus();
  const spoken = page.getByRole('status').filter({ hasText: /step 3|Step 3/ });
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText('Picked up step 3.');
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toHaveText('Step 3 is over position 2.');
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toHaveText('Step 3 is over position 1.');
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText('Step 3 moved to position 1.');
  await expect(page.getByRole('textbox', { name: /What happens at step 1/ })).toHaveValue(
    'Third in hospital',
  );
  // And with the buttons: the (now) third step up one.
  await page.getByRole('button', { name: 'Move step 3 up' }).click();
  await page.getByRole('button', { name: 'Save pathway' }).click();

  const steps = page
    .getByRole('list', { name: `Steps of Keyboard pathway ${t}` })
    .getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Third in hospital');
  await expect(steps.nth(1)).toContainText('Second at the clinic');
  await expect(steps.nth(2)).toContainText('First at home');
  await expect(page.getByRole('list', { name: 'Pathways' })).toContainText(`Keyboard pathway ${t}`);
});
