// The study library through the API: a study is stored with its Vancouver reference; the same
// study again (by DOI, by PMID, by title and year) is refused naming the one there; bad input is a
// 400 that says what is wrong and writes nothing; staff write, only admins delete. Import from RIS
// and BibTeX: the check writes nothing; the write adds what is new and, whatever the client says,
// leaves out what is by then a duplicate; a malformed or too large file is a 400 that says why;
// visitors may do neither.
import { beforeAll, describe, expect, it } from 'vitest';

import { FieldValue } from 'firebase-admin/firestore';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

interface Stored {
  id: string;
  version: number;
  reference: string;
  doi: string | null;
}

async function create(fields: Record<string, unknown>, as: Session = staff) {
  return callApi<{ study: Stored }>('studies.create', { fields }, as);
}

const aStudy = (t: string) => ({
  authors: ['Tester A', 'Second BC'],
  year: 2022,
  title: `Tele-ultrasound study ${t}`,
  journal: 'J Test',
  volume: '8',
  issue: '2',
  pages: '101-109',
  doi: `10.5555/test.${t}`,
  pmid: String(Math.floor(Math.random() * 1e8)),
  design: 'cohort',
  technologyIds: ['demo-tech-ultrasound'],
});

describe('studies', () => {
  it('are stored with their Vancouver reference and found by the technology they are about', async () => {
    const t = tag();
    const answer = await create(aStudy(t));
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const study = answer.result!.study;
    expect(study.reference).toBe(
      `Tester A, Second BC. Tele-ultrasound study ${t}. J Test. 2022;8(2):101-9. doi:10.5555/test.${t}`,
    );
    const list = await callApi<{ items: Array<{ id: string }> }>(
      'studies.list',
      {
        pageSize: 100,
        sort: { field: 'year', direction: 'desc' },
        filters: { technologyId: 'demo-tech-ultrasound' },
      },
      staff,
    );
    expect(list.status, JSON.stringify(list.error)).toBe(200);
    expect(list.result!.items.map((i) => i.id)).toContain(study.id);
  });

  it('made before volume, issue and pages were kept, are read and edited as before', async () => {
    const created = await create(aStudy(tag()));
    const { id } = created.result!.study;
    // As a record written before these fields: none of them stored.
    await db.collection('studies').doc(id).update({
      volume: FieldValue.delete(),
      issue: FieldValue.delete(),
      pages: FieldValue.delete(),
    });
    const got = await callApi<{ study: Stored & { volume: unknown; pages: unknown } }>(
      'studies.get',
      { id },
      staff,
    );
    expect(got.status, JSON.stringify(got.error)).toBe(200);
    expect(got.result!.study).toMatchObject({ volume: null, pages: null });
    const { volume: _v, issue: _i, pages: _p, ...before } = aStudy(tag());
    const edited = await callApi(
      'studies.update',
      { id, version: got.result!.study.version, fields: before },
      staff,
    );
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
  });

  it('refuse the same study again, by DOI, PMID or title and year, naming the one there', async () => {
    const t = tag();
    const original = aStudy(t);
    const first = await create(original);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const id = first.result!.study.id;
    const again = [
      { ...aStudy(tag()), doi: `https://doi.org/10.5555/TEST.${t}` },
      { ...aStudy(tag()), pmid: original.pmid },
      { ...aStudy(tag()), title: `TELE-ULTRASOUND study: ${t}.`, doi: null, pmid: null },
    ];
    for (const fields of again) {
      const refused = await create(fields);
      expect(refused.status, JSON.stringify([fields, refused.error])).toBe(409);
      expect(refused.error?.status).toBe('ALREADY_EXISTS');
      expect(refused.error?.message).toContain(`Tele-ultrasound study ${t}`);
      expect(refused.error?.message).toContain(`/study/${id}`);
    }
    // Editing a study keeps its own keys; taking another's is refused.
    const other = await create(aStudy(tag()));
    const taken = await callApi(
      'studies.update',
      {
        id: other.result!.study.id,
        version: other.result!.study.version,
        fields: { ...aStudy(tag()), doi: original.doi },
      },
      staff,
    );
    expect(taken.error?.status).toBe('ALREADY_EXISTS');
    const kept = await callApi(
      'studies.update',
      { id, version: first.result!.study.version, fields: { ...original, notes: 'Read.' } },
      staff,
    );
    expect(kept.status, JSON.stringify(kept.error)).toBe(200);
  });

  it('refuse bad input with a message that says what is expected, writing nothing', async () => {
    const t = tag();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ doi: '11.1/x' }, 'fields.doi', /A DOI looks like 10\./],
      [{ doi: `10.1234/${'a'.repeat(100_000)}` }, 'fields.doi', /at most 300 characters/],
      [{ pmid: 'PMID 1' }, 'fields.pmid', /digits only/],
      [{ year: 1850 }, 'fields.year', /between 1900 and next year/],
      [{ authors: ['Nadia Britton'] }, 'fields.authors.0', /Surname Initials/],
      [{ design: 'anecdote' }, 'fields.design', /Choose the study design/],
    ];
    for (const [bad, field, message] of cases) {
      const refused = await create({ ...aStudy(t), ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.error?.details?.fields?.[field]).toMatch(message);
    }
    const written = await db
      .collection('studies')
      .where('title', '==', `Tele-ultrasound study ${t}`)
      .get();
    expect(written.size).toBe(0);
  });

  it('are deleted by admins only', async () => {
    const created = await create(aStudy(tag()));
    const { id, version } = created.result!.study;
    const refused = await callApi('studies.delete', { id, version }, staff);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const deleted = await callApi('studies.delete', { id, version }, admin);
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
  });
});

