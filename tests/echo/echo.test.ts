// Echo against the emulators and the fake Vertex AI server. This file runs after the other
// integration files (see vitest.integration.config.ts): its cache assertions need a data
// version nobody else is bumping.
import { readFileSync } from 'node:fs';

import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, db } from '../support/platform.js';
import { ask, eventually, fake, type FakeRequest } from '../support/echo.js';
import { callApi, signIn, type Session } from '../support/session.js';

const PASSWORD = 'echo-test-password';
const id = () => Math.random().toString(36).slice(2, 10);

async function freshUser(): Promise<Session & { uid: string }> {
  const email = `echo-${id()}@hta.test`;
  const user = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  // Admitted as an invitation admits people.
  await adminAuth.setCustomUserClaims(user.uid, { staff: true });
  return { ...(await signIn(email, PASSWORD)), uid: user.uid };
}

const streamRequest = async (scriptId: string) =>
  eventually(async () =>
    (await fake.requests(scriptId)).find((r) => r.kind === 'streamGenerateContent'),
  );

let person: Session & { uid: string };
beforeAll(async () => {
  person = await freshUser();
});

describe('Echo', () => {
  let conversationId = '';

  it('sends the configured model and location, a two-part instruction whose second part is the data, and streams the answer', async () => {
    await fake.script({ id: 's1', chunks: ['Regina has ', '249,217 ', 'people.'] });
    const answer = await ask(person, { question: '[script:s1] What is the population of Regina?' });
    expect(answer.error).toBeUndefined();
    expect(answer.chunks).toEqual(['Regina has ', '249,217 ', 'people.']);
    expect(answer.result).toMatchObject({ answer: 'Regina has 249,217 people.', stopped: false });
    conversationId = answer.result!.conversationId;

    const request = await streamRequest('s1');
    expect(request).toMatchObject({
      project: 'demo-hta',
      location: 'us-central1',
      model: 'gemini-3.5-flash',
    });
    // The instruction travels in a context cache (or inline when caching is unavailable).
    let instruction = request.body.systemInstruction;
    if (request.body.cachedContent) {
      const created = (await fake.requests()).filter(
        (r: FakeRequest) => r.kind === 'cachedContents.create' && r.at <= request.at,
      );
      instruction = created.at(-1)?.body.systemInstruction;
      expect(created.at(-1)?.body.model).toBe(
        'projects/demo-hta/locations/us-central1/publishers/google/models/gemini-3.5-flash',
      );
    }
    expect(instruction?.parts).toHaveLength(2);
    expect(instruction!.parts[0]!.text).toContain('You are Echo');
    expect(instruction!.parts[0]!.text).toContain(
      'made at the virtual health hub by the HTA Hub team',
    );
    expect(instruction!.parts[1]!.text).toContain('/site2/4706027|Regina|City|6|');
    expect(instruction!.parts[1]!.text).toContain('# Healthcare facilities (');
    // Published needs (drafts left out) and each community's needs ranking, with their pages.
    const data = instruction!.parts[1]!.text;
    expect(data).toContain('# Published clinical needs (');
    expect(data).toContain(
      '/clinical-needs/demo-need-ultrasound|Routine prenatal ultrasound close to home (demo)|Obstetrics',
    );
    expect(data).not.toContain('/clinical-needs/demo-need-bp|');
    expect(data).toContain(
      '/clinical-needs-assessment/demo-assessment-laronge|La Ronge virtual-care priorities (demo)|/site2/4718041|La Ronge|',
    );
    expect(data).toContain(
      '1. Routine prenatal ultrasound close to home (demo) (52.5; /clinical-needs/demo-need-ultrasound)',
    );
    expect(data).toContain('# Care pathways (');
    // Each facility's readiness and onboarding (issue 13), and the census divisions' figures
    // (worked by hand from sk_communities.json for Division No. 16).
    expect(data).toMatch(
      /\/facility2\/odhf-8711\|LA RONGE HEALTH CENTRE\|[^\n]*\|ready\|4\.2\|[^\n]*\|\/ffa\?facility=odhf-8711\|live\|100\|/,
    );
    expect(data).toContain('# Census divisions (18)');
    expect(data).toContain('/sag?cd=4716|Division No. 16|37993|-0.02|0.3526|61|28|7.37');
  });

  it('sends the history in order with the next question, and keeps it per person', async () => {
    await fake.script({ id: 's2', chunks: ['Saskatoon is larger.'] });
    const answer = await ask(person, { question: '[script:s2] And Saskatoon?', conversationId });
    expect(answer.result?.conversationId).toBe(conversationId);
    const request = await streamRequest('s2');
    expect(
      request.body.contents?.map((c) => [c.role, c.parts.map((p) => p.text).join('')]),
    ).toEqual([
      ['user', '[script:s1] What is the population of Regina?'],
      ['model', 'Regina has 249,217 people.'],
      ['user', '[script:s2] And Saskatoon?'],
    ]);
    const stored = await callApi<{
      conversation: { messages: Array<{ role: string; text: string }> };
    }>('echo.conversations.get', { id: conversationId }, person);
    expect(stored.result!.conversation.messages.map((m) => m.role)).toEqual([
      'user',
      'model',
      'user',
      'model',
    ]);
    const other = await freshUser();
    expect(
      (await callApi('echo.conversations.get', { id: conversationId }, other)).error?.status,
    ).toBe('NOT_FOUND');
  });

  const corrupt: Array<[string, Array<Record<string, unknown>>]> = [
    ['starts-with-user', [{ role: 'model', parts: [{ text: 'Hello first' }] }]],
    [
      'known-roles',
      [
        { role: 'user', parts: [{ text: 'hi' }] },
        { role: 'assistant', parts: [{ text: 'x' }] },
      ],
    ],
    [
      'no-empty-parts',
      [
        { role: 'user', parts: [{ text: 'hi' }] },
        { role: 'model', parts: [] },
      ],
    ],
    [
      'function-response-alone',
      [
        { role: 'user', parts: [{ text: 'hi' }] },
        {
          role: 'function',
          parts: [{ functionResponse: { name: 'lookup', response: {} } }, { text: 'and text' }],
        },
      ],
    ],
  ];

  it.each(corrupt)(
    'refuses a conversation breaking rule %s before any model call',
    async (rule, messages) => {
      const ref = db.collection('conversations').doc();
      await ref.set({
        uid: person.uid,
        title: 'corrupt',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        messageCount: messages.length,
        messages: messages.map((m) => ({ ...m, at: Timestamp.now(), usage: null, stopped: false })),
      });
      const script = `v-${rule}-${id()}`;
      const answer = await ask(person, {
        question: `[script:${script}] hi`,
        conversationId: ref.id,
      });
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
      expect(answer.error?.details).toMatchObject({ rule });
      expect(answer.error?.message).toContain('Echo cannot send this conversation');
      expect(await fake.requests(script)).toEqual([]);
    },
  );

  it('stops mid-stream: the model stream is cancelled and the partial answer is saved as stopped', async () => {
    await fake.script({
      id: 'stop',
      chunks: Array.from({ length: 60 }, (_, i) => `word${i} `),
      chunkDelayMs: 100,
    });
    const runId = `run-${id()}`;
    const answer = await ask(
      person,
      { question: '[script:stop] Tell me everything', conversationId, runId },
      { stopAfterChunks: 3 },
    );
    expect(answer.chunks).toHaveLength(3);
    // What the app's stop button does: close the stream, and say so (the Functions emulator
    // does not pass a closed connection on to the function).
    expect((await callApi('echo.stop', { runId }, person)).status).toBe(200);
    const request = await eventually(async () =>
      (await fake.requests('stop')).find((r) => r.aborted),
    );
    expect(request.aborted).toBe(true);
    const last = await eventually(async () => {
      const stored = await callApi<{
        conversation: { messages: Array<{ role: string; text: string; stopped: boolean }> };
      }>('echo.conversations.get', { id: conversationId }, person);
      const m = stored.result!.conversation.messages.at(-1);
      return m?.stopped ? m : undefined;
    });
    expect(last.text.startsWith('word0 word1 word2')).toBe(true);
    expect(last.text.split(' ').filter(Boolean).length).toBeLessThan(60);
  });

  it('turns a model error mid-stream into a clear message and keeps nothing of that answer', async () => {
    const before = (await db.collection('conversations').doc(conversationId).get()).get(
      'messageCount',
    ) as number;
    await fake.script({
      id: 'err',
      chunks: ['Half ', 'an ', 'answer'],
      error: { code: 503, status: 'UNAVAILABLE', message: 'overloaded', afterChunks: 2 },
    });
    const answer = await ask(person, { question: '[script:err] Anything', conversationId });
    expect(answer.chunks).toEqual(['Half ', 'an ']);
    expect(answer.error?.status).toBe('UNAVAILABLE');
    expect(answer.error?.message).toContain('unavailable right now');
    expect(
      (await db.collection('conversations').doc(conversationId).get()).get('messageCount'),
    ).toBe(before);
  });

  it('names quota and safety refusals', async () => {
    await fake.script({
      id: 'quota',
      error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded' },
    });
    const quota = await ask(person, { question: '[script:quota] Anything' });
    expect(quota.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(quota.error?.message).toContain('quota');
    await fake.script({ id: 'safety', chunks: [''], blockReason: 'SAFETY' });
    const safety = await ask(person, { question: '[script:safety] Anything' });
    expect(safety.error?.status).toBe('FAILED_PRECONDITION');
    expect(safety.error?.message).toContain('safety filters');
  });

  it('limits each person to 10 questions a minute, with a clear message and no model call', async () => {
    const busy = await freshUser();
    await fake.script({ id: 'fast', chunks: ['ok'] });
    for (let i = 0; i < 10; i++) {
      const answer = await ask(busy, { question: `[script:fast] question ${i}` });
      expect(answer.error, `question ${i}`).toBeUndefined();
    }
    const refused = await ask(busy, { question: '[script:eleventh] one more' });
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.error?.message).toContain('10 questions in the last minute');
    expect(await fake.requests('eleventh')).toEqual([]);
  });

  it('refuses a question over the length limit before anything else', async () => {
    const answer = await ask(person, { question: 'x'.repeat(4001) });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(JSON.stringify(answer.error?.details)).toContain('at most 4000 characters');
  });

  it('reuses its data and cache within a data version, and rebuilds them when the data changes', async () => {
    await fake.script({ id: 'c1', chunks: ['one'] });
    await ask(person, { question: '[script:c1] first' });
    const first = await streamRequest('c1');

    // Changed behind the API's back (no data-version bump): a question that re-read the
    // registries would now carry the marker.
    await db.collection('communities').doc('4701001').update({ notes: 'ZZ-stale-marker' });
    await fake.script({ id: 'c2', chunks: ['two'] });
    await ask(person, { question: '[script:c2] second' });
    const second = await streamRequest('c2');
    const creations = () =>
      fake.requests().then((all) => all.filter((r) => r.kind === 'cachedContents.create'));
    expect(second.body.cachedContent ?? null).toBe(first.body.cachedContent ?? null);
    expect((await creations()).filter((c) => c.at > first.at)).toEqual([]);
    expect(JSON.stringify(second.body)).not.toContain('ZZ-stale-marker');

    // A write through the API bumps the data version: the next question sees the change.
    await db
      .collection('meta')
      .doc('dataVersion')
      .set({ version: FieldValue.increment(1) }, { merge: true });
    await fake.script({ id: 'c3', chunks: ['three'] });
    await ask(person, { question: '[script:c3] third' });
    const third = await streamRequest('c3');
    const latest = (await creations()).at(-1);
    if (third.body.cachedContent) {
      expect(third.body.cachedContent).not.toBe(first.body.cachedContent);
      expect(JSON.stringify(latest?.body)).toContain('ZZ-stale-marker');
    } else {
      expect(JSON.stringify(third.body.systemInstruction)).toContain('ZZ-stale-marker');
    }
    await db.collection('communities').doc('4701001').update({ notes: FieldValue.delete() });
  });

  it('logs "Error loading community data" and tells the person when the data cannot be loaded', async () => {
    const broken = db.collection('communities').doc(`echo-broken-${id()}`);
    await broken.set({ name: 12345, type: 'Town' });
    await db
      .collection('meta')
      .doc('dataVersion')
      .set({ version: FieldValue.increment(1) }, { merge: true });
    try {
      const answer = await ask(person, { question: '[script:broken] Anything?' });
      expect(answer.error?.status).toBe('UNAVAILABLE');
      expect(answer.error?.message).toContain("cannot read the hub's data");
      expect(await fake.requests('broken')).toEqual([]);
      const log = await eventually(() => {
        const text = readFileSync(process.env.HTA_EMULATOR_LOG!, 'utf8');
        return Promise.resolve(text.includes('Error loading community data') ? text : undefined);
      });
      expect(log).toContain('Error loading community data');
    } finally {
      await broken.delete();
      await db
        .collection('meta')
        .doc('dataVersion')
        .set({ version: FieldValue.increment(1) }, { merge: true });
    }
  });

  it('renames and deletes conversations, and admins see the instruction size', async () => {
    expect(
      (
        await callApi(
          'echo.conversations.rename',
          { id: conversationId, title: 'Regina questions' },
          person,
        )
      ).status,
    ).toBe(200);
    const list = await callApi<{ conversations: Array<{ id: string; title: string }> }>(
      'echo.conversations.list',
      {},
      person,
    );
    expect(list.result!.conversations.find((c) => c.id === conversationId)?.title).toBe(
      'Regina questions',
    );
    expect(
      (await callApi('echo.conversations.delete', { id: conversationId }, person)).status,
    ).toBe(200);
    expect((await db.collection('conversations').doc(conversationId).get()).exists).toBe(false);

    const admin = await signIn('admin@hta.test', 'hta-demo-2026');
    const settings = await callApi<{
      model: string;
      location: string;
      fake: boolean;
      instruction: { characters: number; tokens: number | null };
    }>('echo.settings', {}, admin);
    expect(settings.result).toMatchObject({
      model: 'gemini-3.5-flash',
      location: 'us-central1',
      fake: true,
    });
    expect(settings.result!.instruction.tokens).toBeGreaterThan(10_000);
    expect((await callApi('echo.settings', {}, person)).error?.status).toBe('PERMISSION_DENIED');
  });

  it('is for signed-in people only', async () => {
    const response = await fetch(`${process.env.HTA_FUNCTIONS_URL}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { question: 'hi' } }),
    });
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe(
      'UNAUTHENTICATED',
    );
  });
});
