// Echo in Chromium against the emulators and the fake Vertex AI server (its demo responder
// looks the named community up in the data it is given).

import type { Route } from '@playwright/test';

import { fake } from '../../../../tests/support/echo.js';
import {
  ADMIN,
  expect,
  seriousAxeViolations,
  signIn,
  STAFF,
  test,
} from '../../../../tests/e2e/support.js';

test.beforeEach(async ({ page }, info) =>
  signIn(page, info.title.startsWith('admin') ? ADMIN : STAFF),
);

test('a refused question stays in the conversation with its reason (no stray "[0]"), also after the next question and a reload', async ({
  page,
}) => {
  const id = `blocked-${Date.now()}`;
  await fake.script({ id, chunks: [''], blockReason: 'SAFETY' });
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await box.fill(`[script:${id}] A question the filters block`);
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation with Echo' });
  const reason = log.getByText(/the model's safety filters blocked the question or the answer/);
  await expect(reason).toBeVisible();
  await expect(log).not.toContainText('[0]');
  await expect(log.getByRole('article', { name: 'Your question' })).toHaveText(
    `[script:${id}] A question the filters block`,
  );
  await expect(page).toHaveURL(/[?&]c=\w+/);
  await box.fill('Tell me about La Ronge');
  await box.press('Enter');
  await expect(
    log.getByRole('article', { name: 'Echo’s answer' }).getByRole('heading', { name: 'La Ronge' }),
  ).toBeVisible();
  await expect(reason).toBeVisible();
  await page.reload();
  await expect(log.getByRole('article', { name: 'Your question' })).toHaveCount(2);
  await expect(reason).toBeVisible();
  await expect(log).not.toContainText('[0]');
});

test('the suggested questions fill the box, and one is answered from the data', async ({
  page,
}) => {
  await page.goto('/chat');
  await page
    .getByRole('button', { name: 'Which community has the highest remoteness index?' })
    .click();
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await expect(box).toHaveValue('Which community has the highest remoteness index?');
  await box.press('Enter');
  const answer = page.getByRole('article', { name: 'Echo’s answer' }).last();
  await expect(answer.getByRole('table')).toBeVisible();
  await expect(answer).not.toContainText('Unity');
});

test('admin changes Echo’s limits on /admin/echo: checked as typed, saved, and shown as saved', async ({
  page,
}) => {
  await page.goto('/admin/echo');
  const perMinute = page.getByRole('textbox', { name: 'Questions a minute' });
  const perDay = page.getByRole('textbox', { name: 'Tokens a day' });
  await expect(perDay).toHaveValue('1000000');
  await expect(page.getByText(/allow about [\d,]+ questions a day/)).toBeVisible();
  await perMinute.fill('0');
  await perMinute.blur();
  await expect(page.getByText('The number of questions a minute is at least 1.')).toBeVisible();
  await perMinute.fill('10');
  await perDay.fill('2000000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Echo’s limits were saved.')).toBeVisible();
  await expect(page.getByText(/^Version \d+, saved .* by admin@hta\.test\.$/)).toBeVisible();
  await page.reload();
  await expect(perDay).toHaveValue('2000000');
  // Back to the default, for the other tests.
  await perDay.fill('1000000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Echo’s limits were saved.')).toBeVisible();
});

