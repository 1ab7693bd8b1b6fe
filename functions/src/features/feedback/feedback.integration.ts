// Feedback, the registry built on the declaration alone: anyone signed in sends a note about a
// page; people see their own notes, administrators see all and triage them.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
let other: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  other = (await invitedSession('feedback-other')).session;
});

interface Note {
  id: string;
  page: string;
  rating: number | null;
  message: string;
  status: string;
  reply: string | null;
  version: number;
  createdByEmail: string | null;
}
type Page = { items: Note[]; total: number };

const send = (session: Session, fields: Record<string, unknown>) =>
  callApi<{ feedback: Note }>('feedback.create', { fields }, session);

describe('feedback', () => {
  it('records the page, rating and message as new, with who sent it', async () => {
    const sent = await send(staff, {
      page: '/site?q=regina',
      rating: 4,
      message: `The search is quick ${Date.now()}`,
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(sent.result!.feedback).toMatchObject({
      page: '/site?q=regina',
      rating: 4,
      status: 'new',
      reply: null,
      createdByEmail: 'staff@hta.test',
    });
    // Internal fields stay in the store: the answer carries only what the contract declares.
    expect(Object.keys(sent.result!.feedback)).not.toContain('searchTerms');
    const stored = await db.collection('feedback').doc(sent.result!.feedback.id).get();
    expect(stored.get('searchTerms')).toContain('search');
  });

  it('refuses a status or reply from the sender, and bad notes, writing nothing', async () => {
    const before = (await db.collection('feedback').count().get()).data().count;
    const bad: Array<Record<string, unknown>> = [
      { page: '/home', message: 'x', status: 'done' },
      { page: '/home', message: 'x', reply: 'fixed' },
      { page: 'home', message: 'x' },
      { page: '/home', message: '' },
      { page: '/home', message: '   ' },
      { page: '/home', message: '<b>bold</b>' },
      { page: '/home', message: 'x', rating: 0 },
      { page: '/home', message: 'x', rating: 6 },
      { page: '/home', message: 'x', rating: 2.5 },
      { page: '/home', message: 'x'.repeat(4001) },
      { page: `/${'p'.repeat(600)}`, message: 'x' },
      { message: 'x' },
      { page: '/home', message: 'x', extra: true },
    ];
    for (const fields of bad) {
      const answer = await send(staff, fields);
      expect(answer.error?.status, JSON.stringify(fields)).toBe('INVALID_ARGUMENT');
    }
    expect((await db.collection('feedback').count().get()).data().count).toBe(before);
  });

  it('takes only pages of the app’s route table, never another site’s address', async () => {
    const before = (await db.collection('feedback').count().get()).data().count;
    const elsewhere = [
      '//evil.test/x',
      '/\\evil.test/x',
      '/%2F%2Fevil.test',
      'https://evil.test/x',
      '/nowhere-in-the-app',
      '/site2/',
      '/site2/a/b',
      '/site//x',
    ];
    for (const page of elsewhere) {
      const answer = await send(staff, { page, message: 'A note about a page.' });
      expect(answer.error?.status, page).toBe('INVALID_ARGUMENT');
      expect(answer.error?.details?.fields?.['fields.page'], page).toBe(
        'Choose a page of the app (a path such as /site or /technology/…).',
      );
    }
    expect((await db.collection('feedback').count().get()).data().count).toBe(before);

    for (const page of [
      '/site?q=regina',
      '/site2/abc',
      '/technology/x1/edit',
      '/clinical-needs/',
    ]) {
      const answer = await send(staff, { page, message: `About ${page} ${Date.now()}` });
      expect(answer.status, `${page}: ${JSON.stringify(answer.error)}`).toBe(200);
    }
  });

  it('shows people their own notes only; administrators see everyone’s', async () => {
    const mine = await send(staff, { page: '/tech', message: `Mine ${Date.now()}` });
    const theirs = await send(other, { page: '/tech', message: `Theirs ${Date.now()}` });
    const staffList = await callApi<Page>('feedback.list', { pageSize: 100 }, staff);
    const ids = staffList.result!.items.map((n) => n.id);
    expect(ids).toContain(mine.result!.feedback.id);
    expect(ids).not.toContain(theirs.result!.feedback.id);
    expect(
      (await callApi('feedback.get', { id: theirs.result!.feedback.id }, staff)).error?.status,
    ).toBe('NOT_FOUND');

    const adminList = await callApi<Page>('feedback.list', { pageSize: 100 }, admin);
    const all = adminList.result!.items.map((n) => n.id);
    expect(all).toEqual(
      expect.arrayContaining([mine.result!.feedback.id, theirs.result!.feedback.id]),
    );
  });

  it('is triaged by administrators only, and the sender sees the reply', async () => {
    const sent = (await send(staff, { page: '/pool', rating: 2, message: `Slow ${Date.now()}` }))
      .result!.feedback;
    const fields = {
      page: sent.page,
      rating: sent.rating,
      message: sent.message,
      status: 'triaged',
      reply: 'Thanks — we are looking at it.',
    };
    expect(
      (await callApi('feedback.update', { id: sent.id, version: 1, fields }, staff)).error?.status,
    ).toBe('PERMISSION_DENIED');
    const triaged = await callApi<{ feedback: Note }>(
      'feedback.update',
      { id: sent.id, version: 1, fields },
      admin,
    );
    expect(triaged.result!.feedback).toMatchObject({ status: 'triaged', version: 2 });
    const seen = await callApi<{ feedback: Note }>('feedback.get', { id: sent.id }, staff);
    expect(seen.result!.feedback.reply).toBe('Thanks — we are looking at it.');
    const newOnes = await callApi<Page>(
      'feedback.list',
      { pageSize: 100, filters: { status: 'new' } },
      staff,
    );
    expect(newOnes.result!.items.map((n) => n.id)).not.toContain(sent.id);
  });
});
