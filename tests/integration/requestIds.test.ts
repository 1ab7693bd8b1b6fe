// Creates and appends sent again: the offline queue, or any client whose answer was lost, sends
// the same request with the same client request id, and the server answers it with what the
// first one made, writing nothing — no second record, no second comment, no second audit entry.
// Another request id, or another person's, is another request.
import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

type Made = { technology: { id: string; name: string; version: number } };
const auditOf = async (recordId: string) =>
  (await db.collection('audit').where('recordId', '==', recordId).get()).size;

describe('a create sent again with its request id', () => {
  it('technologies.create twice, and twice at once: one record, the first answer', async () => {
    const name = `Resent cart ${randomUUID().slice(0, 8)}`;
    const requestId = randomUUID();
    const input = { fields: { name, category: 'Other' }, requestId };
    const first = await callApi<Made>('technologies.create', input, staff);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const again = await Promise.all([
      callApi<Made>('technologies.create', input, staff),
      callApi<Made>('technologies.create', input, staff),
    ]);
    for (const answer of again) {
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      expect(answer.result!.technology).toEqual(first.result!.technology);
    }
    const named = await db.collection('technologies').where('name', '==', name).get();
    expect(named.size).toBe(1);
    expect(await auditOf(first.result!.technology.id)).toBe(1);
  });

  it('the first sends at once race: still one record', async () => {
    const name = `Raced cart ${randomUUID().slice(0, 8)}`;
    const input = { fields: { name, category: 'Other' }, requestId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => callApi<Made>('technologies.create', input, staff)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.result!.technology.id)).size).toBe(1);
    expect((await db.collection('technologies').where('name', '==', name).get()).size).toBe(1);
  });

  it('another request id, or the same id from someone else, creates another record', async () => {
    const name = `Twice cart ${randomUUID().slice(0, 8)}`;
    const requestId = randomUUID();
    const fields = { name, category: 'Other' };
    const answers = [
      await callApi<Made>('technologies.create', { fields, requestId }, staff),
      await callApi<Made>('technologies.create', { fields, requestId: randomUUID() }, staff),
      await callApi<Made>('technologies.create', { fields, requestId }, admin),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.result!.technology.id)).size).toBe(3);
  });

  it('a request id is bounded and plain', async () => {
    for (const requestId of ['', 'x'.repeat(200), 'a b c d e f g h', 42]) {
      const answer = await callApi(
        'technologies.create',
        { fields: { name: 'Never made', category: 'Other' }, requestId },
        staff,
      );
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
      expect(JSON.stringify(answer.error)).toContain('requestId');
    }
  });

  it('a repeat of a create whose record was deleted since says so and writes nothing', async () => {
    const requestId = randomUUID();
    const input = { fields: { name: `Gone cart ${requestId.slice(0, 8)}`, category: 'Other' } };
    const first = await callApi<Made>('technologies.create', { ...input, requestId }, staff);
    const id = first.result!.technology.id;
    const gone = await callApi('technologies.delete', { id }, admin);
    expect(gone.status, JSON.stringify(gone.error)).toBe(200);
    const again = await callApi('technologies.create', { ...input, requestId }, staff);
    expect(again.error?.status).toBe('NOT_FOUND');
    expect(again.error?.message).toMatch(/deleted since/);
    expect((await db.collection('technologies').doc(id).get()).exists).toBe(false);
  });
});

describe('an append sent again with its request id', () => {
  it('dossiers.comment twice: one comment, the first answer', async () => {
    const made = await callApi<{ dossier: { id: string } }>(
      'dossiers.create',
      {
        fields: {
          title: `Resent comments ${randomUUID().slice(0, 8)}`,
          technologyId: 'demo-tech-ultrasound',
          reviewerEmails: [],
        },
      },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const id = made.result!.dossier.id;
    const input = { id, section: 'budget', text: 'Which costs are assumptions?' };
    const requestId = randomUUID();
    type Commented = { dossier: { comments: Array<{ id: string; text: string }> } };
    const first = await callApi<Commented>('dossiers.comment', { ...input, requestId }, staff);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const again = await callApi<Commented>('dossiers.comment', { ...input, requestId }, staff);
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    expect(again.result!.dossier.comments).toEqual(first.result!.dossier.comments);
    const stored: unknown = (await db.collection('dossiers').doc(id).get()).get('comments');
    expect(stored).toHaveLength(1);

    // Another request id is another comment.
    const second = await callApi<Commented>(
      'dossiers.comment',
      { ...input, requestId: randomUUID() },
      staff,
    );
    expect(second.result!.dossier.comments).toHaveLength(2);
  });
});
