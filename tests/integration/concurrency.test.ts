// Optimistic concurrency: an update names the version it edited; a stale one is refused and
// nothing is overwritten. Concurrent creates each land with their audit entry.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

describe('concurrency', () => {
  it('two updates from the same version: one wins, the other is told someone else changed it', async () => {
    const created = await callApi<{ community: { id: string } }>(
      'communities.create',
      { fields: { name: `Race Town ${Date.now()}`, type: 'Town' } },
      staff,
    );
    const id = created.result!.community.id;
    const [a, b] = await Promise.all(
      ['First edit', 'Second edit'].map((name) =>
        callApi(
          'communities.update',
          { id, version: 1, fields: { name, type: 'Town', notes: name } },
          staff,
        ),
      ),
    );
    const answers = [a!, b!];
    const winners = answers.filter((x) => x.status === 200);
    const losers = answers.filter((x) => x.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]!.error?.status).toBe('ABORTED');
    expect(losers[0]!.error?.message).toContain('changed by someone else');

    const stored = (await db.collection('communities').doc(id).get()).data()!;
    const winner = winners[0]!.result as { community: { name: string } };
    expect(stored.version).toBe(2);
    expect(stored.name).toBe(winner.community.name);
    expect(stored.notes).toBe(winner.community.name);
    const audit = await db.collection('audit').where('recordId', '==', id).get();
    expect(audit.docs.map((d) => d.get('action') as string).sort()).toEqual(['create', 'update']);
  });

  it('a later update from the stale version is refused too, and the record keeps the winner', async () => {
    const created = await callApi<{ vendor: { id: string } }>(
      'vendors.create',
      { fields: { name: `Stale ${Date.now()}` } },
      staff,
    );
    const id = created.result!.vendor.id;
    expect(
      (await callApi('vendors.update', { id, version: 1, fields: { name: 'Kept' } }, staff)).status,
    ).toBe(200);
    const stale = await callApi(
      'vendors.update',
      { id, version: 1, fields: { name: 'Lost' } },
      staff,
    );
    expect(stale.error?.status).toBe('ABORTED');
    expect((await db.collection('vendors').doc(id).get()).get('name')).toBe('Kept');
  });

  it('20 concurrent creates: 20 records and 20 audit entries', async () => {
    const prefix = `Burst ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi<{ technology: { id: string } }>(
          'technologies.create',
          { fields: { name: `${prefix} #${i}`, category: 'Other' } },
          staff,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = answers.map((a) => a.result!.technology.id);
    expect(new Set(ids).size).toBe(20);
    const stored = await db.getAll(...ids.map((id) => db.collection('technologies').doc(id)));
    expect(stored.filter((s) => s.exists)).toHaveLength(20);
    const audit = await db.collection('audit').where('recordId', 'in', ids).get();
    expect(audit.size).toBe(20);
    expect(new Set(audit.docs.map((d) => d.get('recordId') as string))).toEqual(new Set(ids));
  });
});
