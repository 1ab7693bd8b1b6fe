// Import through the API: an export imported back changes nothing; the check writes nothing and
// says why rows are refused; a chunk is written whole or not at all; importing twice is idempotent.
import { readFileSync } from 'node:fs';

import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  exportPath,
  IMPORT_CHUNK,
  IMPORT_FIELDS,
  INDICATOR_FILE_MAPPING,
} from '../../contract/index.js';
import { db, platform } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

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
  version?: number;
}

const check = async (rows: Row[], mapping: Record<string, string>, session = admin) =>
  callApi<{ outcomes: Outcome[] }>(
    'imports.check',
    { registry: 'communities', rows, firstRow: 1, mapping },
    session,
  );

const write = async (
  rows: Row[],
  mapping: Record<string, string>,
  validOnly = false,
  versions?: Record<string, number>,
) =>
  callApi<{ created: number; updated: number; unchanged: number; refused: number }>(
    'imports.write',
    {
      registry: 'communities',
      rows,
      firstRow: 1,
      mapping,
      validOnly,
      source: 'test.csv',
      versions,
    },
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
    // Read as the import page reads a JSON file (parseFile.ts): a nested value (a community's
    // other names) becomes its JSON text.
    const cell = (v: unknown): Row[string] =>
      typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null
        ? v
        : JSON.stringify(v);
    const rows = ((await response.json()) as Array<Record<string, unknown>>).map((row): Row =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cell(v)])),
    );
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
      // Not an id at all: reading a record by it would throw, and the check answer 500.
      { CSD: 'a/b', Name: 'Slashed', Type: 'Town', Population: '1' },
    ];
    const before = await count();
    const checked = await check(rows, mapping);
    expect(checked.status, JSON.stringify(checked.error)).toBe(200);
    const outcomes = checked.result!.outcomes;
    expect(outcomes.map((o) => o.action)).toEqual([
      'create',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(outcomes[4]!.reasons).toEqual(['“a/b” cannot be a record id.']);
    // A column mapped to what an import does not write is refused, not left out without a word
    // with the row "unchanged".
    for (const call of [check, write]) {
      const stamped = await call(rows.slice(0, 1), { ...mapping, version: 'Population' });
      expect(stamped.status).toBe(400);
      expect(stamped.error?.details?.fields?.['mapping.version']).toMatch(
        /^“version” is not something an import writes to communities/,
      );
    }
    expect(outcomes[1]!.reasons).toEqual(['The same key as row 1.']);
    expect(outcomes[2]!.reasons.join(' ')).toMatch(
      /type \(column “Type”\): “Metropolis” is not a community type; allowed: City, .*population2021 \(column “Population”\): “lots” is not a number; enter a whole number from 0 to 100,000,000\./,
    );
    expect(outcomes[3]!.reasons[0]).toMatch(/No key/);
    expect(await count()).toBe(before);

    // Without "valid rows only", a chunk with refused rows writes nothing at all.
    const refused = await write(rows, mapping);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/4 of these rows are refused; nothing was written/);
    expect(await count()).toBe(before);

    const written = await write(rows, mapping, true);
    expect(written.result).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 4 });
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
    const changed = await write([{ ...rows[0]!, Population: '1300' }], mapping, false, {
      [`479${t}`]: 1,
    });
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
    expect(checkedAgain.result!.outcomes[1]!.reasons).toEqual([
      'communityId (column “Community”): there is no community 4799998; give the id of an existing community (as its page or an export shows it).',
    ]);
  });

  it('write a chunk all or none: a row the write path refuses refuses the chunk, naming it', async () => {
    const t = tag();
    const existing = await callApi<{ technology: { id: string; name: string } }>(
      'technologies.create',
      { fields: { name: `All or none ${t}`, category: 'Video visits' } },
      staff,
    );
    expect(existing.status, JSON.stringify(existing.error)).toBe(200);
    const kept = existing.result!.technology;
    // 59 new technologies, then the kept one moved to another stage: only the lifecycle board
    // records a stage change, with its decision.
    const rows: Row[] = Array.from({ length: 59 }, (_, i) => ({
      ID: `all-or-none-${t}-${i}`,
      Name: `All or none ${t} #${i}`,
      Category: 'Video visits',
      Stage: 'proposed',
    }));
    rows.push({ ID: kept.id, Name: kept.name, Category: 'Video visits', Stage: 'pilot' });
    const mapping = { id: 'ID', name: 'Name', category: 'Category', lifecycleStage: 'Stage' };
    const input = {
      registry: 'technologies',
      rows,
      firstRow: 1,
      mapping,
      source: 'tech.csv',
      versions: { [kept.id]: 1 },
    };
    const refused = await callApi('imports.write', input, admin);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(
      new RegExp(
        `^Row 60 \\(${kept.id}\\): Change the stage on the Technology lifecycle board.* Nothing of this chunk was written`,
      ),
    );
    const created = await db.getAll(
      ...rows.slice(0, 59).map((r) => db.collection('technologies').doc(String(r.ID))),
    );
    expect(created.filter((d) => d.exists)).toEqual([]);
    expect(
      (await db.collection('audit').where('recordId', '==', `all-or-none-${t}-0`).get()).size,
    ).toBe(0);

    // Without the stage change, the chunk is written whole, each row through the write path.
    rows[59] = { ...rows[59]!, Stage: 'proposed', Name: `${kept.name} (renamed)` };
    const written = await callApi('imports.write', input, admin);
    expect(written.result).toEqual({ created: 59, updated: 1, unchanged: 0, refused: 0 });
    const after = await db.getAll(
      ...rows.map((r) => db.collection('technologies').doc(String(r.ID))),
    );
    expect(after.every((d) => d.exists)).toBe(true);
    expect(after[59]!.data()).toMatchObject({ name: `${kept.name} (renamed)`, version: 2 });
  });

  it('refuse a chunk whose record changed since the check, naming the row; checked again, it is written whole', async () => {
    const t = tag();
    const made = await callApi<{ community: { id: string; name: string; version: number } }>(
      'communities.create',
      { fields: { name: `Race Town ${t}`, type: 'Town', population2021: 100 } },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const raced = made.result!.community;
    const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({
      ID: `race-${t}-${i}`,
      Name: `Race ${t} #${i}`,
      Type: 'Village',
      Population: String(i),
    }));
    rows[29] = { ID: raced.id, Name: raced.name, Type: 'Town', Population: '999' };
    const mapping = { id: 'ID', name: 'Name', type: 'Type', population2021: 'Population' };
    const chunk = { registry: 'communities', rows, firstRow: 1, mapping };
    const versionsOf = (outcomes: Outcome[]) =>
      Object.fromEntries(outcomes.map((o) => [o.id!, o.version ?? 0]));

    const checked = await callApi<{ outcomes: Outcome[] }>('imports.check', chunk, admin);
    expect(checked.result!.outcomes[29]).toMatchObject({ action: 'update', version: 1 });
    // Someone saves the community between the check and the import.
    const saved = await callApi(
      'communities.update',
      {
        id: raced.id,
        version: raced.version,
        fields: { name: raced.name, type: 'Town', population2021: 150 },
      },
      staff,
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);

    const versions = versionsOf(checked.result!.outcomes);
    const refused = await callApi(
      'imports.write',
      { ...chunk, source: 'race.csv', versions },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      `Row 30 (${raced.id}): this community was changed by someone else since the check (version 1 then, 2 now). Nothing of this chunk was written: check the file again, then import it.`,
    );
    const written = async () =>
      (await db.getAll(...rows.map((r) => db.collection('communities').doc(String(r.ID))))).filter(
        (d) => d.exists && d.get('source') === 'Imported from race.csv',
      ).length;
    expect(await written()).toBe(0);
    expect((await db.collection('communities').doc(raced.id).get()).data()).toMatchObject({
      population2021: 150,
      version: 2,
    });
    expect((await db.collection('audit').where('importedFrom', '==', 'race.csv').get()).size).toBe(
      0,
    );

    // Checked again, the chunk is written whole: over their save, knowingly.
    const again = await callApi<{ outcomes: Outcome[] }>('imports.check', chunk, admin);
    const done = await callApi(
      'imports.write',
      { ...chunk, source: 'race.csv', versions: versionsOf(again.result!.outcomes) },
      admin,
    );
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    expect(done.result).toEqual({ created: 59, updated: 1, unchanged: 0, refused: 0 });
    expect(await written()).toBe(59);
    expect((await db.collection('communities').doc(raced.id).get()).data()).toMatchObject({
      population2021: 999,
      version: 3,
    });
  });

  it('refuse a chunk needing more writes than one transaction takes, writing nothing; smaller chunks go', async () => {
    const t = tag();
    const towns: string[] = [];
    for (const i of [0, 1, 2]) {
      const made = await callApi<{ community: { id: string } }>(
        'communities.create',
        {
          fields: {
            name: `Busy Town ${t} ${i}`,
            type: 'Town',
            censusDivisionUid: '4701',
            censusDivisionName: 'Division No. 1',
          },
        },
        staff,
      );
      expect(made.status, JSON.stringify(made.error)).toBe(200);
      towns.push(made.result!.community.id);
    }
    // A hundred new facilities in each, a chunk each: 4 writes a row (record, audit entry, data
    // version, the community's count), 400 in one transaction.
    for (const [i, town] of towns.entries()) {
      const rows: Row[] = Array.from({ length: 100 }, (_, j) => ({
        ID: `busy-${t}-${i}-${j}`,
        Name: `Busy Clinic ${i}-${j}`,
        Type: 'Hospitals',
        Community: town,
      }));
      const created = await callApi(
        'imports.write',
        {
          registry: 'facilities',
          rows,
          firstRow: 1,
          mapping: { id: 'ID', name: 'Name', type: 'Type', communityId: 'Community' },
          source: 'busy.csv',
        },
        admin,
      );
      expect(created.result).toEqual({ created: 100, updated: 0, unchanged: 0, refused: 0 });
    }
    const town0 = async () => (await db.collection('communities').doc(towns[0]!).get()).data()!;
    expect(await town0()).toMatchObject({ facilityCount: 100, version: 1 });

    // Renamed and moved to another census division, each town makes 3 writes and 2 on each of
    // its facilities (the copied name, the division): 3 × 203 = 609, over Firestore's 500.
    const rows: Row[] = towns.map((id, i) => ({
      ID: id,
      Name: `Busy Town ${t} ${i} renamed`,
      Type: 'Town',
      Division: '4702',
      DivisionName: 'Division No. 2',
    }));
    const input = {
      registry: 'communities',
      firstRow: 1,
      mapping: {
        id: 'ID',
        name: 'Name',
        type: 'Type',
        censusDivisionUid: 'Division',
        censusDivisionName: 'DivisionName',
      },
      source: 'busy.csv',
      versions: Object.fromEntries(towns.map((id) => [id, 1])),
    };
    const refused = await callApi('imports.write', { ...input, rows }, admin);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'These 3 rows need 609 writes together (records, audit entries, counts and the names other records copy), more than the 500 Firestore takes in one transaction; nothing was written. Import them in smaller chunks.',
    );
    expect(await town0()).toMatchObject({ name: `Busy Town ${t} 0`, version: 1 });
    const clinic = async () =>
      (await db.collection('facilities').doc(`busy-${t}-2-99`).get()).data()!;
    expect(await clinic()).toMatchObject({ censusDivisionUid: '4701' });

    // Two rows, then one: 406 and 203 writes.
    const first = await callApi('imports.write', { ...input, rows: rows.slice(0, 2) }, admin);
    expect(first.result).toEqual({ created: 0, updated: 2, unchanged: 0, refused: 0 });
    const last = await callApi(
      'imports.write',
      { ...input, rows: rows.slice(2), firstRow: 3 },
      admin,
    );
    expect(last.result).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    expect(await clinic()).toMatchObject({
      communityName: `Busy Town ${t} 2 renamed`,
      censusDivisionUid: '4702',
    });
  }, 90_000); // Hundreds of writes in a few transactions: slow when the machine is busy.

  it('refuse an imported community in a census division that does not exist', async () => {
    const t = tag();
    const answer = await write(
      [{ CSD: `479${t}`, Name: `Division Town ${t}`, Type: 'Town', Division: '4799' }],
      { csdUid: 'CSD', name: 'Name', type: 'Type', censusDivisionUid: 'Division' },
    );
    expect(answer.status).toBe(400);
    const checked = await check(
      [{ CSD: `479${t}`, Name: `Division Town ${t}`, Type: 'Town', Division: '4799' }],
      { csdUid: 'CSD', name: 'Name', type: 'Type', censusDivisionUid: 'Division' },
    );
    expect(checked.result!.outcomes[0]!.reasons).toEqual([
      'censusDivisionUid (column “Division”): 4799 is not a Saskatchewan census division; allowed: 4701 to 4718 (Division No. 1 to No. 18).',
    ]);
    expect((await db.collection('communities').doc(`479${t}`).get()).exists).toBe(false);
  });

  it('are for administrators only', async () => {
    const answer = await check([{ CSD: '4799999' }], { csdUid: 'CSD' }, staff);
    expect(answer.status).toBe(403);
  });
});

