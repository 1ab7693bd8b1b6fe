// The evaluation editor's autosave on a slow link: the answer to a save comes back after the
// person has gone on working. What they did meanwhile — evidence typed, a rating changed, a study
// cited — stays on screen, is saved next over the version that answer gave, and is on the
// submitted evaluation; and when that answer is a conflict (someone else saved first), nothing
// the person typed is lost without them knowing. The answers are held back with `page.route` (each request
// reaches the server and is answered there; only the answer waits), and the editor's pauses are
// the page's clock run forward, so the order of events is the same on any machine.
import type { Page, Route } from '@playwright/test';

import {
  callApi,
  DEMO_PASSWORD,
  signIn as apiSignIn,
  type Session,
} from '../../../../tests/support/session.js';
import { ADMIN, expect, STAFF, stateFile, test } from '../../../../tests/e2e/support.js';
import { typedAnswer, type Draft } from '../../../../tests/support/evaluationDrafts.js';

test.use({ storageState: stateFile('staff') });

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The autosave's pause before it saves (1.5 s, useAutosave's default), and a little more. */
const PAUSE_MS = 2000;
const STUDY = 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review (2019)';
const STUDY_REFERENCE = /^Britton N, .*Front Public Health\. 2019;7:244\./;

/**
 * A new technology's draft evaluation, every question answered through the API (ratings 4), so
 * that the test's own edits are all that stand between it and a submit: the record and the
 * fields it was saved with (an update sends them all).
 */
async function answeredDraft(
  session: Session,
): Promise<{ draft: Draft; fields: Record<string, unknown> }> {
  const tech = await callApi<{ technology: { id: string; name: string } }>(
    'technologies.create',
    { fields: { name: `Autosaved gadget ${tag()}`, category: 'Other' } },
    session,
  );
  if (!tech.result) throw new Error(JSON.stringify(tech.error));
  const created = await callApi<{ evaluation: Draft }>(
    'evaluations.create',
    {
      fields: {
        title: `${tech.result.technology.name} evaluation`,
        technologyId: tech.result.technology.id,
        evaluators: [],
        startedOn: new Date().toISOString().slice(0, 10),
        domains: {},
        status: 'draft',
      },
    },
    session,
  );
  if (!created.result) throw new Error(JSON.stringify(created.error));
  const e = created.result.evaluation;
  const fields = {
    title: e.title,
    technologyId: e.technologyId,
    preceding: Object.fromEntries(
      Object.keys(e.preceding).map((k) => [k, { answer: 'Considered.', result: 'pass' }]),
    ),
    domains: Object.fromEntries(
      Object.entries(e.domains).map(([k, answers]) => [
        k,
        answers.map((a) => ({
          ...a,
          ...(a.type === 'rating'
            ? { rating: 4 }
            : { value: typedAnswer(a, 'Answered for the autosave test.') }),
          certainty: 'moderate',
        })),
      ]),
    ),
    recommendation: 'pilot',
    rationale: 'Pilot first.',
  };
  const saved = await callApi<{ evaluation: Draft }>(
    'evaluations.update',
    { id: e.id, version: e.version, fields },
    session,
  );
  if (!saved.result) throw new Error(JSON.stringify(saved.error));
  return { draft: saved.result.evaluation, fields };
}

interface HeldSave {
  /** The version the save was made over. */
  version: number;
  /** The HTTP status of the server's answer, once the server has given it. */
  answered: Promise<number>;
  /** Lets the answer reach the page. */
  release: () => void;
}

/**
 * Holds back the page's `evaluations.update` answers: each request goes to the server, which
 * answers it, and the answer waits until the test releases it (after `passAll`, every answer
 * passes at once). A save counts as made when the page sends it, so `versions()` also names
 * saves sent together with one whose answer the page has already shown. `next()` is the next
 * save made, in order.
 */
