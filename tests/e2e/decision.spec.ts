// A dossier's decision through the pages: the Evidence-to-Decision table filled criterion by
// criterion beside the figures of the dossier's own sources, for the tele-ultrasound cart
// serving La Loche, Buffalo Narrows and Beauval and a First Nations reserve; approval refused,
// and the page saying why, while a criterion or the engagement record is missing; then approved,
// with a monitoring plan whose targets are the budget impact's, and its report read back as PDF
// and Word with the EtD table, the budget per payer, the engagement and the monitoring plan. After it, the adopted cart's follow-up: three
// months of sessions in the log, observed against predicted, and the cart on "reassessment due".
import { readFile } from 'node:fs/promises';

import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

import { DEMO_PASSWORD, callApi, signIn as apiSignIn } from '../support/session.js';
import { ADMIN, STAFF, expect, stateFile, test } from './support.js';
import { addCondition, judge, judgeEvery } from './dossierDecision.js';

test.use({ storageState: stateFile('staff') });

const PROFILE = 'Tele-ultrasound for people in northern communities (demo)';
const ANALYSIS = 'Tele-ultrasound cart for La Loche, Buffalo Narrows and Beauval (demo)';
const RESERVE = 'Clearwater River Dene 222';

test('an Evidence-to-Decision table is filled, refused while incomplete, then approved', async ({
  page,
  browser,
}) => {
  // Long: a dozen criteria and three sections filled on a loaded machine.
  test.setTimeout(600_000);
  const title = `Cart decision ${Date.now().toString(36)}`;
  const choose = async (field: string, option: string) => {
    await page.getByRole('combobox', { name: field, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Exactly the title: the edit page's own heading ("Edit …") contains it before the save lands.
    await expect(page.getByRole('heading', { name: title, level: 1, exact: true })).toBeVisible();
  };

  await test.step('the lead gathers the sources and the communities it serves', async () => {
    await page.goto('/dossiers/new');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('combobox', { name: /^Technology/ }).pressSequentially('Tele-ultra');
    await page.getByRole('option', { name: 'Tele-ultrasound cart (demo)', exact: true }).click();
    const reviewers = page.getByRole('combobox', { name: /^Reviewers/ });
    await reviewers.fill(ADMIN);
    await reviewers.press('Enter');
    await choose('Evidence profile', PROFILE);
    await choose('Budget impact analysis', ANALYSIS);
    await page
      .getByRole('combobox', { name: 'Communities it serves' })
      .pressSequentially('Clearwater');
    await page.getByRole('option', { name: RESERVE, exact: true }).click();
    await choose('Type of recommendation', 'Adopt with conditions');
    await page.getByRole('textbox', { name: 'Justification' }).fill('Travel avoided (test).');
    await save();
    // Who it serves, flagged from the census type.
    const equity = page.getByRole('region', { name: 'Equity and engagement' });
    const served = equity.getByRole('table', { name: 'Communities served' });
    await expect(served.getByRole('row', { name: /Clearwater River Dene 222/ })).toContainText(
      'First Nations reserve',
    );
    await expect(served.getByRole('row', { name: /La Loche/ })).toContainText('Northern');
    // The analysis' effect in each community it targets, beside its totals.
    const perCommunity = page.getByRole('table', { name: 'Budget impact per community' });
    await expect(perCommunity.getByRole('row', { name: /La Loche/ })).toContainText('$');
    // What approval still needs, said before anyone tries.
    const needs = page.getByRole('alert', { name: 'What approval still needs' });
    await expect(needs).toContainText('No criterion of the Evidence-to-Decision table');
    await expect(needs).toContainText('No engagement record');
  });

  await test.step('the EtD is filled criterion by criterion beside the linked figures', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    const resources = page.getByRole('region', { name: 'Resources required', exact: true });
    await expect(resources).toContainText('Net budget impact year 1');
    const certainty = page.getByRole('region', { name: 'Certainty of evidence', exact: true });
    await expect(certainty).toContainText('certainty');
    const equity = page.getByRole('region', { name: 'Equity', exact: true });
    await expect(equity).toContainText(`First Nations reserves or settlements: ${RESERVE}`);
    // All but "Values", a condition with its owner.
    await judgeEvery(page, ['Values']);
    await addCondition(page, 'Pilot at La Loche first (test).', 'Hub lead');
    // The monitoring plan's targets are the follow-up's, filled from the analysis's year 1:
    // 425.35 eligible people in 2027 × 0.2 uptake ÷ 12 = 7.1 sessions a month.
    const targets = page.getByRole('region', { name: 'Monitoring targets' });
    await targets
      .getByRole('button', { name: 'Fill from the budget impact analysis (year 1)' })
      .click();
    await expect(targets.getByRole('status')).toContainText('Targets filled from');
    await expect(targets.getByRole('spinbutton', { name: 'Sessions per month' })).toHaveValue(
      '7.1',
    );
    await expect(targets.getByRole('spinbutton', { name: 'Share needing travel' })).toHaveValue(
      '0.2',
    );
    const others = page.getByRole('region', { name: 'Other indicators' });
    await others.getByRole('button', { name: 'Add an indicator' }).click();
    await others.getByRole('textbox', { name: /^Indicator 1/ }).fill('Patient satisfaction (test)');
    await others.getByRole('textbox', { name: /^Target/ }).fill('4 of 5');
    await page.getByLabel('Review date').fill('2027-12-01');
    await save();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('in review', { exact: true })).toBeVisible();
  });

  // The reviewer in a browser of their own, signed in as the admin the dossier names: a new
  // context would otherwise take this file's staff session.
  const reviewer = await (await browser.newContext({ storageState: stateFile('admin') })).newPage();
  const approve = reviewer.getByRole('button', { name: 'Approve' });

  await test.step('approval is refused while a criterion or the engagement is missing', async () => {
    await reviewer.goto(page.url());
    await expect(approve).toHaveAccessibleDescription(/Values has no judgement/);
    await expect(approve).toHaveAccessibleDescription(/no engagement record/);
    await approve.click({ force: true });
    await expect(reviewer.getByRole('dialog')).toHaveCount(0);

    // The lead judges "Values" and records the agreement: the engagement is still missing.
    await page.getByRole('link', { name: 'Edit' }).click();
    await judge(page, 'Values', 'possibly important uncertainty or variability');
    const governance = page.getByRole('region', { name: 'Data-governance agreement' });
    await governance.getByRole('button', { name: 'Record the data-governance agreement' }).click();
    await governance
      .getByRole('textbox', { name: /^Agreement reference/ })
      .fill('Data-sharing agreement (test)');
    await governance
      .getByRole('textbox', { name: /^OCAP® considerations/ })
      .fill('The Nation holds the community-level figures (test).');
    await save();
    await reviewer.reload();
    await expect(approve).not.toHaveAccessibleDescription(/Values/);
    await expect(approve).toHaveAccessibleDescription(/no engagement record/);
  });

  await test.step('with the engagement recorded, it is approved', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    const engagements = page.getByRole('region', { name: 'Engagement records' });
    await engagements.getByRole('button', { name: 'Add an engagement record' }).click();
    await engagements
      .getByRole('textbox', { name: /^Nations, organisations, communities/ })
      .fill('Clearwater River Dene Nation (test)');
    await engagements.getByLabel(/^Date/).fill('2026-10-14');
    await engagements.getByRole('textbox', { name: /^How/ }).fill('Meeting in the community');
    await engagements
      .getByRole('textbox', { name: /^What they said/ })
      .fill('Support a pilot run by local staff (test).');
    await save();
    await expect(page.getByRole('alert', { name: 'What approval still needs' })).toHaveCount(0);

    await reviewer.reload();
    await approve.click();
    await reviewer
      .getByRole('dialog', { name: 'Approve version 1?' })
      .getByRole('button', { name: 'Approve version 1' })
      .click();
    await expect(reviewer.getByText(`approved by ${ADMIN}`)).toBeVisible();
    const table = reviewer.getByRole('table', { name: 'Evidence-to-Decision table' });
    await expect(table.getByRole('row', { name: /^Values/ })).toContainText(
      'Possibly important uncertainty or variability',
    );
    await expect(table.getByRole('row', { name: /^Resources required/ })).toContainText(
      'Net budget impact year 1',
    );
    await expect(reviewer.getByRole('region', { name: 'Recommendation' })).toContainText(
      'Pilot at La Loche first (test). (owner: Hub lead)',
    );
  });

  await test.step('the approved report reads back as PDF and Word with the decision', async () => {
    const panel = reviewer.getByRole('region', { name: 'HTA report' });
    const texts: Record<string, string> = {};
    for (const format of ['PDF', 'Word'] as const) {
      const download = reviewer.waitForEvent('download');
      await panel.getByRole('button', { name: `Download report (${format})` }).click();
      const file = await (await download).path();
      let text: string;
      if (format === 'Word') text = (await mammoth.extractRawText({ path: file })).value;
      else {
        const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
        text = (await parser.getText()).text;
        await parser.destroy();
      }
      texts[format] = text.replace(/\s+/g, ' ');
    }
    // Short phrases in the PDF, whose table cells wrap and interleave line by line; whole cells
    // in Word, where each cell is a paragraph of its own.
    for (const text of Object.values(texts)) {
      expect(text).toContain('Evidence-to-Decision table');
      expect(text).toContain('possibly important');
      // Per payer: the demo analysis's three-year nets, provincial +$232,175, NIHB −$77,692.
      expect(text).toContain('Net budget impact per payer');
      expect(text).toContain('Provincial health authority');
      expect(text).toContain('232,175');
      expect(text).toContain('77,692');
      expect(text).toContain('Communities served and engagement');
      expect(text).toContain('Clearwater River');
      expect(text).toContain('Indicators and review date');
      expect(text).toContain('Sessions per month');
      expect(text).toContain('Review date: 2027-12-01');
    }
    const word = texts.Word!;
    expect(word).toContain('Values possibly important uncertainty or variability');
    expect(word).toContain('Clearwater River Dene Nation (test)');
    expect(word).toContain('Support a pilot run by local staff (test).');
    expect(word).toContain('Patient satisfaction (test) (not in the session log)');
    expect(word).toContain('Pilot at La Loche first (test).');
    await reviewer.context().close();
  });

  await test.step('a follow-up plan takes the approved monitoring plan as it is', async () => {
    await page.goto('/follow-up/new?technology=demo-tech-ultrasound');
    const approved = page.getByRole('region', { name: 'From the approved dossier' });
    await approved.getByRole('button', { name: `Fill from “${title}”` }).click();
    await expect(approved.getByRole('status')).toContainText('version 1 as approved');
    const targets = page.getByRole('region', { name: 'Targets' });
    await expect(targets.getByRole('spinbutton', { name: 'Sessions per month' })).toHaveValue(
      '7.1',
    );
    await expect(page.getByLabel('Review date')).toHaveValue('2027-12-01');
  });
});