describe('imports bound what they answer', () => {
  // Every field mapped to one cell: each refused field quoted the whole cell back, so a long cell
  // made an answer many times the request.
  const mappedEverywhere = (registry: 'communities' | 'indicators', t: string, cell: number) => {
    const fields =
      registry === 'indicators' ? Object.keys(INDICATOR_FILE_MAPPING) : IMPORT_FIELDS.communities;
    const rows: Row[] = Array.from({ length: IMPORT_CHUNK }, (_, i) => ({
      ID: `amplified-${t}-${i}`,
      Code: '3.7.1',
      X: `${i} ${'z'.repeat(cell)}`,
    }));
    const mapping: Record<string, string> = Object.fromEntries(fields.map((f) => [f, 'X']));
    // An indicator's code is read first, and a row without one says only that.
    if (registry === 'indicators') mapping.indicatorCode = 'Code';
    else mapping.id = 'ID';
    return { registry, rows, firstRow: 1, mapping };
  };
  const checkedSize = async (input: ReturnType<typeof mappedEverywhere>) => {
    const checked = await callApi<{ outcomes: Outcome[] }>('imports.check', input, admin);
    expect(checked.status, JSON.stringify(checked.error ?? null).slice(0, 500)).toBe(200);
    for (const reason of checked.result!.outcomes.flatMap((o) => o.reasons))
      expect(reason.length).toBeLessThan(400);
    return JSON.stringify(checked).length;
  };

  for (const registry of ['communities', 'indicators'] as const)
    it(`of ${registry} answer a cell mapped to every field by a short quote, however long it is`, async () => {
      // Both past the length of every field but notes (5,000), so refused for the same reasons.
      const short = await checkedSize(mappedEverywhere(registry, tag(), 2_500));
      const input = mappedEverywhere(registry, tag(), 4_990);
      const long = await checkedSize(input);
      console.log(
        `imports.check of ${registry}: ${JSON.stringify(input).length} characters sent, ${long} answered (${short} for cells of 2,500)`,
      );
      expect(long).toBeLessThan(short * 1.05);
      const written = await callApi('imports.write', { ...input, source: 'amplified.csv' }, admin);
      expect(written.status).toBe(400);
      expect(written.error!.message.length).toBeLessThan(4_000);
    });
});

