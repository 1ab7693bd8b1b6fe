// Screening's decisions are never lost to leaving, in Chromium: the page shows the next record
// before a decision is saved, so a person who decides quickly and leaves at once still has
// decisions on their way. Leaving through the app waits until they are saved; closing the tab
// keeps them in the browser, and the screening page sends them when it opens again.
import {
  callApi,
  DEMO_PASSWORD,
  signIn as apiSignIn,
  type Session,
} from '../../../../tests/support/session.js';
import { expect, STAFF, stateFile, test } from '../../../../tests/e2e/support.js';
import type { Page } from '@playwright/test';

test.use({ storageState: stateFile('staff') });

const RECORDS = 30;

async function ok<T>(op: string, input: unknown, session: Session): Promise<T> {
  const answer = await callApi<T>(op, input, session);
  if (!answer.result) throw new Error(`${op}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A question with one search of `RECORDS` imported records. */
async function questionToScreen(session: Session, tag: string) {
  const title = `Screened in a hurry ${tag}`;
  const { question } = await ok<{ question: { id: string } }>(
    'questions.create',
    {
      fields: {
        title,
        technologyId: 'demo-tech-ultrasound',
        population: 'Adults in northern clinics.',
        intervention: 'Tele-ultrasound.',
        outcomes: [{ name: 'Travel', importance: 'critical' }],
        designs: ['randomised trials'],
      },
    },
    session,
  );
  const { search } = await ok<{ search: { id: string } }>(
    'searches.create',
    {
      fields: {
        questionId: question.id,
        source: 'MEDLINE',
        dateRun: '2026-11-01',
        searchString: 'hurry',
        recordsReported: RECORDS,
      },
    },
    session,
  );
  const ris = Array.from({ length: RECORDS }, (_, i) =>
    [
      'TY  - JOUR',
      `TI  - Hurried record ${tag} No. ${i + 1}`,
      'PY  - 2024',
      `DO  - 10.5555/hurry.${tag}.${i + 1}`,
      'ER  - ',
      '',
    ].join('\n'),
  ).join('\n');
  await ok('searches.importRecords', { searchId: search.id, text: ris }, session);
  return { id: question.id, title };
}

/** Decides `n` records with one key each, as fast as the page shows the next. */
async function decideQuickly(page: Page, n: number) {
  const title = page.getByTestId('screening-title');
  for (let i = 0; i < n; i++) {
    const shown = (await title.textContent()) ?? '';
    await page.keyboard.press('e');
    if (i < n - 1) await expect(title).not.toHaveText(shown);
  }
}

const decidedOnServer = async (session: Session, questionId: string) =>
  (
    await ok<{ progress: { titleAbstract: { decided: number } } }>(
      'screening.overview',
      { questionId },
      session,
    )
  ).progress.titleAbstract.decided;

test('decisions made just before leaving all reach the server', async ({ page, context }) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(30_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const question = await questionToScreen(session, Date.now().toString(36));
  const half = RECORDS / 2;

  await test.step('leaving through the app waits until every decision is saved', async () => {
    await page.goto(`/screening/${question.id}`);
    await decideQuickly(page, half);
    await page.getByRole('link', { name: 'Back to the question' }).click();
    await expect(page.getByRole('heading', { name: question.title })).toBeVisible();
    // Asked once, as the question's page shows: nothing may still be on its way.
    expect(await decidedOnServer(session, question.id)).toBe(half);
  });

  await test.step('a tab closed at once keeps its decisions, sent on the next visit', async () => {
    await page.goto(`/screening/${question.id}`);
    await decideQuickly(page, half);
    await page.close();
    const again = await context.newPage();
    await again.goto(`/screening/${question.id}`);
    await expect(again.getByText('Nothing left for you at this stage.')).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => decidedOnServer(session, question.id)).toBe(RECORDS);
  });
});
