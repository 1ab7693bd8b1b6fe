// The review behind a Summary of Findings, as reviewers walk it in Chromium: a review question
// for the tele-ultrasound cart; a MEDLINE search whose RIS export of 30 records is imported;
// two reviewers screen titles and abstracts, keyboard first, and disagree on one record, which a
// third settles seeing both decisions; at full text one record is excluded with a reason; the
// question's page draws the PRISMA 2020 diagram; the two included records are added to the study
// library as randomised trials from the question's page; each is assessed with RoB 2 from an
// evidence profile citing both; a meta-analysis of the outcome takes one extraction per trial and
// pools an RR with its forest plot; the profile's Summary of Findings row takes the pooled
// effect, and its suggested risk-of-bias rating weighs each trial by its extracted participants;
// and the cart's report, downloaded as PDF and Word, carries the question, the search, the PRISMA
// counts, each trial's RoB 2 judgement and the pooled RR with its CI.
import { readFile } from 'node:fs/promises';

import type { Browser, Page } from '@playwright/test';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

import { invitedSession } from '../support/sessions.js';
import { callApi, signIn as apiSignIn } from '../support/session.js';
import { assessWithRob2, poolFromExtractions, useInSummaryOfFindings } from './evidenceSteps.js';
import { ADMIN, DEMO_PASSWORD, STAFF, expect, signIn, test } from './support.js';

const CART = 'Tele-ultrasound cart (demo)';
const RECORDS = 30;
/** The records both reviewers include (1, 2), and the one they disagree on (3). */
const BOTH_INCLUDE = [1, 2];
const DISPUTED = 3;
/** The records included at full text: 1, and the disputed 3 (2 is excluded there). */
const INCLUDED = [1, DISPUTED];
const OUTCOME = 'Travel for an exam';
/** Each included trial's first author (the analysis names a study "Author year"). */
const AUTHOR: Record<number, string> = { 1: 'Walker, Ann B.', 3: 'Morin, Claire' };

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const number = (title: string) => Number(/No\. (\d+)\b/.exec(title)?.[1]);

/** Screens every record the page offers the person at title and abstract, one key each. */
async function screenTitles(page: Page, includes: (n: number) => boolean) {
  const title = page.getByTestId('screening-title');
  for (let i = 0; i < RECORDS; i++) {
    const shown = (await title.textContent()) ?? '';
    await page.keyboard.press(includes(number(shown)) ? 'i' : 'e');
    // The next record is shown at once; the last leaves the "nothing left" message.
    if (i < RECORDS - 1) await expect(title).not.toHaveText(shown);
  }
  await expect(page.getByText('Nothing left for you at this stage.')).toBeVisible();
}

/**
 * Waits until the server holds all of a person's decisions at a stage: the page shows the next
 * record at once and saves in the background, so leaving it earlier would drop the last ones.
 */
async function saved(
  email: string,
  questionId: string,
  stage: 'titleAbstract' | 'fullText',
  n: number,
) {
  const session = await apiSignIn(email, DEMO_PASSWORD);
  await expect
    .poll(async () => {
      const answer = await callApi<{ progress: Record<string, { decided: number }> }>(
        'screening.overview',
        { questionId },
        session,
      );
      return answer.result?.progress[stage]?.decided;
    })
    .toBe(n);
}

/** At full text: includes record 1 and 3, excludes record 2 as the wrong design. */
async function screenFullTexts(page: Page) {
  const title = page.getByTestId('screening-title');
  for (let i = 0; i < 3; i++) {
    const shown = (await title.textContent()) ?? '';
    if (number(shown) === 2) await page.getByRole('button', { name: /wrong design/ }).click();
    else await page.getByRole('button', { name: 'Include (I)' }).click();
    if (i < 2) await expect(title).not.toHaveText(shown);
  }
  await expect(page.getByText('Nothing left for you at this stage.')).toBeVisible();
}