describe('imports without versions', () => {
  it('never overwrite a record created since the check: an update needs the version it saw', async () => {
    const t = tag();
    const id = `meanwhile-${t}`;
    const mapping = { id: 'ID', name: 'Name', type: 'Type', population2021: 'Population' };
    const mine: Row[] = [{ ID: id, Name: `Mine ${t}`, Type: 'Village', Population: '10' }];
    const checked = await check(mine, mapping);
    expect(checked.result!.outcomes[0]).toMatchObject({ action: 'create' });
    // Someone else's import creates the record between the check and the write.
    const theirs = await callApi(
      'imports.write',
      {
        registry: 'communities',
        rows: [{ ...mine[0], Name: `Theirs ${t}`, Population: '20' }],
        firstRow: 1,
        mapping,
        source: 'theirs.csv',
        versions: { [id]: 0 },
      },
      admin,
    );
    expect(theirs.status, JSON.stringify(theirs.error)).toBe(200);
    const refused = await write(mine, mapping);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      `Row 1 (${id}): this community is stored (version 1) and the write does not say which version the check saw. Nothing of this chunk was written: check the file again, then import it.`,
    );
    expect((await db.collection('communities').doc(id).get()).data()).toMatchObject({
      name: `Theirs ${t}`,
      population2021: 20,
      version: 1,
    });
  });
});