interface Checked {
  entry: number;
  status: 'new' | 'duplicate' | 'invalid';
  reasons: string[];
  missing: string[];
  draft: Record<string, unknown> | null;
  existing: { id: string; title: string; page: string } | null;
}
interface Written {
  entry: number;
  status: 'created' | 'duplicate';
  reasons: string[];
  study: { id: string; title: string; page: string } | null;
}

/** A Zotero-style RIS of two studies, unique to the test. */
const risOf = (t: string) =>
  [
    'TY  - JOUR',
    `TI  - Imported tele-ultrasound study ${t}`,
    'AU  - Tester, Ann B.',
    'AU  - Second, C.',
    'T2  - Journal of Tests',
    'J2  - J Test',
    'PY  - 2023',
    'VL  - 4',
    'IS  - 1',
    'SP  - 10-19',
    `DO  - 10.5555/import.${t}`,
    'ER  - ',
    '',
    'TY  - JOUR',
    `TI  - Imported remote monitoring study ${t}`,
    'AU  - Tester, Ann B.',
    'PY  - 2024',
    'ER  - ',
    '',
  ].join('\n');

const check = (text: string, as: Session = staff) =>
  callApi<{ format: string; entries: Checked[] }>('studies.importCheck', { text }, as);

const write = (entries: Array<{ entry: number; fields: Record<string, unknown> }>, as = staff) =>
  callApi<{ created: number; entries: Written[] }>('studies.importWrite', { entries }, as);

const storedWithTitle = async (title: string) =>
  (await db.collection('studies').where('title', '==', title).get()).size;