/** A page of its own signed-in context that fails a step in 30 s rather than at the test's end. */
async function fresh(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

test('reviewers go from a question and a search to a pooled effect and its report', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const t = Date.now().toString(36);
  const titleOf = (n: number) => `Remote ultrasound ${t} No. ${n}`;
  const question = `Tele-ultrasound and travel for an exam ${t}`;
  const lead = await fresh(browser);
  await signIn(lead, STAFF);

  let questionUrl = '';
  await test.step('a review question with its PICO(S)', async () => {
    await lead.goto('/questions/new');
    await lead.getByRole('textbox', { name: /^Question/ }).fill(question);
    await lead.getByRole('combobox', { name: /^Technology/ }).pressSequentially('Tele-ultra');
    await lead.getByRole('option', { name: CART, exact: true }).click();
    await lead.getByRole('textbox', { name: /^Population/ }).fill('Adults in northern clinics');
    await lead
      .getByRole('textbox', { name: /^Intervention/ })
      .fill('Tele-robotic ultrasound from the local clinic');
    await lead.getByRole('textbox', { name: /^Comparators/ }).fill('Travel to a regional hospital');
    await lead.getByRole('checkbox', { name: 'northern' }).check();
    await lead.getByRole('checkbox', { name: 'randomised trials' }).check();
    const outcome = lead.getByRole('region', { name: 'Outcome 1' });
    await outcome.getByRole('textbox', { name: /^Name of outcome 1/ }).fill('Travel for an exam');
    // A new outcome is critical unless said otherwise.
    await expect(outcome.getByRole('combobox', { name: /^Importance/ })).toHaveText('Critical');
    await lead.getByRole('button', { name: 'Save' }).click();
    await expect(lead.getByRole('heading', { name: question })).toBeVisible();
    questionUrl = lead.url();
  });

  await test.step('a MEDLINE search and its RIS export of 30 records', async () => {
    await lead.goto('/searches/new');
    await lead.getByRole('combobox', { name: /^Review question/ }).pressSequentially(t);
    await lead.getByRole('option', { name: question, exact: true }).click();
    await lead.getByRole('combobox', { name: /^Source/ }).click();
    await lead.getByRole('option', { name: 'MEDLINE', exact: true }).click();
    await lead.getByLabel(/^Run on/).fill('2026-10-01');
    await lead.getByLabel(/^Records found/).fill(String(RECORDS));
    await lead.getByRole('textbox', { name: /^Search string/ }).fill('(tele* AND ultraso*).ti,ab.');
    await lead.getByRole('button', { name: 'Save' }).click();
    const ris = Array.from({ length: RECORDS }, (_, i) =>
      [
        'TY  - JOUR',
        `TI  - ${titleOf(i + 1)}`,
        `AU  - ${AUTHOR[i + 1] ?? 'Walker, Ann B.'}`,
        'PY  - 2024',
        `DO  - 10.5555/evidence.${t}.${i + 1}`,
        'ER  - ',
        '',
      ].join('\n'),
    ).join('\n');
    await lead.getByLabel('RIS or BibTeX file').setInputFiles({
      name: 'medline.ris',
      mimeType: 'application/x-research-info-systems',
      buffer: Buffer.from(ris),
    });
    await lead.getByRole('button', { name: 'Import a RIS or BibTeX file' }).click();
    // The table shows the first 25; the PRISMA counts below prove all 30 were kept.
    await expect(lead.getByRole('table', { name: "The search's records" })).toContainText(`No. 25`);
  });

  const questionId = new URL(questionUrl).pathname.split('/').at(-1)!;
  await test.step('two reviewers screen titles and abstracts and disagree once', async () => {
    await lead.goto(`/screening/${questionId}`);
    await screenTitles(lead, (n) => BOTH_INCLUDE.includes(n) || n === DISPUTED);
    await saved(STAFF, questionId, 'titleAbstract', RECORDS);
    const second = await fresh(browser);
    await signIn(second, ADMIN);
    await second.goto(`/screening/${questionId}`);
    await screenTitles(second, (n) => BOTH_INCLUDE.includes(n));
    await saved(ADMIN, questionId, 'titleAbstract', RECORDS);
    await second.context().close();
  });

  await test.step('a third reviewer settles the disagreement, seeing both decisions', async () => {
    const third = await invitedSession('third-reviewer');
    const page = await fresh(browser);
    await signIn(page, third.email);
    await page.goto(`/screening/${questionId}/conflicts`);
    const conflict = page.getByRole('article', { name: new RegExp(`No\\. ${DISPUTED}$`) });
    await expect(conflict.getByTestId('conflict-votes')).toContainText(STAFF);
    await expect(conflict.getByTestId('conflict-votes')).toContainText(ADMIN);
    await conflict.getByRole('button', { name: 'Include' }).click();
    await expect(conflict).toBeHidden();
    await page.context().close();
  });

  await test.step('at full text, one record is excluded with a reason', async () => {
    await lead.goto(`/screening/${questionId}`);
    await lead.getByRole('button', { name: 'Full text' }).click();
    await screenFullTexts(lead);
    await saved(STAFF, questionId, 'fullText', 3);
    const second = await fresh(browser);
    await signIn(second, ADMIN);
    await second.goto(`/screening/${questionId}`);
    await second.getByRole('button', { name: 'Full text' }).click();
    await screenFullTexts(second);
    await saved(ADMIN, questionId, 'fullText', 3);
    await second.context().close();
  });

  const studyIds: string[] = [];
  await test.step('the included records go to the study library as randomised trials', async () => {
    await lead.goto(questionUrl);
    const panel = lead.getByRole('region', { name: 'Included studies' });
    await expect(panel.getByRole('listitem')).toHaveCount(INCLUDED.length);
    // Adding without a design is refused in the form, saying what is missing.
    await panel.getByRole('button', { name: 'Add 2 to the study library' }).click();
    await expect(panel.getByText('Choose the study design.')).toHaveCount(2);
    // One design chosen by mouse, the other by keyboard (focus, open, type-ahead, Enter).
    const design = (n: number) =>
      panel
        .getByRole('listitem', { name: titleOf(n) })
        .getByRole('combobox', { name: /^Study design/ });
    await design(1).click();
    await lead.getByRole('option', { name: 'RCT', exact: true }).click();
    await design(DISPUTED).focus();
    await lead.keyboard.press('Enter');
    await lead.keyboard.type('R');
    await expect(lead.getByRole('option', { name: 'RCT', exact: true })).toBeFocused();
    await lead.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Add 2 to the study library' }).click();
    await expect(panel.getByRole('status')).toContainText(
      'Added to the library: 2 created, 0 linked',
    );
    for (const n of INCLUDED) {
      const item = panel.getByRole('listitem', { name: titleOf(n) });
      await expect(item).toContainText('In the library (RCT)');
      const href = await item.getByRole('link', { name: titleOf(n) }).getAttribute('href');
      studyIds.push(href!.split('/').at(-1)!);
    }
  });

  let profilePath = '';
  let analysisUrl = '';
  await test.step('RoB 2 for both trials from an evidence profile answering the question', async () => {
    const session = await apiSignIn(STAFF, DEMO_PASSWORD);
    const made = await callApi<{ evidenceProfile: { id: string } }>(
      'evidenceProfiles.create',
      {
        fields: {
          title: `Tele-ultrasound and travel ${t}`,
          technologyId: 'demo-tech-ultrasound',
          // The question it answers: the report states it first, whatever else the cart is asked.
          questionId,
          outcomes: [
            {
              name: OUTCOME,
              importance: 'critical',
              studyIds,
              evidence: 'randomised trials',
              measure: 'none',
              narrative: 'To be pooled.',
            },
          ],
        },
      },
      session,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    profilePath = `/evidence-profile/${made.result!.evidenceProfile.id}`;
    // Low risk throughout for the first; no information on concealment (1.2) for the second.
    await assessWithRob2(lead, profilePath, titleOf(1), { participants: 70 });
    await expect(lead.getByText('Risk of bias (RoB 2) · low')).toBeVisible();
    await assessWithRob2(lead, profilePath, titleOf(DISPUTED), {
      participants: 50,
      changes: { '1.2': 'No information' },
    });
    await expect(lead.getByText('Risk of bias (RoB 2) · some concerns')).toBeVisible();
  });

  await test.step('a meta-analysis pools an RR from one extraction per trial', async () => {
    await poolFromExtractions(lead, profilePath, OUTCOME, [
      ['Walker 2024', [18, 60, 36, 60]],
      ['Morin 2024', [22, 75, 45, 75]],
    ]);
    // Inverse variance: log RRs −0.6931 (v 0.0500) and −0.7156 (v 0.0410) pool to RR 0.49.
    await expect(lead.getByTestId('pooled-effect')).toContainText('RR 0.49 [0.37, 0.66]');
    const plot = lead.getByRole('img', { name: new RegExp(`^Forest plot: ${OUTCOME}`) });
    await expect(plot).toBeVisible();
    await expect(plot.locator('polygon')).toHaveCount(1);
    analysisUrl = lead.url();
  });

  await test.step('risk of bias is rated as the trials, weighed by their extractions, suggest', async () => {
    await lead.goto(profilePath);
    // Typed with the assessments: 70 and 50 (58 % at low risk). Extracted: 120 and 150.
    await expect(
      lead.getByRole('status').filter({ hasText: `${OUTCOME}: rated not serious` }),
    ).toContainText('suggested serious. Only 44 % of participants are in studies at low risk');
    await lead.getByRole('link', { name: 'Edit', exact: true }).click();
    await lead.getByRole('combobox', { name: /^Risk of bias/ }).click();
    await lead.getByRole('option', { name: 'Serious (down one)' }).click();
    await lead
      .getByRole('textbox', { name: /^Why \(risk of bias\)/ })
      .fill('Most participants are in the trial whose allocation concealment is not reported.');
    await lead.getByRole('button', { name: 'Save' }).click();
    await expect(lead).toHaveURL(new RegExp(`${profilePath}$`));
    await expect(
      lead.getByRole('status').filter({ hasText: `${OUTCOME}: rated serious` }),
    ).toContainText('suggested serious.');
  });

  await test.step('the SoF row takes the pooled RR', async () => {
    await lead.goto(analysisUrl);
    await useInSummaryOfFindings(lead);
    await lead.goto(profilePath);
    await expect(lead.getByText('RR 0.49 (0.37 to 0.66)').first()).toBeVisible();
    await expect(
      lead.getByRole('link', { name: 'Pooled: meta-analysis and forest plot' }).first(),
    ).toBeVisible();
  });

  await test.step('the report carries the PRISMA counts, the RoB judgements and the pooled RR', async () => {
    await lead.goto('/technology/demo-tech-ultrasound');
    const panel = lead.getByRole('region', { name: 'HTA report' });
    await panel
      .getByRole('combobox', { name: /^Evidence profile/ })
      .pressSequentially(`Tele-ultrasound and travel ${t}`);
    await lead.getByRole('option', { name: new RegExp(`Tele-ultrasound and travel ${t}`) }).click();
    for (const format of ['PDF', 'Word']) {
      const download = lead.waitForEvent('download');
      await panel.getByRole('button', { name: `Download report (${format})` }).click();
      const file = await (await download).path();
      let text: string;
      if (format === 'Word') text = (await mammoth.extractRawText({ path: file })).value;
      else {
        const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
        text = (await parser.getText()).text;
        await parser.destroy();
      }
      const flat = text.replace(/\s+/g, ' ');
      const mine = flat.slice(flat.indexOf(`Search and selection: ${question}`));
      expect(flat).toContain(`Review question: ${question}`);
      expect(mine).toContain('(tele* AND ultraso*).ti,ab.');
      expect(mine).toMatch(/Records identified ?30/);
      expect(mine).toMatch(/Records screened ?30/);
      expect(mine).toMatch(/Records excluded at title and abstract ?27/);
      expect(mine).toMatch(/excluded: Wrong study design ?1/);
      expect(mine).toMatch(/Studies included ?2/);
      expect(mine).toContain('Records included: 2; in the study library: 2.');
      // The traffic-light table: each trial's row, its five domains and the overall judgement.
      // Word keeps a row's cells in order; a PDF's wrapped cells may interleave, so there the
      // judgements are counted.
      if (format === 'Word') {
        expect(flat).toMatch(new RegExp(`${escaped(titleOf(1))} \\(${STAFF}\\)( \\+ low){6}`));
        expect(flat).toMatch(
          new RegExp(
            `${escaped(titleOf(DISPUTED))} \\(${STAFF}\\) − some concerns( \\+ low){4} − some concerns`,
          ),
        );
      } else {
        expect(flat.match(/\+ ?low/g)?.length).toBeGreaterThanOrEqual(6 + 4);
        expect(flat.match(/− ?some concerns/g)?.length).toBeGreaterThanOrEqual(2);
      }
      expect(flat).toMatch(
        new RegExp(`${OUTCOME}: pooled RR 0\\.49 \\[0\\.37, ?0\\.66\\] \\(95 % CI\\)`),
      );
    }
  });
});