async function holdSaves(page: Page) {
  const made: HeldSave[] = [];
  const waiting: Array<(save: HeldSave) => void> = [];
  let passing = false;
  await page.route(/\/api$/, async (route: Route) => {
    const body = route.request().postDataJSON() as {
      data?: { op?: string; input?: { version?: number } };
    };
    if (body.data?.op !== 'evaluations.update') return route.fallback();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const response = route.fetch();
    const save = {
      version: body.data.input?.version ?? -1,
      answered: response.then((r) => r.status()),
      release,
    };
    made.push(save);
    waiting.shift()?.(save);
    if (!passing) await released;
    await route.fulfill({ response: await response });
  });
  let taken = 0;
  return {
    next: (): Promise<HeldSave> => {
      const save = made[taken++];
      return save ? Promise.resolve(save) : new Promise((resolve) => waiting.push(resolve));
    },
    passAll: () => {
      passing = true;
      for (const save of made) save.release();
    },
    versions: () => made.map((s) => s.version),
  };
}

/** The editor at the clinical-effectiveness step, with a clock the test runs forward. */
async function openStep(page: Page, id: string) {
  await page.clock.install();
  await page.goto(`/technology-evaluation/${id}/edit?step=clinicalEffectiveness`);
  await expect(
    page.getByRole('heading', { level: 2, name: /Clinical effectiveness/ }),
  ).toBeVisible();
}