describe('study import', () => {
  it('checks a file, writing nothing, then writes the chosen entries with their design', async () => {
    const t = tag();
    const checked = await check(risOf(t));
    expect(checked.status, JSON.stringify(checked.error)).toBe(200);
    expect(checked.result!.format).toBe('RIS');
    const [first, second] = checked.result!.entries;
    expect(first).toMatchObject({
      entry: 1,
      status: 'new',
      reasons: [],
      missing: ['PMID', 'link'],
    });
    expect(first!.draft).toMatchObject({
      authors: ['Tester AB', 'Second C'],
      journal: 'J Test',
      volume: '4',
      issue: '1',
      pages: '10-19',
    });
    expect(second).toMatchObject({ entry: 2, status: 'new' });
    expect(await storedWithTitle(`Imported tele-ultrasound study ${t}`)).toBe(0);

    const written = await write(
      checked.result!.entries.map((e) => ({
        entry: e.entry,
        fields: { ...e.draft, design: 'RCT' },
      })),
    );
    expect(written.status, JSON.stringify(written.error)).toBe(200);
    expect(written.result!.created).toBe(2);
    const id = written.result!.entries[0]!.study!.id;
    const got = await callApi<{ study: Stored & { design: string; createdByEmail: string } }>(
      'studies.get',
      { id },
      staff,
    );
    expect(got.result!.study).toMatchObject({
      design: 'RCT',
      createdByEmail: 'staff@hta.test',
      reference: `Tester AB, Second C. Imported tele-ultrasound study ${t}. J Test. 2023;4(1):10-9. doi:10.5555/import.${t}`,
    });
    // Checked again, the file's studies are now in the library.
    const again = await check(risOf(t));
    expect(again.result!.entries.map((e) => [e.status, e.existing?.id])).toEqual([
      ['duplicate', id],
      ['duplicate', written.result!.entries[1]!.study!.id],
    ]);
  });

  it('leaves out, on write, a study already there by DOI or by title and year, whatever the client claims', async () => {
    const t = tag();
    const there = await create(aStudy(t));
    expect(there.status, JSON.stringify(there.error)).toBe(200);
    const original = aStudy(t);
    const sameDoi = { ...aStudy(tag()), doi: original.doi.toUpperCase(), pmid: null };
    const sameTitle = {
      ...aStudy(tag()),
      title: `TELE-ULTRASOUND study: ${t}`,
      doi: null,
      pmid: null,
    };
    const fresh = { ...aStudy(tag()), pmid: null };
    const freshAgain = { ...fresh, doi: null }; // the same title and year as entry 3
    const written = await write([
      { entry: 1, fields: sameDoi },
      { entry: 2, fields: sameTitle },
      { entry: 3, fields: fresh },
      { entry: 4, fields: freshAgain },
    ]);
    expect(written.status, JSON.stringify(written.error)).toBe(200);
    expect(written.result!.created).toBe(1);
    expect(written.result!.entries.map((e) => [e.entry, e.status, e.reasons])).toEqual([
      [1, 'duplicate', [`Already in the library (same DOI): “Tele-ultrasound study ${t}”.`]],
      [
        2,
        'duplicate',
        [`Already in the library (same title and year): “Tele-ultrasound study ${t}”.`],
      ],
      [3, 'created', []],
      [4, 'duplicate', ['The same study as entry 3 (same title and year).']],
    ]);
    expect(written.result!.entries[0]!.study?.id).toBe(there.result!.study.id);
    expect(await storedWithTitle(sameDoi.title)).toBe(0);
    expect(await storedWithTitle(sameTitle.title)).toBe(0);
    expect(await storedWithTitle(fresh.title)).toBe(1);
  });

  it('refuses a malformed, empty or too large file, and an entry without a design, saying why', async () => {
    const malformed = await check('@article{broken, title = {Unclosed}');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.message).toMatch(
      /^The BibTeX file could not be read: expected "rbrace"/,
    );
    const neither = await check('Tester A. A study. 2023.');
    expect(neither.status).toBe(400);
    expect(neither.error?.details?.fields?.text).toMatch(/neither RIS .* nor BibTeX/);
    // Markup is allowed in the file (Zotero writes <i> into titles); an entry keeping it in its
    // title is refused as the form refuses it.
    const italic = await check(risOf(tag()).replace('TI  - Imported', 'TI  - <i>In vivo</i>'));
    expect(italic.status, JSON.stringify(italic.error)).toBe(200);
    expect(italic.result!.entries[0]).toMatchObject({
      status: 'invalid',
      reasons: [
        expect.stringMatching(
          /^Title “<i>In vivo<\/i> tele-ultrasound .*”: Must not contain HTML\.$/,
        ),
      ],
    });
    const empty = await check('  \n');
    expect(empty.error?.details?.fields?.text).toBe('The file is empty.');
    const large = await check(`${risOf(tag())}${'N1  - x\n'.repeat(130_000)}`);
    expect(large.status).toBe(400);
    expect(large.error?.details?.fields?.text).toMatch(/larger than 1 MB/);
    const t = tag();
    const noDesign = await write([{ entry: 1, fields: { ...aStudy(t), design: undefined } }]);
    expect(noDesign.status).toBe(400);
    expect(noDesign.error?.details?.fields?.['entries.0.fields.design']).toBe(
      'Choose the study design.',
    );
    expect(await storedWithTitle(`Tele-ultrasound study ${t}`)).toBe(0);
  });

  it('is refused to visitors', async () => {
    const t = tag();
    const checked = await callApi('studies.importCheck', { text: risOf(t) });
    expect(checked.error?.status).toBe('UNAUTHENTICATED');
    const refused = await callApi('studies.importWrite', {
      entries: [{ entry: 1, fields: aStudy(t) }],
    });
    expect(refused.error?.status).toBe('UNAUTHENTICATED');
    expect(await storedWithTitle(`Tele-ultrasound study ${t}`)).toBe(0);
  });
});

/** A BibTeX file of `@string` macros each twice the one before: 24 of them, 11 × 2²⁴ characters. */
const expandingBibtex = () =>
  [
    '@string{a0 = "Telehealth "}',
    ...Array.from({ length: 24 }, (_, i) => `@string{a${i + 1} = a${i} # a${i}}`),
    '@article{expanding, author = {Britton, Nadia}, title = a24, journal = {J Test}, year = 2020}',
  ].join('\n');

