// The home page's recent changes: only what the reader may open, named without private text,
// one line per record and person however often they saved it.
import { beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
let other: Session;
let otherUid: string;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  const invited = await invitedSession('home-other');
  other = invited.session;
  otherUid = invited.uid;
});

interface Line {
  collection: string;
  recordId: string;
  name: string;
  action: 'create' | 'update' | 'delete';
  by: string;
  at: string;
}

const recent = async (session: Session) => {
  const answer = await callApi<{ recent: Line[] }>('home.summary', {}, session);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.recent;
};

const secret = () => `Private worry ${Date.now()} ${Math.random().toString(36).slice(2)}`;

describe('home: recent changes', () => {
  it('show nobody else a person’s feedback, and name it without its text', async () => {
    const message = secret();
    const sent = await callApi<{ feedback: { id: string } }>(
      'feedback.create',
      { fields: { page: '/site', message } },
      other,
    );
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const id = sent.result!.feedback.id;

    // The audit entry names the note, never its message.
    const audit = await db.collection('audit').where('recordId', '==', id).get();
    expect(audit.size).toBe(1);
    expect(audit.docs[0]!.get('name')).toBe('Feedback on /site');

    const seenByStaff = await recent(staff);
    expect(JSON.stringify(seenByStaff)).not.toContain(message);
    expect(seenByStaff.filter((l) => l.recordId === id)).toEqual([]);
    // Staff see no one else's feedback at all.
    expect(
      seenByStaff.filter((l) => l.collection === 'feedback' && l.by !== 'staff@hta.test'),
    ).toEqual([]);
    // Its author does (they may open it), as do administrators; named, not quoted.
    const seenByAuthor = await recent(other);
    expect(seenByAuthor.find((l) => l.recordId === id)?.name).toBe('Feedback on /site');
    const seenByAdmin = await recent(admin);
    expect(JSON.stringify(seenByAdmin)).not.toContain(message);
  });

  it('hide older audit entries that quoted a note, written before entries named records', async () => {
    const message = secret();
    // An entry as the audit trail held them before: the whole message as its name.
    const old = await db.collection('audit').add({
      collection: 'feedback',
      recordId: `old-note-${Date.now()}`,
      name: message,
      action: 'create',
      fields: ['message', 'page'],
      version: 1,
      by: otherUid,
      byEmail: (await adminAuth.getUser(otherUid)).email,
      at: new Date(),
    });
    try {
      const seen = await recent(staff);
      expect(JSON.stringify(seen)).not.toContain(message);
    } finally {
      await old.delete();
    }
  });

  it('keep filling the list when entries are hidden from the reader', async () => {
    // Ten changes staff may open, then more of someone else's notes than one read of the trail
    // holds: none of the notes may take a line, and the list still has its ten.
    for (let i = 0; i < 10; i++) {
      const made = await callApi(
        'vendors.create',
        { fields: { name: `Visible ${i} ${Date.now()}` } },
        staff,
      );
      expect(made.status).toBe(200);
    }
    for (let i = 0; i < 24; i++) {
      const sent = await callApi(
        'feedback.create',
        { fields: { page: '/tech', message: secret() } },
        other,
      );
      expect(sent.status).toBe(200);
    }
    const seen = await recent(staff);
    expect(seen).toHaveLength(10);
    expect(seen.filter((l) => l.collection === 'feedback' && l.by !== 'staff@hta.test')).toEqual(
      [],
    );
  });

  it('show one line per record and person, the latest, however often they saved', async () => {
    const created = await callApi<{ vendor: { id: string; version: number } }>(
      'vendors.create',
      { fields: { name: `Autosaved ${Date.now()}` } },
      staff,
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const { id } = created.result!.vendor;
    let version = 1;
    for (const n of [1, 2, 3, 4]) {
      const saved = await callApi(
        'vendors.update',
        { id, version, fields: { name: `Autosaved ${id} (${n})` } },
        staff,
      );
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
      version += 1;
    }
    const lines = (await recent(staff)).filter((l) => l.recordId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      collection: 'vendors',
      action: 'update',
      name: `Autosaved ${id} (4)`,
      by: 'staff@hta.test',
    });
  });
});

interface Pinned {
  registry: string;
  id: string;
  title: string;
  excerpt: string;
  path: string;
}

describe('home: pinned records', () => {
  it('show the records a registry pins (pinned posts), newest first, as an excerpt and a link', async () => {
    // Dated ahead of any other post, so posts pinned by tests running beside this one stay behind.
    const publishedAt = '2099-01-01T00:00:00.000Z';
    const create = (title: string, pinned: boolean) =>
      callApi<{ post: { id: string } }>(
        'posts.create',
        { fields: { title, body: 'A long announcement. '.repeat(40), pinned, publishedAt } },
        admin,
      );
    const [pinned, unpinned] = await Promise.all([
      create(`Pinned ${secret()}`, true),
      create(`Not pinned ${secret()}`, false),
    ]);
    expect(pinned.status, JSON.stringify(pinned.error)).toBe(200);
    expect(unpinned.status, JSON.stringify(unpinned.error)).toBe(200);
    const pinnedId = pinned.result!.post.id;
    const unpinnedId = unpinned.result!.post.id;
    try {
      const answer = await callApi<{ pinned: Pinned[] }>('home.summary', {}, staff);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      const shown = answer.result!.pinned;
      expect(shown[0]).toMatchObject({
        registry: 'posts',
        id: pinnedId,
        path: `/post/${pinnedId}`,
      });
      expect(shown[0]!.excerpt).toHaveLength(401);
      expect(shown[0]!.excerpt.endsWith('…')).toBe(true);
      expect(shown.map((p) => p.id)).not.toContain(unpinnedId);
    } finally {
      await Promise.all([pinnedId, unpinnedId].map((id) => callApi('posts.delete', { id }, admin)));
    }
  });
});
