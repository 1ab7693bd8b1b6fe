// The search log through the API: a question's searches, their RIS imports, duplicates across
// searches marked (not dropped), a resent import answered without writing, bad files refused.
import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let staff: Session;
let admin: Session;
let questionId: string;

interface Imported {
  importId: string;
  records: number;
  duplicates: number;
  skipped: Array<{ entry: number; reason: string }>;
}
interface Rec {
  id: string;
  title: string;
  position: number;
  duplicateOf: string | null;
  duplicateBy: string | null;
}

async function logSearch(source: string, extra: Record<string, unknown> = {}) {
  const made = await callApi<{ search: { id: string } }>(
    'searches.create',
    {
      fields: {
        questionId,
        source,
        dateRun: '2026-11-02',
        searchString: '(telemedicine OR telehealth) AND ultrasound',
        limits: 'English; 2010 onwards',
        recordsReported: 40,
        ...extra,
      },
    },
    staff,
  );
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return made.result!.search.id;
}

beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  const q = await callApi<{ question: { id: string } }>(
    'questions.create',
    {
      fields: {
        title: `Searches of a question ${Date.now()}`,
        technologyId: 'demo-tech-ultrasound',
        population: 'People in northern communities.',
        intervention: 'Tele-ultrasound.',
        outcomes: [{ name: 'Travel', importance: 'critical' }],
        designs: ['randomised trials'],
      },
    },
    staff,
  );
  questionId = q.result!.question.id;
});

describe('the search log', () => {
  it('imports records into searches and marks duplicates across them', async () => {
    const medline = await logSearch('MEDLINE');
    const embase = await logSearch('Embase');
    const first = await callApi<Imported>(
      'searches.importRecords',
      { searchId: medline, text: fixture('medline-32.ris'), requestId: `imp-${Date.now()}-a` },
      staff,
    );
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.result).toMatchObject({ records: 32, duplicates: 0, skipped: [] });

    const requestId = `imp-${Date.now()}-b`;
    const second = await callApi<Imported>(
      'searches.importRecords',
      { searchId: embase, text: fixture('embase-8.ris'), requestId },
      staff,
    );
    expect(second.result).toMatchObject({ records: 8, duplicates: 3 });

    // Sent again (its answer lost): the first import's answer, nothing written twice.
    const again = await callApi<Imported>(
      'searches.importRecords',
      { searchId: embase, text: fixture('embase-8.ris'), requestId },
      staff,
    );
    expect(again.result!.importId).toBe(second.result!.importId);

    const records = await callApi<{ records: Rec[] }>(
      'searches.records',
      { searchId: embase },
      staff,
    );
    expect(records.result!.records).toHaveLength(8);
    const ofMedline = await callApi<{ records: Rec[] }>(
      'searches.records',
      { searchId: medline },
      staff,
    );
    const byPosition = new Map(ofMedline.result!.records.map((r) => [r.position, r.id]));
    expect(records.result!.records.slice(0, 3).map((r) => [r.duplicateOf, r.duplicateBy])).toEqual([
      [byPosition.get(1), 'DOI'],
      [byPosition.get(2), 'DOI'],
      [byPosition.get(5), 'title and year'],
    ]);

    const page = await callApi<{ recordCount: number; duplicateCount: number; imports: unknown[] }>(
      'searches.get',
      { id: embase },
      staff,
    );
    expect(page.result).toMatchObject({ recordCount: 8, duplicateCount: 3 });
    expect(page.result!.imports).toHaveLength(1);

    // A search with records stays in the log: deleting it would leave them counted for nothing.
    const removed = await callApi('searches.delete', { id: embase, version: 1 }, admin);
    expect(removed.error?.status).toBe('FAILED_PRECONDITION');
  });

  it('refuses a file that is not RIS or BibTeX, a search that does not exist and unknown fields', async () => {
    const search = await logSearch('CINAHL');
    const notRis = await callApi(
      'searches.importRecords',
      { searchId: search, text: 'hello' },
      staff,
    );
    expect(notRis.status).toBe(400);
    expect(JSON.stringify(notRis.error)).toContain('neither RIS');
    const missing = await callApi(
      'searches.importRecords',
      { searchId: 'no-such-search', text: fixture('embase-8.ris') },
      staff,
    );
    expect(missing.error?.status).toBe('NOT_FOUND');
    const extra = await callApi(
      'searches.importRecords',
      { searchId: search, text: fixture('embase-8.ris'), studies: true },
      staff,
    );
    expect(extra.status).toBe(400);
    const none = await callApi<{ records: Rec[] }>('searches.records', { searchId: search }, staff);
    expect(none.result!.records).toEqual([]);
  });

  it('asks which register or source a named source was', async () => {
    const made = await callApi(
      'searches.create',
      {
        fields: {
          questionId,
          source: 'grey literature',
          dateRun: '2026-11-02',
          searchString: 'tele-ultrasound',
          recordsReported: 3,
        },
      },
      staff,
    );
    expect(made.status).toBe(400);
    expect(JSON.stringify(made.error)).toContain('Name the grey literature searched');
  });

  it('shows visitors nothing', async () => {
    const answer = await callApi('searches.list', { pageSize: 5 });
    expect(answer.status).not.toBe(200);
  });
});