describe('study import bounds what it produces, not only what it is given', () => {
  it('does not read a BibTeX entry whose macros expand past an export’s size, and answers briefly', async () => {
    const text = expandingBibtex();
    expect(text.length).toBeLessThan(1_000);
    const started = Date.now();
    const answer = await check(text);
    const size = JSON.stringify(answer).length;
    console.log(
      `24 chained @string lines (${text.length} bytes): ${answer.status}, answer ${size} characters in ${Date.now() - started} ms`,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result!.entries).toEqual([
      expect.objectContaining({
        label: '@article{expanding}',
        status: 'invalid',
        reasons: [
          "Its title is 184,549,376 characters long once its @string macros are expanded; a reference export's fields hold at most 20,000.",
        ],
        draft: null,
      }),
    ]);
    expect(size).toBeLessThan(1_000);
  });

  it('answers a file of many authors or entries in about the file’s size', async () => {
    // One entry naming 20,000 authors no name of which can be read: each was its own reason.
    const authors = Array.from({ length: 20_000 }, (_, i) => `AU  - Group${i}`).join('\n');
    const ris = `TY  - JOUR\nTI  - Many authors ${tag()}\n${authors}\nPY  - 2020\nER  - \n`;
    const answer = await check(ris);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const size = JSON.stringify(answer).length;
    expect(size).toBeLessThan(ris.length / 10);
    const [entry] = answer.result!.entries;
    expect(entry!.status).toBe('invalid');
    expect(entry!.reasons.length).toBeLessThanOrEqual(6);
    expect(entry!.reasons.at(-1)).toMatch(/and 19,99\d more authors/);
    // BibTeX's own list of names, and a title as long as the file allows.
    const names = Array.from({ length: 20_000 }, (_, i) => `Group${i}`).join(' and ');
    const bib = `@article{many, author = {${names}}, title = {${'Long '.repeat(50_000)}}, year = 2020}`;
    const bibAnswer = await check(bib);
    expect(bibAnswer.status, JSON.stringify(bibAnswer.error)).toBe(200);
    expect(JSON.stringify(bibAnswer).length).toBeLessThan(bib.length / 10);
    // Tiny entries past the count a check answers for are refused before any is read.
    const tiny = 'TY  - JOUR\nER  - \n'.repeat(50_000);
    const many = await check(tiny);
    expect(many.status).toBe(400);
    expect(many.error?.message).toMatch(/holds 50,000 entries; at most 500/);
  });

  it('says a BibTeX file of only @preamble or @comment holds no entries', async () => {
    for (const text of ['@preamble{"\\newcommand{\\x}{y}"}', '@comment{exported by hand}']) {
      const answer = await check(text);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(
        'The BibTeX file holds no entries: only @preamble, @comment or @string. Export the studies themselves (@article{…}).',
      );
    }
  });
});

describe('study import finds what differs only in form', () => {
  it('refuses a write naming one entry number twice, writing nothing', async () => {
    const t = tag();
    const refused = await write([
      { entry: 1, fields: aStudy(t) },
      { entry: 1, fields: aStudy(tag()) },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.error?.details?.fields?.['entries.1.entry']).toBe(
      'Entry 1 is sent twice: each entry of the file once.',
    );
    expect(await storedWithTitle(`Tele-ultrasound study ${t}`)).toBe(0);
  });

  it('finds a study again by a PMID with leading zeros, or a title in look-alike letters of another script', async () => {
    const t = tag();
    const original = aStudy(t);
    const there = await create(original);
    expect(there.status, JSON.stringify(there.error)).toBe(200);
    // "Tele-ultrasound" with a Cyrillic е and а, and a Greek ο.
    const lookAlike = `T\u0435le-ultr\u0430s\u03bfund study ${t}`;
    const checked = await check(
      [
        'TY  - JOUR',
        `TI  - Another title ${tag()}`,
        'AU  - Tester, Ann B.',
        'PY  - 2021',
        `AN  - 0${original.pmid}`,
        'DB  - PubMed',
        'ER  - ',
        '',
        'TY  - JOUR',
        `TI  - ${lookAlike}`,
        'AU  - Tester, Ann B.',
        'PY  - 2022',
        'ER  - ',
        '',
      ].join('\n'),
    );
    expect(checked.status, JSON.stringify(checked.error)).toBe(200);
    expect(checked.result!.entries.map((e) => [e.status, e.existing?.id])).toEqual([
      ['duplicate', there.result!.study.id],
      ['duplicate', there.result!.study.id],
    ]);
    const again = await create({ ...aStudy(tag()), pmid: `0${original.pmid}` });
    expect(again.status).toBe(409);
    const written = await write([
      { entry: 1, fields: { ...aStudy(tag()), title: lookAlike, doi: null, pmid: null } },
    ]);
    expect(written.result!.entries.map((e) => e.status)).toEqual(['duplicate']);
    expect(await storedWithTitle(lookAlike)).toBe(0);
  });
});
