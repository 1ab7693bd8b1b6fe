// Technology assessment end to end, as evaluators work: an evaluation completed step by step and
// submitted, then seen in the results radar; a technology moved on the lifecycle board by keyboard
// with a rationale; candidates ranked for a need, three compared, the selection saved.
import {
  callApi,
  DEMO_PASSWORD,
  signIn as apiSignIn,
  type Session,
} from '../../../../tests/support/session.js';
import { expect, STAFF, stateFile, test } from '../../../../tests/e2e/support.js';

// Signed in as staff from the start (the session auth.setup.ts kept).
test.use({ storageState: stateFile('staff') });

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function newTechnology(
  session: Session,
  fields: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const answer = await callApi<{ technology: { id: string; name: string } }>(
    'technologies.create',
    { fields: { category: 'Tele-ultrasound', ...fields } },
    session,
  );
  if (!answer.result) throw new Error(JSON.stringify(answer.error));
  return answer.result.technology;
}

test('staff complete an evaluation step by step, submit it, and see it in the results radar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const tech = await newTechnology(session, { name: `Assessed scanner ${tag()}` });

  await page.goto(`/technology-evaluation/submit?technologyId=${tech.id}`);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    `${tech.name} evaluation`,
  );
  await page.getByRole('button', { name: 'Start the evaluation' }).click();
  await expect(page).toHaveURL(/\/edit\?step=preceding$/);
  const evaluationId = /technology-evaluation\/([^/]+)\/edit/.exec(page.url())![1]!;

  // Preceding considerations: each answered and judged.
  const answers = page.getByRole('textbox', { name: 'Answer' });
  await expect(answers).toHaveCount(6);
  for (let i = 0; i < 6; i += 1) {
    await answers.nth(i).fill(`Considered for the e2e evaluation (${i + 1}).`);
    await page.getByRole('radio', { name: 'Pass' }).nth(i).check();
  }
  // Drafts save themselves: a reload shows what was typed.
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await page.reload();
  await expect(answers.first()).toHaveValue('Considered for the e2e evaluation (1).');

  // Seven domains of the tele-ultrasound set: every rating question rated 4, except one marked
  // not assessed with its reason; every other question answered by its type (the first option
  // of each yes / no or choice, which shows the questions that depend on it).
  for (let domain = 0; domain < 7; domain += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    // Steps 1–2 are the details and the preceding considerations; domains are steps 3–9.
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${domain + 3}\\. `) }),
    ).toBeFocused();
    const ratings = page.getByRole('button', { name: '4 of 5' });
    const n = await ratings.count();
    expect(n).toBeGreaterThan(0);
    for (let q = 0; q < n; q += 1) {
      if (domain === 4 && q === n - 1) {
        await page.getByRole('button', { name: 'Not assessed' }).nth(q).click();
        await page
          .getByRole('textbox', { name: /Why it was not assessed/ })
          .fill('No cost data yet.');
      } else {
        await ratings.nth(q).click();
      }
    }
    const options = page.getByRole('radiogroup', { name: /^Answer to/ });
    for (let q = 0; q < (await options.count()); q += 1)
      await options.nth(q).getByRole('radio').first().check();
    const numbers = page.getByRole('spinbutton', { name: /^Answer to/ });
    for (let q = 0; q < (await numbers.count()); q += 1) await numbers.nth(q).fill('10');
    const texts = page.getByRole('textbox', { name: /^Answer to/ });
    for (let q = 0; q < (await texts.count()); q += 1)
      await texts.nth(q).fill('Noted in the e2e evaluation.');
    // The first clinical-effectiveness answer cites a study of the library.
    if (domain === 2) {
      await page
        .getByRole('combobox', { name: 'Studies cited' })
        .first()
        .pressSequentially('resource-limited');
      await page
        .getByRole('option', {
          name: 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review (2019)',
          exact: true,
        })
        .click();
    }
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Conclusion/ })).toBeFocused();
  await page.getByRole('radio', { name: 'Pilot' }).check();
  await page
    .getByRole('textbox', { name: 'Rationale' })
    .fill('Good fit for the north; pilot first.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Everything is answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit evaluation' }).click();

  await expect(page).toHaveURL(new RegExp(`/technology-evaluation/${evaluationId}$`));
  await expect(page.locator('.MuiChip-root', { hasText: 'Submitted' })).toBeVisible();
  await expect(page.getByText('Recommends: pilot')).toBeVisible();
  // Answered with its category's set, named with its version.
  await expect(page.getByText(/^Tele-ultrasound, version \d+$/)).toBeVisible();
  // The cited study under its answer, by its Vancouver reference.
  await page.getByRole('button', { name: /Clinical effectiveness/ }).click();
  await expect(
    page.getByRole('list', { name: 'Studies cited for question 1' }).getByRole('listitem'),
  ).toContainText(/^Britton N, .*Front Public Health\. 2019;7:244\./);

  // The results: the technology is listed, and compared on the radar and its table.
  // Its category, with one other technology compared (other tests add results of their own).
  await page.goto(
    '/technology-evaluation-aggregate?category=Tele-ultrasound&compare=demo-tech-ultrasound',
  );
  const row = page
    .getByRole('table', { name: 'Technologies with results' })
    .getByRole('row', { name: new RegExp(tech.name) });
  await expect(row).toContainText('pilot 1');
  const compare = row.getByRole('checkbox', { name: `Compare ${tech.name}` });
  await expect(compare).not.toBeChecked();
  // The choice lives in the URL (a link shares it): checked once the page has moved there.
  await compare.click();
  await expect(compare).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`compare=demo-tech-ultrasound%2C${tech.id}`));
  const figures = page.getByRole('table', { name: 'Domain results of the compared technologies' });
  await expect(figures.getByRole('columnheader', { name: tech.name })).toBeVisible();
  await expect(figures.getByRole('row', { name: /Safety/ })).toContainText('4.00');
  await expect(page.locator('.MuiRadarChart-root, svg').first()).toBeVisible();
});

test('a technology moves on the lifecycle board by keyboard, with its rationale recorded', async ({
  page,
}) => {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const tech = await newTechnology(session, { name: `Board gadget ${tag()}` });
  await page.goto('/cycle');
  // Columns show a page of their stage by name: find it among the many proposed.
  await page.getByRole('searchbox', { name: 'Find a technology by name' }).fill(tech.name);
  const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}:`) });
  // The columns show the search's answer (not the board before it) before the card is picked up.
  await expect(page.getByRole('region', { name: /^Proposed: 1 matching$/ })).toBeVisible();
  await expect(column('Proposed').getByRole('link', { name: tech.name })).toBeVisible();

  const handle = page.getByRole('button', { name: `Drag ${tech.name} to another stage` });
  await handle.focus();
  // Each key once the board has said what the last one did, as a screen reader's user hears it.
  await page.keyboard.press('Space');
  await expect(page.getByText(`${tech.name} is over proposed.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${tech.name} is over screening.`)).toBeAttached();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Move ${tech.name} from proposed to screening` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog.getByText('Say why it moves.')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /Rationale/ })
    .fill('Screening agreed at the hub meeting.');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(column('Screening').getByRole('link', { name: tech.name })).toBeVisible();

  // Against an entry criterion: warned, moved only when confirmed.
  await page.getByRole('button', { name: `Move ${tech.name} to…` }).click();
  await page.getByRole('menuitem', { name: 'Move to pilot' }).click();
  const pilot = page.getByRole('dialog', { name: /to pilot$/ });
  await pilot.getByRole('textbox', { name: /Rationale/ }).fill('A vendor-funded pilot.');
  await pilot.getByRole('button', { name: 'Move' }).click();
  await expect(pilot.getByText(/no submitted evaluation/)).toBeVisible();
  await pilot.getByRole('button', { name: 'Move anyway' }).click();
  await expect(column('Pilot').getByRole('link', { name: tech.name })).toBeVisible();

  await column('Pilot').getByRole('link', { name: tech.name }).click();
  await expect(page.getByText('screening → pilot: A vendor-funded pilot.')).toBeVisible();
  await expect(
    page.getByText('proposed → screening: Screening agreed at the hub meeting.'),
  ).toBeVisible();
  await expect(page.getByText(/moved despite: There is no submitted evaluation/)).toBeVisible();
});

test('candidates are ranked for a need with the parts of their score, three compared, the selection saved', async ({
  page,
}) => {
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const t = tag();
  const area = `Wound care ${t}`;
  const need = await callApi<{ need: { id: string; title: string } }>(
    'clinicalNeeds.create',
    {
      fields: {
        title: `Chronic wounds heal slowly in remote homes ${t}`,
        problem: 'Chronic wounds are reviewed only at monthly clinic visits.',
        population: 'Adults with chronic wounds living in remote communities.',
        outcome: 'Wounds reviewed weekly without travel.',
        clinicalArea: area,
      },
    },
    session,
  );
  const needId = need.result!.need.id;
  const cheap = await newTechnology(session, {
    name: `Wound camera A ${t}`,
    clinicalAreas: [area],
    annualCost: 1000,
  });
  const dear = await newTechnology(session, {
    name: `Wound camera B ${t}`,
    clinicalAreas: [area],
    annualCost: 9000,
  });
  const third = await newTechnology(session, {
    name: `Wound camera C ${t}`,
    clinicalAreas: [area],
  });

  await page.goto(`/techSelect?need=${needId}`);
  const ranked = page.getByRole('list', { name: 'Ranked candidates' }).getByRole('listitem');
  await expect(ranked).toHaveCount(3);
  // Cheapest first (same fit, evidence and stage); each rank shows why.
  await expect(ranked.nth(0)).toContainText(cheap.name);
  await expect(ranked.nth(0)).toContainText('Matches 1 of 1 clinical area');
  await expect(ranked.nth(1)).toContainText(third.name);
  await expect(ranked.nth(1)).toContainText('Cost not recorded');
  await expect(ranked.nth(2)).toContainText(dear.name);

  for (let i = 0; i < 3; i += 1)
    await ranked.nth(i).getByRole('checkbox', { name: 'Compare and choose' }).check();
  const compared = page.getByRole('table', { name: 'Compared technologies' });
  await expect(compared.getByRole('columnheader')).toHaveCount(4);
  await expect(compared.getByRole('row', { name: /Annual cost/ })).toContainText('$9,000');

  await page.getByRole('button', { name: 'Save selection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this selection' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(`Wound cameras shortlist ${t}`);
  await dialog.getByRole('textbox', { name: /^Rationale/ }).fill('All three fit; costs differ.');
  await dialog.getByRole('button', { name: 'Save selection' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: /^Saved selections/ }).getByText(`Wound cameras shortlist ${t}`),
  ).toBeVisible();

  await page.goto(`/clinical-needs/${needId}`);
  await expect(page.getByRole('link', { name: `Wound cameras shortlist ${t}` })).toBeVisible();
});
