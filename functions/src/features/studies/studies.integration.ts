// The study library through the API: a study is stored with its Vancouver reference; the same
// study again (by DOI, by PMID, by title and year) is refused naming the one there; bad input is a
// 400 that says what is wrong and writes nothing; staff write, only admins delete.
import { beforeAll, describe, expect, it } from 'vitest';

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