test('ask Echo: the answer streams in as Markdown with a link to the community, which opens in the app', async ({
  page,
}) => {
  await page.goto('/chat');
  await expect(page.getByText('Fake model (demo)')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await box.fill('Tell me about La Ronge');
  await box.press('Enter');
  const answer = page.getByRole('article', { name: 'Echo’s answer' }).last();
  await expect(answer.getByRole('heading', { name: 'La Ronge' })).toBeVisible();
  await expect(answer.getByText(/population\s+2,521/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Your question' }).last()).toHaveText(
    'Tell me about La Ronge',
  );
  await answer.getByRole('link', { name: 'Open the profile of La Ronge' }).click();
  await expect(page).toHaveURL(/\/site2\/4718041$/);
  await expect(page.getByRole('heading', { level: 1, name: 'La Ronge' })).toBeVisible();
});

test('stop a long answer: it stops, and what arrived is kept as stopped', async ({ page }) => {
  // Streamed slowly enough to stop part way even on a busy machine: at the fake's usual pace the
  // whole answer sometimes arrived before the Stop click did.
  const id = `slow-stop-${Date.now().toString(36)}`;
  await fake.script({ id, chunkDelayMs: 250 });
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await box.fill(`[script:${id}] Describe the communities in detail`);
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByRole('article', { name: 'Echo’s answer' }).last();
  await expect(answer.getByRole('listitem').nth(2)).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(answer.getByText('Stopped')).toBeVisible();
  const items = await answer.getByRole('listitem').count();
  expect(items).toBeLessThan(80);
  // Kept by the server: the conversation, opened again, still ends with the stopped answer.
  await expect(page).toHaveURL(/\/chat\?c=\w+/);
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Echo’s answer' }).last().getByText('Stopped'),
  ).toBeVisible();
});

test('Shift+Enter starts a new line; "Ask Echo about this community" prepares the question', async ({
  page,
}) => {
  await page.goto('/site2/4706027');
  await page.getByRole('link', { name: 'Ask Echo about this community' }).click();
  await expect(page).toHaveURL(/\/chat\?ask=/);
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await expect(box).toHaveValue('Tell me about the community at /site2/4706027.');
  await box.press('Shift+Enter');
  await box.pressSequentially('In short.');
  await expect(box).toHaveValue('Tell me about the community at /site2/4706027.\nIn short.');
});

test('Echo beside a record page (chat layout)', async ({ page }) => {
  await page.goto('/technology/demo-tech-ultrasound');
  const panel = page.getByRole('complementary', { name: 'Echo' });
  await panel.getByRole('button', { name: 'Ask Echo about this technology' }).click();
  await expect(panel.getByRole('textbox', { name: 'Ask Echo' })).toHaveValue(
    /technology at \/technology\/demo-tech-ultrasound/,
  );
});

test('a new conversation’s answer ends without the thread going empty or doubling, and a question typed meanwhile stays', async ({
  page,
}) => {
  // A slow connection: a saved conversation arrives most of a second after it is asked for, so
  // the next question goes out before the new conversation has loaded and it arrives while the
  // (slowly streamed, "in detail") answer comes in. CI found the first exchange vanishing then.
  await page.route(/\/api$/, async (route) => {
    if (route.request().postData()?.includes('"echo.conversations.get"'))
      await new Promise((r) => setTimeout(r, 800));
    await route.fallback();
  });
  await page.goto('/chat');
  await expect(page.getByRole('log', { name: 'Conversation with Echo' })).toBeAttached();
  // Every change to the thread records how many messages it shows.
  await page.evaluate(() => {
    const log = document.querySelector('[role=log]')!;
    const counts: number[] = [];
    (window as unknown as { counts: number[] }).counts = counts;
    new MutationObserver(() => {
      const n = log.querySelectorAll('article').length;
      if (counts.at(-1) !== n) counts.push(n);
    }).observe(log, { childList: true, subtree: true });
  });
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await box.fill('Tell me about La Ronge');
  await box.press('Enter');
  await box.fill('And the communities, in detail?');
  const answers = page.getByRole('article', { name: 'Echo’s answer' });
  await expect(answers.last().getByRole('heading', { name: 'La Ronge' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]c=/);
  // The list shows the new conversation, and the answer is the saved one now.
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toContainText(
    'Tell me about La Ronge',
  );
  await expect(box).toHaveValue('And the communities, in detail?');
  await box.press('Enter');
  await expect(answers.last().getByRole('link', { name: 'Argyle No. 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await expect(answers).toHaveCount(2);
  // The saved conversation (slowed down above) has replaced the streamed copy.
  await expect(page.getByRole('log', { name: 'Conversation with Echo' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const counts = await page.evaluate(() => (window as unknown as { counts: number[] }).counts);
  expect(counts).toEqual([2, 4]);
});

test('admin: the limits form and the suggested questions are axe-clean and fit a phone, a refusal too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const serious = () => seriousAxeViolations(page);
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/admin/echo');
  await expect(page.getByRole('button', { name: 'Save limits' })).toBeVisible();
  expect(await serious()).toEqual([]);
  expect(await width()).toBeLessThanOrEqual(390);

  await page.goto('/chat');
  await expect(page.getByRole('button', { name: 'Tell me about La Ronge' })).toBeVisible();
  expect(await serious()).toEqual([]);
  expect(await width()).toBeLessThanOrEqual(390);

  const id = `blocked-axe-${Date.now()}`;
  await fake.script({ id, chunks: [''], blockReason: 'SAFETY' });
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  await box.fill(`[script:${id}] Blocked`);
  await box.press('Enter');
  await expect(page.getByText('Not answered')).toBeVisible();
  expect(await serious()).toEqual([]);
  expect(await width()).toBeLessThanOrEqual(390);
});

test('a connection lost mid-answer keeps what arrived with a retry; offline, nothing is sent', async ({
  page,
  context,
}) => {
  // context.setOffline(true) does not cut a fetch already streaming in Chromium (the answer came
  // in whole when we tried), so the cut is made here: the answer's stream sends its first words
  // and ends without its result, as a connection that drops mid-answer leaves it.
  const words = ['Fake model (demo):\n\n', '- Argyle No. 1\n', '- Gainsborough\n', '- Carievale\n'];
  const cut = (route: Route) =>
    route.request().method() !== 'POST'
      ? route.fallback()
      : route.fulfill({
          headers: {
            'content-type': 'text/event-stream',
            'access-control-allow-origin': route.request().headers()['origin'] ?? '*',
            'access-control-allow-credentials': 'true',
          },
          body: words.map((text) => `data: ${JSON.stringify({ message: { text } })}\n\n`).join(''),
        });
  await page.route(/\/echo$/, cut);
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Ask Echo' });
  const send = page.getByRole('button', { name: 'Send' });
  await box.fill('Describe the communities in detail');
  await send.click();
  const answers = page.getByRole('article', { name: 'Echo’s answer' });
  const lost = page
    .getByRole('alert')
    .filter({ hasText: 'Connection lost — the answer stopped here.' });
  await expect(lost).toBeVisible({ timeout: 20_000 });
  await expect(answers.last().getByRole('listitem')).toHaveText([
    'Argyle No. 1',
    'Gainsborough',
    'Carievale',
  ]);

  await context.setOffline(true);
  await expect(lost.getByRole('button', { name: 'Retry' })).toBeDisabled();
  await box.fill('And La Ronge?');
  await expect(page.getByRole('status').filter({ hasText: /^You're offline/ })).toHaveText(
    "You're offline. Echo needs a connection; your question stays here until you send it.",
  );
  await expect(send).toBeDisabled();
  await expect(answers.last().getByRole('listitem')).toHaveCount(3);

  await page.unroute(/\/echo$/, cut);
  await context.setOffline(false);
  await lost.getByRole('button', { name: 'Retry' }).click();
  await expect(lost).toBeHidden();
  // Asked again: the real answer replaces the cut one (the server kept nothing of it).
  await expect(answers.last().getByRole('link', { name: 'Argyle No. 1' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Your question' })).toHaveCount(1);
  await expect(answers).toHaveCount(1);
  await expect(box).toHaveValue('And La Ronge?');
});