test('the adopted cart’s sessions for three months, against the prediction, reassessment due', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // The demo cart's follow-up plan (its targets from the demo analysis' prediction) follows La
  // Ronge, where it went live: a session in each of the last three months, each needing travel.
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const months: string[] = [];
  for (const back of [3, 2, 1]) {
    const d = new Date();
    d.setUTCDate(12);
    d.setUTCMonth(d.getUTCMonth() - back);
    months.push(d.toISOString().slice(0, 7));
    const logged = await callApi(
      'ultrasoundSessions.create',
      {
        fields: {
          date: d.toISOString().slice(0, 10),
          facilityId: 'odhf-8711',
          examType: 'abdominal',
          mode: 'telerobotic',
          adequacy: 'inadequate',
          outcome: 'travel needed',
          notes: 'E2E: the decision path (test).',
        },
      },
      session,
    );
    expect(logged.status, JSON.stringify(logged.error)).toBe(200);
  }
  await page.goto('/follow-up/demo-follow-up-ultrasound');
  const table = page.getByRole('table', { name: 'Observed against target, by month' });
  for (const m of months)
    await expect(table.getByRole('row', { name: new RegExp(m) })).toBeVisible();
  const verdict = page.getByRole('status').filter({ hasText: 'Reassessment due' });
  await expect(verdict).toContainText('Share needing travel above target by more than 20 %');
  await page.goto('/home');
  const due = page.getByRole('region', { name: /Reassessment due/ });
  await expect(due.getByRole('link', { name: 'Tele-ultrasound cart (demo)' })).toBeVisible();
});