const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved at|Saving|Unsaved|Not saved/ });
const question = (page: Page, n: number) =>
  page
    .locator('.MuiPaper-outlined')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${n}\\. `) }) });
const evidenceOf = (page: Page, n: number) =>
  question(page, n).getByRole('textbox', { name: 'Evidence', exact: true });
const ratingOf = (page: Page, n: number, r: number) =>
  question(page, n).getByRole('button', { name: `${r} of 5`, exact: true });

test('edits made while an autosave’s answer is slow stay, are saved next over its version, and are on the submitted evaluation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const { draft } = await answeredDraft(session);
  const saves = await holdSaves(page);
  await openStep(page, draft.id);

  // The first edit; after the pause its save goes, and its answer is held.
  await evidenceOf(page, 1).fill('Two trials in remote clinics.');
  await page.clock.runFor(PAUSE_MS);
  const first = await saves.next();
  expect(first.version).toBe(draft.version);
  await expect(status(page)).toHaveText('Saving…');

  // While it is in flight: more evidence typed, a pause (the autosave's timer runs out), a
  // rating changed, a pause, a study cited, a pause — as a person works on a slow link.
  await evidenceOf(page, 1).pressSequentially(' Both favourable.');
  await page.clock.runFor(PAUSE_MS);
  await ratingOf(page, 1, 2).click();
  await page.clock.runFor(PAUSE_MS);
  await question(page, 1)
    .getByRole('combobox', { name: 'Studies cited' })
    .pressSequentially('resource-limited');
  await page.getByRole('option', { name: STUDY, exact: true }).click();
  await page.clock.runFor(PAUSE_MS);

  // The first save's answer arrives: the edits made since are still on screen.
  first.release();
  const second = await saves.next();
  await expect(evidenceOf(page, 1)).toHaveValue('Two trials in remote clinics. Both favourable.');
  await expect(ratingOf(page, 1, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(question(page, 1).getByRole('button', { name: STUDY })).toBeVisible();

  // They are saved next, once, over the version the first answer gave.
  expect(await first.answered).toBe(200);
  expect(second.version).toBe(draft.version + 1);
  expect(await second.answered).toBe(200);
  saves.passAll();
  await expect(status(page)).toHaveText(/^Saved at /);

  // Autosave goes on as before: a later edit saves itself too, and nothing said a conflict.
  // Saves never overlap: each was made over the version the one before it gave.
  await evidenceOf(page, 2).fill('Added once the slow save was answered.');
  await page.clock.runFor(PAUSE_MS);
  await expect
    .poll(() => saves.versions())
    .toEqual([draft.version, draft.version + 1, draft.version + 2]);
  await expect(status(page)).toHaveText(/^Saved at /);
  await expect(page.getByRole('alert').filter({ hasText: /Someone else saved/ })).toHaveCount(0);

  // A reload shows them (from the server: the browser's copy is dropped once saved).
  await page.reload();
  await expect(evidenceOf(page, 1)).toHaveValue('Two trials in remote clinics. Both favourable.');
  await expect(ratingOf(page, 1, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(evidenceOf(page, 2)).toHaveValue('Added once the slow save was answered.');
  await expect(page.getByText(/This browser holds changes/)).toHaveCount(0);

  // Submitted, the evaluation's page shows all three, and still after a reload.
  await page.getByRole('tab', { name: 'Review and submit' }).click();
  await expect(page.getByText('Everything is answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page).toHaveURL(new RegExp(`/technology-evaluation/${draft.id}$`));
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(page.locator('.MuiChip-root', { hasText: 'Submitted' })).toBeVisible();
    await page.getByRole('button', { name: /Clinical effectiveness/ }).click();
    const cited = page.getByRole('list', { name: 'Studies cited for question 1' });
    const answer = page.getByRole('listitem').filter({ has: cited });
    await expect(answer).toContainText('Rated 2 of 5');
    await expect(answer).toContainText('Two trials in remote clinics. Both favourable.');
    await expect(cited.getByRole('listitem')).toContainText(STUDY_REFERENCE);
  }
});

test('an edit made while a save is refused as a conflict is kept: on screen, offered back after loading theirs, and saved over it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const admin = await apiSignIn(ADMIN, DEMO_PASSWORD);
  const { draft, fields } = await answeredDraft(session);
  const saves = await holdSaves(page);
  await openStep(page, draft.id);

  // Someone else (an administrator) saves the evaluation after this page opened it; then the
  // person types, and this page's save goes over the version it opened.
  const theirs = await callApi<{ evaluation: Draft }>(
    'evaluations.update',
    { id: draft.id, version: draft.version, fields: { ...fields, rationale: 'Theirs: La Ronge.' } },
    admin,
  );
  expect(theirs.status, JSON.stringify(theirs.error)).toBe(200);
  await evidenceOf(page, 1).fill('Mine, first.');
  await page.clock.runFor(PAUSE_MS);
  const refused = await saves.next();
  expect(await refused.answered).not.toBe(200);

  // While the refusal is on its way, the person goes on typing.
  await evidenceOf(page, 1).pressSequentially(' Then more.');
  await evidenceOf(page, 2).fill('Typed during the refused save.');
  await page.clock.runFor(PAUSE_MS);
  refused.release();

  // Told, not silently dropped: the conflict is said, and every word is still on screen.
  await expect(page.getByRole('alert').filter({ hasText: /Someone else saved/ })).toBeVisible();
  await expect(status(page)).toHaveText('Not saved: someone else saved first');
  await expect(evidenceOf(page, 1)).toHaveValue('Mine, first. Then more.');
  await expect(evidenceOf(page, 2)).toHaveValue('Typed during the refused save.');
  // Autosave stopped: nothing more went to the server over the refused version.
  saves.passAll();
  await page.clock.runFor(PAUSE_MS);
  expect(saves.versions()).toEqual([draft.version]);

  // Their version loaded, this browser's copy is offered back, and restored it saves: merged
  // from the version it was made on, so their rationale (which mine never touched) stays.
  await page.getByRole('button', { name: 'Load theirs' }).click();
  await expect(page.getByText(/This browser holds changes/)).toContainText(
    'restoring puts your changes on it and keeps the later changes to everything else',
  );
  await expect(evidenceOf(page, 1)).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(evidenceOf(page, 1)).toHaveValue('Mine, first. Then more.');
  await expect(evidenceOf(page, 2)).toHaveValue('Typed during the refused save.');
  await page.clock.runFor(PAUSE_MS);
  await expect(status(page)).toHaveText(/^Saved at /);
  expect(saves.versions()).toEqual([draft.version, theirs.result!.evaluation.version]);

  await page.reload();
  await expect(evidenceOf(page, 1)).toHaveValue('Mine, first. Then more.');
  await expect(evidenceOf(page, 2)).toHaveValue('Typed during the refused save.');
  const saved = await callApi<{ evaluation: Draft & { rationale: string | null } }>(
    'evaluations.get',
    { id: draft.id },
    admin,
  );
  expect(saved.result!.evaluation.rationale).toBe('Theirs: La Ronge.');
});
