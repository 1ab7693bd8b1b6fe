// Import through the API: an export imported back changes nothing; the check writes nothing and
// says why rows are refused; a chunk is written whole or not at all; importing twice is idempotent.
import { beforeAll, describe, expect, it } from 'vitest';

import { exportPath } from '../../functions/src/contract/index.js';
import { db, platform } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

type Row = Record<string, string | number | boolean | null>;
interface Outcome {
  row: number;
  id: string | null;
  action: string;
  reasons: string[];
}

const check = async (rows: Row[], mapping: Record<string, string>, session = admin) =>
  callApi<{ outcomes: Outcome[] }>(
    'imports.check',
    { registry: 'communities', rows, firstRow: 1, mapping },
    session,
  );

const write = async (rows: Row[], mapping: Record<string, string>, validOnly = false) =>
  callApi<{ created: number; updated: number; unchanged: number; refused: number }>(
    'imports.write',
    { registry: 'communities', rows, firstRow: 1, mapping, validOnly, source: 'test.csv' },
    admin,
  );

// Four digits: with a 47x prefix, a census subdivision uid's seven.
const tag = () => Date.now().toString().slice(-4);
const count = async () => (await db.collection('communities').count().get()).data().count;

describe('imports', () => {
  it('of an export change nothing (the round trip)', async () => {
    const response = await fetch(
      `${platform.functionsUrl}/exportData${exportPath('communities', 'json', { filters: { type: 'City' } })}`,
      { headers: { authorization: `Bearer ${admin.idToken}` } },
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(17);
    const mapping = Object.fromEntries(
      [
        'id',
        'name',
        'type',
        'censusDivisionName',
        'population2021',
        'populationChangePct',
        'remotenessIndex',
      ].map((k) => [k, k]),
    );
    const checked = await check(rows, mapping);
    expect(checked.status, JSON.stringify(checked.error)).toBe(200);
    expect(new Set(checked.result!.outcomes.map((o) => o.action))).toEqual(new Set(['unchanged']));
    const written = await write(rows, mapping);
    expect(written.result).toEqual({ created: 0, updated: 0, unchanged: rows.length, refused: 0 });
  });

  it('report every bad row before anything is written, and write a refused chunk only when asked', async () => {
    const t = tag();
    const mapping = { csdUid: 'CSD', name: 'Name', type: 'Type', population2021: 'Population' };
    const rows: Row[] = [
      { CSD: `479${t}`, Name: `Import Town ${t}`, Type: 'Town', Population: '1200', Surprise: 'x' },
      { CSD: `479${t}`, Name: 'Twice', Type: 'Town', Population: '5' },
      { CSD: `478${t}`, Name: 'Bad type', Type: 'Metropolis', Population: 'lots' },
      { CSD: '', Name: 'No key', Type: 'Town', Population: '1' },
    ];
    const before = await count();
    const checked = await check(rows, mapping);
    expect(checked.status, JSON.stringify(checked.error)).toBe(200);
    const outcomes = checked.result!.outcomes;
    expect(outcomes.map((o) => o.action)).toEqual(['create', 'refused', 'refused', 'refused']);
    expect(outcomes[1]!.reasons).toEqual(['The same key as row 1.']);
    expect(outcomes[2]!.reasons.join(' ')).toMatch(/type: .*population2021: /);
    expect(outcomes[3]!.reasons[0]).toMatch(/No key/);
    expect(await count()).toBe(before);

    // Without "valid rows only", a chunk with refused rows writes nothing at all.
    const refused = await write(rows, mapping);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/3 of these rows are refused; nothing was written/);
    expect(await count()).toBe(before);

    const written = await write(rows, mapping, true);
    expect(written.result).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 3 });
    expect(await count()).toBe(before + 1);
    const stored = (await db.collection('communities').doc(`479${t}`).get()).data()!;
    expect(stored).toMatchObject({ name: `Import Town ${t}`, population2021: 1200, version: 1 });
    expect(stored).not.toHaveProperty('Surprise');
    const audit = await db
      .collection('audit')
      .where('recordId', '==', `479${t}`)
      .where('importedFrom', '==', 'test.csv')
      .get();
    expect(audit.size).toBe(1);

    // Twice: nothing changes.
    const again = await write(rows, mapping, true);
    expect(again.result).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    // A changed value updates that record, keeping what the file does not map.
    const changed = await write([{ ...rows[0]!, Population: '1300' }], mapping);
    expect(changed.result).toMatchObject({ updated: 1 });
    expect((await db.collection('communities').doc(`479${t}`).get()).data()).toMatchObject({
      population2021: 1300,
      version: 2,
    });
  });

  it('of facilities go through their write path: the community named, counted, its name copied', async () => {
    const laRonge = '4718041';
    const exported = await fetch(
      `${platform.functionsUrl}/exportData${exportPath('facilities', 'json', { filters: { communityId: laRonge } })}`,
      { headers: { authorization: `Bearer ${admin.idToken}` } },
    );
    const rows = (await exported.json()) as Row[];
    expect(rows.length).toBeGreaterThan(0);
    const back = await callApi<{ outcomes: Outcome[] }>(
      'imports.check',
      {
        registry: 'facilities',
        rows,
        firstRow: 1,
        mapping: { id: 'id', name: 'name', type: 'type', communityId: 'communityId' },
      },
      admin,
    );
    expect(new Set(back.result!.outcomes.map((o) => o.action))).toEqual(new Set(['unchanged']));

    const countOf = async () =>
      (await db.collection('communities').doc(laRonge).get()).get('facilityCount') as number;
    const before = await countOf();
    const id = `imported-clinic-${tag()}`;
    const mapping = { id: 'ID', name: 'Name', type: 'Type', communityId: 'Community' };
    const file: Row[] = [
      { ID: id, Name: 'Imported Nursing Station', Type: 'Hospitals', Community: laRonge },
      { ID: `${id}-x`, Name: 'Nowhere Clinic', Type: 'Hospitals', Community: '4799998' },
    ];
    const written = await callApi<{ created: number; refused: number }>(
      'imports.write',
      {
        registry: 'facilities',
        rows: file,
        firstRow: 1,
        mapping,
        validOnly: true,
        source: 'facilities.csv',
      },
      admin,
    );
    expect(written.status, JSON.stringify(written.error)).toBe(200);
    expect(written.result).toMatchObject({ created: 1, refused: 1 });
    expect((await db.collection('facilities').doc(id).get()).data()).toMatchObject({
      name: 'Imported Nursing Station',
      communityName: 'La Ronge',
      censusDivisionUid: '4718',
    });
    expect(await countOf()).toBe(before + 1);
    expect((await db.collection('facilities').doc(`${id}-x`).get()).exists).toBe(false);

    const checkedAgain = await callApi<{ outcomes: Outcome[] }>(
      'imports.check',
      { registry: 'facilities', rows: file, firstRow: 1, mapping },
      admin,
    );
    expect(checkedAgain.result!.outcomes.map((o) => o.action)).toEqual(['unchanged', 'refused']);
    expect(checkedAgain.result!.outcomes[1]!.reasons[0]).toMatch(
      /communityId: no communities record 4799998/,
    );
  });

  it('are for administrators only', async () => {
    const answer = await check([{ CSD: '4799999' }], { csdUid: 'CSD' }, staff);
    expect(answer.status).toBe(403);
  });
});