describe('imports of indicator values', () => {
  const mapping = INDICATOR_FILE_MAPPING;
  const indicators = async (
    action: 'check' | 'write',
    rows: Row[],
    firstRow = 1,
    validOnly = false,
  ) =>
    callApi<{ outcomes: Outcome[] } & Record<string, number>>(
      `imports.${action}`,
      {
        registry: 'indicators',
        rows,
        firstRow,
        mapping,
        ...(action === 'write' ? { validOnly, source: 'indicators.csv' } : {}),
      },
      admin,
    );
  interface Subject {
    name: string;
    breakdowns: string[];
    latest: { period: string; value: number } | null;
    sources: Array<{ citation: string; licence: string }>;
  }
  interface Series {
    periods: string[];
    geographies: Array<{ name: string; values: Array<number | null> }>;
  }
  const subject = async (id: string) =>
    callApi<{ subject: Subject; series: Series[] }>('epi.subject', { id }, staff);

  it('of the seed’s own file change nothing', async () => {
    const rows = Papa.parse<Row>(
      readFileSync(
        new URL(
          '../../../../emulators/data/saskatchewan/sk_health_indicators.csv',
          import.meta.url,
        ),
        'utf8',
      ),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(rows.length).toBeGreaterThan(1000);
    const actions = new Map<string, number>();
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
      const answer = await indicators('check', rows.slice(i, i + IMPORT_CHUNK), i + 1);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      for (const o of answer.result!.outcomes)
        actions.set(o.action, (actions.get(o.action) ?? 0) + 1);
    }
    expect(Object.fromEntries(actions)).toEqual({ unchanged: rows.length });
  });

  it('start a new indicator, add to it and change it, refusing bad rows, audited', async () => {
    const code = `test-ind-${tag()}`;
    const base = {
      indicator_code: code,
      indicator_name: 'Test indicator',
      breakdown: '',
      unit: 'Percent',
      source: 'Hub survey 2024',
    };
    const rows: Row[] = [
      { ...base, geography: 'Saskatchewan', year: '2023', value: '41.5' },
      { ...base, geography: 'Canada', year: '2023', value: '45' },
      { ...base, geography: 'Saskatchewan', year: '2024', value: 'n/a' },
    ];
    const checked = await indicators('check', rows);
    expect(checked.result!.outcomes.map((o) => o.action)).toEqual(['create', 'create', 'refused']);
    expect((await subject(code)).status).toBe(404);

    const refused = await indicators('write', rows);
    expect(refused.status).toBe(400);
    expect((await subject(code)).status).toBe(404);

    const written = await indicators('write', rows, 1, true);
    expect(written.result).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    const page = await subject(code);
    expect(page.status, JSON.stringify(page.error)).toBe(200);
    expect(page.result!.subject).toMatchObject({
      name: 'Test indicator',
      breakdowns: ['Total'],
      latest: { period: '2023', value: 41.5 },
      sources: [
        {
          citation: 'Hub survey 2024, as given in an imported file.',
          licence: 'Not stated in the imported file',
        },
      ],
    });
    expect(page.result!.series[0]).toMatchObject({
      periods: ['2023'],
      geographies: [
        { name: 'Saskatchewan', values: [41.5] },
        { name: 'Canada', values: [45] },
      ],
    });
    const listed = await callApi<{ items: Array<{ id: string }> }>('epi.subjects', {}, staff);
    expect(listed.result!.items.map((i) => i.id)).toContain(code);
    const audit = await db.collection('audit').where('recordId', '==', code).get();
    expect(audit.docs.map((d) => d.get('action') as string)).toEqual(['create']);

    // Twice: nothing changes. Then a new year and a corrected value.
    const again = await indicators('write', rows.slice(0, 2));
    expect(again.result).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    const more = await indicators('write', [
      { ...rows[0]!, value: '42' },
      { ...base, geography: 'SK', year: '2024', value: '43.25' },
    ]);
    expect(more.result).toEqual({ created: 1, updated: 1, unchanged: 0, refused: 0 });
    const after = (await subject(code)).result!;
    expect(after.series[0]!.periods).toEqual(['2023', '2024']);
    expect(after.series[0]!.geographies.map((g) => g.values)).toEqual([
      [42, 43.25],
      [45, null],
    ]);
    expect(after.subject.latest).toMatchObject({ period: '2024', value: 43.25 });
    expect((await db.collection('audit').where('recordId', '==', code).get()).size).toBe(2);
  });

  it('refuse values for a disease', async () => {
    const answer = await indicators('check', [
      {
        indicator_code: 'covid-19',
        geography: 'Canada',
        year: '2021',
        value: '1',
        unit: 'people',
        source: 'x',
      },
    ]);
    expect(answer.result!.outcomes[0]!.reasons).toEqual([
      'indicatorCode (column “indicator_code”): COVID-19 is a disease; its series are not imported here.',
    ]);
  });
});
