// The review behind a Summary of Findings, as reviewers walk it in Chromium: a review question
// for the tele-ultrasound cart; a MEDLINE search whose RIS export of 30 records is imported;
// two reviewers screen titles and abstracts, keyboard first, and disagree on one record, which a
// third settles seeing both decisions; at full text one record is excluded with a reason; the
// question's page draws the PRISMA 2020 diagram; and the cart's report, downloaded as PDF and
// Word, carries the question, the search and the PRISMA counts.
//
// Risk of bias, extraction and pooling are walked in their features' own specs (appraisal,
// synthesis) from library studies: an included record does not yet become a library study.
import { readFile } from 'node:fs/promises';

import type { Browser, Page } from '@playwright/test';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

import { invitedSession } from '../support/sessions.js';
import { callApi, signIn as apiSignIn } from '../support/session.js';
import { ADMIN, DEMO_PASSWORD, STAFF, expect, signIn, test } from './support.js';

const CART = 'Tele-ultrasound cart (demo)';
const RECORDS = 30;
/** The records both reviewers include (1, 2), and the one they disagree on (3). */
const BOTH_INCLUDE = [1, 2];
const DISPUTED = 3;

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

test('reviewers go from a question and a search to PRISMA counts in the report', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const t = Date.now().toString(36);
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
        `TI  - Remote ultrasound ${t} No. ${i + 1}`,
        'AU  - Walker, Ann B.',
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

  await test.step('the report carries the question, the search and the PRISMA counts', async () => {
    await lead.goto('/technology/demo-tech-ultrasound');
    const panel = lead.getByRole('region', { name: 'HTA report' });
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
    }
  });
});
